import { describe, expect, it } from 'vitest';
import {
  canSeeEditIcons,
  canSeeHeaderEditButtons,
  heldRoles,
  mayModerate,
  holdsRole,
  proposalLoginCode,
  ROLES,
  type RoleMap,
} from '@/domain/session/roles';

/** A role map as Drupal sends it: every role a key, the held ones non-empty. */
const rolesOf = (...held: string[]): RoleMap =>
  Object.fromEntries(ROLES.map((role) => [role, held.includes(role) ? role : '']));

describe('holdsRole: a role is held when its entry is non-empty', () => {
  it.each([
    ['the role’s own name', { editor: 'editor' }, true],
    ['any other non-empty text', { editor: '1' }, true],
    ['an empty string', { editor: '' }, false],
    ['a missing entry', {}, false],
    ['an undefined entry', { editor: undefined }, false],
  ])('%s → %s', (_case, roles: RoleMap, held) => {
    expect(holdsRole(roles, 'editor')).toBe(held);
  });
});

// Each row: the roles held, then edit icons, Edit/CMS header buttons, proposal login code, moderation.
describe.each([
  [[], false, false, 6, false],
  [['member'], false, false, 6, false],
  [['organizer'], false, false, 5, false],
  [['member', 'organizer'], false, false, 5, false],
  [['editor'], true, true, 6, false],
  [['administrator'], true, true, 6, true],
  [['developer'], true, false, 6, false],
  [['developer', 'organizer'], true, false, 5, false],
  [['editor', 'administrator', 'developer'], true, true, 6, true],
] as const)('a user with roles %j', (held, editIcons, headerButtons, loginCode, moderates) => {
  const roles = rolesOf(...held);
  it(`${moderates ? 'may' : 'may not'} remove anyone’s comment and pin a topic`, () => {
    expect(mayModerate(roles)).toBe(moderates);
  });
  it(`${editIcons ? 'sees' : 'does not see'} the edit, create and delete icons`, () => {
    expect(canSeeEditIcons(roles)).toBe(editIcons);
  });
  it(`${headerButtons ? 'sees' : 'does not see'} the Edit and CMS header buttons`, () => {
    expect(canSeeHeaderEditButtons(roles)).toBe(headerButtons);
  });
  it(`logs in to the proposal system with code ${loginCode}`, () => {
    expect(proposalLoginCode(roles)).toBe(loginCode);
  });
  it('has exactly those roles listed', () => {
    expect(heldRoles(roles)).toEqual(ROLES.filter((role) => (held as readonly string[]).includes(role)));
  });
});

describe('heldRoles ignores roles the portal does not know', () => {
  it('lists only the five known roles', () => {
    expect(heldRoles({ authenticated: 'authenticated', member: 'member' })).toEqual(['member']);
  });
});

// Menu visibility by role (main: logged-in only; footer: named roles) is tabled in menu.test.ts.
