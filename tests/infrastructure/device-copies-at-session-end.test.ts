import { describe, expect, it } from 'vitest';
import { SessionStore } from '@/application/session/session-store';
import { CODE_CACHE_PREFIX, MEMBER_SESSION_CACHE, PAGE_COPIES_CACHE } from '@/domain/offline/device-caches';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { dropDeviceCopiesAtSessionEnd } from '@/infrastructure/offline/device-copies-at-session-end';
import { aSession } from '../support/builders';

const MEMBER = { name: 'Ada Member', mail: 'member@example.org', token: 'csrf-3f9a1c' };

/** Cache Storage as the browser keeps it, by cache name, each cache's entries by URL with their bodies. */
class FakeCacheStorage {
  readonly caches = new Map<string, Map<string, string>>();
  fill(name: string, entries: Record<string, string>) {
    this.caches.set(name, new Map(Object.entries(entries)));
  }
  keys = async () => [...this.caches.keys()];
  has = async (name: string) => this.caches.has(name);
  open = async (name: string) => {
    if (!this.caches.has(name)) this.caches.set(name, new Map());
  };
  delete = async (name: string) => this.caches.delete(name);
  /** Everything every cache holds, for a search. */
  everything = () => [...this.caches.values()].flatMap((cache) => [...cache.entries()].flat()).join('\n');
}

function deviceAfter(fresh: Parameters<SessionStore['reset']>[0]) {
  const store = new SessionStore(new InMemoryStorage(), { appName: 'necs' });
  store.update({ session: aSession({ userId: 7 }) });
  const storage = new FakeCacheStorage();
  // What must never happen, written on purpose: a copy that holds the member, and a cache some other code left.
  storage.fill(PAGE_COPIES_CACHE, {
    'https://portal.example.org/__copies/en/about-us': `<p>Logged in as ${MEMBER.name} (${MEMBER.mail})</p>`,
  });
  storage.fill('some-library-runtime', {
    'https://portal.example.org/cms/user/7': `{"csrf":"${MEMBER.token}"}`,
  });
  storage.fill(`${CODE_CACHE_PREFIX}abc`, { 'https://portal.example.org/assets/index-abc.js': 'code' });
  dropDeviceCopiesAtSessionEnd(store, storage as unknown as CacheStorage);
  store.reset(fresh);
  return storage;
}

describe('the device’s caches at the end of a session', () => {
  it.each([
    ['a logout', {}],
    ['a session that ended', { expired: true }],
    ['another account’s login', { session: aSession({ userId: 4 }) }],
  ] as const)('hold no member’s name, e-mail or token after %s; the build’s code stays', async (_, fresh) => {
    const storage = deviceAfter(fresh);
    // The member marker holds nothing, and stands again only for the account that took over.
    await expect
      .poll(() => [...storage.caches.keys()].filter((name) => name !== MEMBER_SESSION_CACHE))
      .toEqual([`${CODE_CACHE_PREFIX}abc`]);
    const left = storage.everything();
    for (const value of Object.values(MEMBER)) expect(left).not.toContain(value);
  });

  it('marks the device while a member is logged in, so the worker asks the network first, and not after', async () => {
    const store = new SessionStore(new InMemoryStorage(), { appName: 'necs' });
    const storage = new FakeCacheStorage();
    dropDeviceCopiesAtSessionEnd(store, storage as unknown as CacheStorage);
    expect(storage.caches.has(MEMBER_SESSION_CACHE)).toBe(false);
    store.update({ session: aSession({ userId: 7 }) });
    await expect.poll(() => storage.caches.has(MEMBER_SESSION_CACHE)).toBe(true);
    store.reset();
    await expect.poll(() => storage.caches.has(MEMBER_SESSION_CACHE)).toBe(false);
  });

  it('does nothing where the browser has no Cache Storage', () => {
    const store = new SessionStore(new InMemoryStorage(), { appName: 'necs' });
    expect(() => dropDeviceCopiesAtSessionEnd(store, undefined)).not.toThrow();
  });
});
