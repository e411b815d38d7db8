import { describe, expect, it } from 'vitest';
import { SessionStore, type SessionEnd } from '@/application/session/session-store';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { aSession } from '../support/builders';

const CONFIG = { appName: 'necs' };

function loggedInStore() {
  const storage = new InMemoryStorage();
  const store = new SessionStore(storage, CONFIG);
  store.update({ session: aSession({ userId: 7 }) });
  const ends: SessionEnd[] = [];
  store.ended$.subscribe((end) => ends.push(end));
  return { storage, store, ends };
}

describe('the end of a session', () => {
  it.each([
    ['a logout', {}, 'logged-out'],
    ['an expiry', { expired: true }, 'expired'],
    ['another user taking over', { session: aSession({ userId: 4 }) }, 'replaced'],
  ] as const)('is announced once, with its reason, for %s', (_, fresh, reason) => {
    const { store, ends } = loggedInStore();
    store.reset(fresh);
    expect(ends).toEqual([{ userId: 7, reason }]);
  });

  it('takes the reason its caller knows better: a logout in another tab, said in this page only', () => {
    const { storage, store, ends } = loggedInStore();
    store.reset({ loggedOutElsewhere: true }, 'logged-out-elsewhere');
    expect(store.snapshot().loggedOutElsewhere).toBe(true);
    expect(ends).toEqual([{ userId: 7, reason: 'logged-out-elsewhere' }]);
    expect(storage.read('necs.auth')).toBeNull();
  });

  it('is not announced for a visitor: no session ended', () => {
    const { store, ends } = loggedInStore();
    store.reset();
    store.reset({ expired: true });
    expect(ends).toHaveLength(1);
  });

  // After a logout nothing of the user stays in this tab's storage; a notice or a new user must survive a reload.
  it('leaves nothing stored after a logout', () => {
    const { storage, store } = loggedInStore();
    store.reset();
    expect(storage.read('necs.auth')).toBeNull();
  });

  it.each([
    ['the "session ended" notice', { expired: true }],
    ['the user who took over', { session: aSession({ userId: 4 }) }],
  ] as const)('keeps %s for a reload', (_, fresh) => {
    const { storage, store } = loggedInStore();
    store.reset(fresh);
    expect(new SessionStore(storage, CONFIG).snapshot()).toEqual(store.snapshot());
  });
});

describe('a login in place after an expiry', () => {
  it('by another account ends the expired member’s session: nothing of theirs is handed on', () => {
    const { store, ends } = loggedInStore();
    store.reset({ expired: true });
    expect(store.snapshot()).toMatchObject({ session: { userId: 0 }, expired: true, expiredUserId: 7 });
    store.reset({ session: aSession({ userId: 4 }) });
    expect(ends).toEqual([
      { userId: 7, reason: 'expired' },
      { userId: 7, reason: 'replaced' },
    ]);
    expect(store.snapshot().expiredUserId).toBe(0);
  });

  it('keeps the expired member through a reload of the tab', () => {
    const { storage, store } = loggedInStore();
    store.reset({ expired: true });
    expect(new SessionStore(storage, CONFIG).snapshot().expiredUserId).toBe(7);
  });
});
