import { describe, expect, it } from 'vitest';
import { defaultConfig, loadConfig } from '@/infrastructure/config/load-config';

/** Spec: "on a local host everything counts as logged in and member" — only ever behind a development flag. */
describe('loadConfig: localhostAsMember', () => {
  it.each([
    ['off by default, in development', null, true, false],
    ['off by default, in production', null, false, false],
    ['on when asked for, in a development build', { localhostAsMember: true }, true, true],
    ['ignored in a production build even when asked for', { localhostAsMember: true }, false, false],
    ['off when switched off, in development', { localhostAsMember: false }, true, false],
  ])('%s', async (_case, file, isDevelopment, expected) => {
    const config = await loadConfig(async () => file, isDevelopment, 'localhost');
    expect(config.localhostAsMember).toBe(expected);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['portal.localhost', true],
    ['necs.org', false],
    ['localhost.necs.org', false],
    ['', false],
  ])('in development, served from %s: %s', async (hostname, expected) => {
    const config = await loadConfig(async () => ({ localhostAsMember: true }), true, hostname);
    expect(config.localhostAsMember).toBe(expected);
  });

  it('is off in the defaults', () => {
    expect(defaultConfig.localhostAsMember).toBe(false);
  });
});
