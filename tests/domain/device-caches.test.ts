import { describe, expect, it } from 'vitest';
import {
  CODE_CACHE_PREFIX,
  MEMBER_SESSION_CACHE,
  PAGE_COPIES_CACHE,
  mayHoldMemberData,
} from '@/domain/offline/device-caches';

describe('mayHoldMemberData: which caches the end of a session empties', () => {
  it('keeps the build’s code caches, which hold nothing of a member’s', () => {
    expect(mayHoldMemberData(`${CODE_CACHE_PREFIX}3f9a1c`)).toBe(false);
  });

  it.each([
    ['the page copies', PAGE_COPIES_CACHE],
    ['the member-session marker', MEMBER_SESSION_CACHE],
    // Only the prefix marks a code cache: a name that merely ends like one is someone else's.
    ['a cache whose name only ends like a code cache', `old-${CODE_CACHE_PREFIX}`],
    ['a cache some library left', 'workbox-runtime'],
  ])('treats %s as one that may', (_what, cacheName) => {
    expect(mayHoldMemberData(cacheName)).toBe(true);
  });
});
