import { describe, expect, it } from 'vitest';
import { AccountCopiesOnDevice } from '@/application/session/account-copies';
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
    const cache = this.caches.get(name) ?? new Map<string, string>();
    this.caches.set(name, cache);
    return {
      match: async (url: string) => (cache.has(url) ? new Response(cache.get(url)) : undefined),
      put: async (url: string, answer: Response) => void cache.set(url, await answer.text()),
    };
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
  dropDeviceCopiesAtSessionEnd(store, new AccountCopiesOnDevice(store), storage as unknown as CacheStorage);
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
    dropDeviceCopiesAtSessionEnd(store, new AccountCopiesOnDevice(store), storage as unknown as CacheStorage);
    expect(storage.caches.has(MEMBER_SESSION_CACHE)).toBe(false);
    store.update({ session: aSession({ userId: 7 }) });
    await expect.poll(() => storage.caches.has(MEMBER_SESSION_CACHE)).toBe(true);
    store.reset();
    await expect.poll(() => storage.caches.has(MEMBER_SESSION_CACHE)).toBe(false);
  });

  it('does nothing where the browser has no Cache Storage', () => {
    const store = new SessionStore(new InMemoryStorage(), { appName: 'necs' });
    expect(() =>
      dropDeviceCopiesAtSessionEnd(store, new AccountCopiesOnDevice(store), undefined),
    ).not.toThrow();
  });
});

describe('the device’s caches when a login names another account than the one that left them', () => {
  /** Member 7's session expired with the tab closed: the marker names them, a page copy is there. */
  function leftByMember() {
    const storage = new FakeCacheStorage();
    storage.fill(MEMBER_SESSION_CACHE, { '/__member-session/7': '' });
    storage.fill(PAGE_COPIES_CACHE, {
      'https://portal.example.org/__copies/en/news': `<p>${MEMBER.name}</p>`,
    });
    storage.fill(`${CODE_CACHE_PREFIX}abc`, { 'https://portal.example.org/assets/index-abc.js': 'code' });
    // A new tab: it knows of no session, so no end is told.
    const store = new SessionStore(new InMemoryStorage(), { appName: 'necs' });
    dropDeviceCopiesAtSessionEnd(store, new AccountCopiesOnDevice(store), storage as unknown as CacheStorage);
    return { storage, store };
  }

  it('drops the page copies, and the marker names the new account only', async () => {
    const { storage, store } = leftByMember();
    store.update({ session: aSession({ userId: 4 }) });
    await expect.poll(() => storage.caches.get(MEMBER_SESSION_CACHE)?.has('/__member-session/4')).toBe(true);
    expect([...storage.caches.keys()].sort()).toEqual([`${CODE_CACHE_PREFIX}abc`, MEMBER_SESSION_CACHE]);
    expect([...storage.caches.get(MEMBER_SESSION_CACHE)!.keys()]).toEqual(['/__member-session/4']);
    expect(storage.everything()).not.toContain(MEMBER.name);
  });

  it('keeps them for the member who comes back first', async () => {
    const { storage, store } = leftByMember();
    store.update({ session: aSession({ userId: 7 }) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.caches.get(PAGE_COPIES_CACHE)?.size).toBe(1);
  });

  it('drops them under a marker of an older build, which names nobody', async () => {
    const { storage, store } = leftByMember();
    storage.fill(MEMBER_SESSION_CACHE, {});
    store.update({ session: aSession({ userId: 7 }) });
    await expect.poll(() => storage.caches.has(PAGE_COPIES_CACHE)).toBe(false);
  });
});
