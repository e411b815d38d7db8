import { describe, expect, it } from 'vitest';
import { siteAddressOf } from '@/domain/shared/site-address';

describe('siteAddressOf', () => {
  it.each([
    ['https://portal.example.org', 'https://portal.example.org'],
    ['https://portal.example.org/', 'https://portal.example.org'],
    ['http://localhost:8080/portal/', 'http://localhost:8080/portal'],
    ['HTTPS://Portal.Example.org', 'https://portal.example.org'],
    // Every trailing slash goes, not only the last.
    ['https://portal.example.org/portal//', 'https://portal.example.org/portal'],
  ])('keeps %s as %s', (value, address) => {
    expect(siteAddressOf(value)).toBe(address);
  });

  it.each([
    'portal.example.org',
    '/portal',
    'ftp://portal.example.org',
    // The scheme must be http(s) itself, not merely end in it.
    'xhttps://portal.example.org',
    'https://portal.example.org/?a=1',
    'https://x.org/#top',
    '',
  ])('refuses %s', (value) => {
    expect(siteAddressOf(value)).toBeNull();
  });
});
