import { describe, expect, it } from 'vitest';
import { anonymousSession, isLoadableUserId, isLoggedIn, isMember } from '@/domain/session/session';
import { syncSession, type SessionSyncAction } from '@/domain/session/session-sync-action';
import { viewerOf } from '@/domain/session/viewer';
import { displayName } from '@/domain/user/user';
import { aSession, aUser } from '../support/builders';

describe('isMember: membership holds when is_member is true or the string "true"', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['True', false],
    ['1', false],
    ['', false],
  ] as const)('is_member %j → %s', (flag, member) => {
    expect(isMember({ isMember: flag })).toBe(member);
  });
});

describe('user ids', () => {
  it.each([
    [7, true],
    [1, true],
    [0, false],
    [-1, false],
    [-7, false],
    [1.5, false],
    [Number.NaN, false],
  ])('id %s is loadable and logged in: %s', (userId, expected) => {
    expect(isLoadableUserId(userId)).toBe(expected);
    expect(isLoggedIn({ userId })).toBe(expected);
  });
});

describe('syncSession: what a page answer’s user id does to the stored one (docs/behaviour.md, Session sync)', () => {
  it.each<[string, number, number, SessionSyncAction]>([
    ['a visitor stays a visitor', 0, 0, { kind: 'stay-anonymous' }],
    ['a visitor stays a visitor when the answer has a negative id', 0, -1, { kind: 'stay-anonymous' }],
    ['0 while logged in: the session ended', 7, 0, { kind: 'session-ended' }],
    [
      'a negative id while logged in: the session ended, and it is never loaded',
      7,
      -3,
      { kind: 'session-ended' },
    ],
    ['NaN while logged in: the session ended', 7, Number.NaN, { kind: 'session-ended' }],
    ['the same user: refresh roles and flags', 7, 7, { kind: 'refresh' }],
    [
      'a user appears (after login): load that user',
      0,
      7,
      { kind: 'load-user', userId: 7, previousUserId: 0 },
    ],
    ['another user: load that user', 7, 5, { kind: 'load-user', userId: 5, previousUserId: 7 }],
    ['a stored negative id counts as a visitor', -1, 7, { kind: 'load-user', userId: 7, previousUserId: 0 }],
  ])('%s (stored %s, reported %s)', (_case, stored, reported, action) => {
    expect(syncSession(stored, reported)).toEqual(action);
  });
});

describe('viewerOf', () => {
  it('is a visitor for the anonymous session', () => {
    expect(viewerOf(anonymousSession, null)).toEqual({
      userId: 0,
      name: '',
      loggedIn: false,
      member: false,
      roles: {},
    });
  });

  it.each([
    [true, true],
    ['true', true],
    [false, false],
  ] as const)('a logged-in user with is_member %j is a member: %s', (flag, member) => {
    const viewer = viewerOf(aSession({ isMember: flag }), aUser());
    expect(viewer).toMatchObject({ loggedIn: true, member, name: 'Marta Kowalska' });
  });

  it('names the user by the session’s user name until the account is loaded', () => {
    expect(viewerOf(aSession(), null).name).toBe('marta.kowalska');
  });

  describe('with the development flag "localhost as member"', () => {
    it('counts a visitor as logged in and member', () => {
      expect(viewerOf(anonymousSession, null, true)).toMatchObject({ loggedIn: true, member: true });
    });
    it('counts a logged-in non-member as member', () => {
      expect(viewerOf(aSession({ isMember: false }), null, true)).toMatchObject({
        loggedIn: true,
        member: true,
      });
    });
    it('adds no roles', () => {
      expect(viewerOf(anonymousSession, null, true).roles).toEqual({});
    });
  });

  it('without the flag (the default) a visitor stays a visitor', () => {
    expect(viewerOf(anonymousSession, null)).toMatchObject({ loggedIn: false, member: false });
  });
});

describe('displayName: first name plus last name, else the account name', () => {
  it.each([
    [{ firstName: 'Marta', lastName: 'Kowalska' }, 'Marta Kowalska'],
    [{ firstName: 'Marta', lastName: '' }, 'Marta'],
    [{ firstName: '', lastName: 'Kowalska' }, 'Kowalska'],
    [{ firstName: '', lastName: '' }, 'marta.kowalska'],
  ])('%j → %s', (names, shown) => {
    expect(displayName(aUser(names))).toBe(shown);
  });
});
