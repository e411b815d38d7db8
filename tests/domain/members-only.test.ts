import { describe, expect, it } from 'vitest';
import { membersOnlyAccess, type MembersOnlyAccess } from '@/domain/session/members-only';

describe('membersOnlyAccess: what opens the discussions, posting, commenting and proposals', () => {
  it.each<[string, { loggedIn: boolean; member: boolean }, MembersOnlyAccess]>([
    ['a member of the association, logged in', { loggedIn: true, member: true }, 'open'],
    ['a logged-in account that is not a member', { loggedIn: true, member: false }, 'become-member'],
    ['a visitor', { loggedIn: false, member: false }, 'log-in'],
    // A session flag without a login opens nothing: logging in comes first.
    ['a visitor whose stale flag says member', { loggedIn: false, member: true }, 'log-in'],
  ])('%s: %s', (_who, viewer, access) => {
    expect(membersOnlyAccess(viewer)).toBe(access);
  });
});
