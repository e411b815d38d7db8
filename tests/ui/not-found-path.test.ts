import { describe, expect, it } from 'vitest';
import { notFoundPath } from '@/ui/pages/not-found-path';

describe('notFoundPath: the not-found address, the same in the browser and on the server', () => {
  it.each([
    ['/about-us/gone', '/404/about-us%2Fgone'],
    // The browser's location keeps the address's own encoding; the reader's path is encoded once.
    ['/a%20b', '/404/a%20b'],
    ['/a b', '/404/a%20b'],
    ['/caf%C3%A9', '/404/caf%C3%A9'],
    // A malformed escape is taken as written.
    ['/100%', '/404/100%25'],
    ['/', '/404/page'],
  ])('%s → %s', (pathname, address) => {
    expect(notFoundPath(pathname)).toBe(address);
  });
});
