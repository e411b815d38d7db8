import { describe, expect, it } from 'vitest';
import { isPendingLogoutState, PendingLogout } from '@/application/session/pending-logout';
import { isAuthState, SessionStore, signedOutState } from '@/application/session/session-store';
import { isCachedPages, PageCache } from '@/application/site/page-cache';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { aPage, aSession, aUser } from '../support/builders';
import { expectConsole } from '../support/console-expectations';

const CONFIG = { appName: 'necs' };
const stored = (value: unknown, version: number) => JSON.stringify({ version, value });

/**
 * What a tab finds in storage may come from an older build, a browser extension or a hand edit. The
 * guards decide what is trusted; anything else resets that one area instead of breaking the portal.
 */
describe('stored-state guards', () => {
  const validAuth = { session: aSession(), user: aUser(), expired: false };

  it.each([
    ['a string', 'x'],
    ['no session', { user: null, expired: false }],
    ['a string user id', { ...validAuth, session: { ...aSession(), userId: '7' } }],
    ['no roles', { ...validAuth, session: { userId: 7, userName: 'm', isMember: true } }],
    ['a user that is not a record', { ...validAuth, user: 'marta' }],
    ['no expired flag', { session: aSession(), user: null }],
  ])('isAuthState refuses %s', (_case, value) => {
    expect(isAuthState(value)).toBe(false);
  });

  it('isAuthState takes a well-formed state, and SessionStore restores it', () => {
    expect(isAuthState(validAuth)).toBe(true);
    const storage = new InMemoryStorage();
    storage.write('necs.auth', stored(validAuth, 2));
    expect(new SessionStore(storage, CONFIG).snapshot()).toEqual(validAuth);
  });

  it('SessionStore starts signed out from an unreadable stored state, and removes it', () => {
    expectConsole('warn', 'Stored necs.auth was unreadable');
    const storage = new InMemoryStorage();
    storage.write('necs.auth', stored({ ...validAuth, session: { userId: '7' } }, 2));
    expect(new SessionStore(storage, CONFIG).snapshot()).toEqual(signedOutState);
    expect(storage.read('necs.auth')).toBeNull();
  });

  it.each([
    ['an object', {}],
    ['an entry without a path', [[null, { node: null, session: aSession() }]]],
    ['an answer without a session', [['/', { node: null }]]],
    ['a node that is not a record', [['/', { node: 'x', session: aSession() }]]],
  ])('isCachedPages refuses %s', (_case, value) => {
    expect(isCachedPages(value)).toBe(false);
  });

  it('PageCache ignores an unreadable stored copy and keeps working', () => {
    expectConsole('warn', 'Stored necs.pages.7 was unreadable');
    const storage = new InMemoryStorage();
    storage.write('necs.pages.7', stored([['/', { node: 'x', session: aSession() }]], 1));
    const cache = new PageCache(storage, CONFIG, new SessionStore(new InMemoryStorage(), CONFIG));
    expect(cache.get(7, '/')).toBeUndefined();
    const answer = { node: aPage(), session: aSession() };
    cache.put(7, '/', answer);
    expect(isCachedPages([['/', answer]])).toBe(true);
    expect(cache.get(7, '/')).toEqual(answer);
  });

  it.each([
    ['user id 0', { userId: 0, failed: true }],
    ['a string user id', { userId: '7', failed: true }],
    ['no failed flag', { userId: 7 }],
  ])('isPendingLogoutState refuses %s', (_case, value) => {
    expectConsole('warn', 'Stored necs.pending-logout was unreadable');
    expect(isPendingLogoutState(value)).toBe(false);
    const storage = new InMemoryStorage();
    storage.write('necs.pending-logout', stored(value, 1));
    expect(new PendingLogout(storage, CONFIG).blocks(7)).toBe(false);
  });
});
