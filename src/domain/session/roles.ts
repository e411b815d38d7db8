/** The roles the portal knows about (docs/behaviour.md, Roles). */
export const ROLES = ['member', 'organizer', 'editor', 'administrator', 'developer'] as const;
export type Role = (typeof ROLES)[number];

/** Role map as Drupal reports it: a role is held when its entry is non-empty. */
export type RoleMap = Readonly<Record<string, string | undefined>>;

export const holdsRole = (roles: RoleMap, role: string): boolean => (roles[role] ?? '').length > 0;

const holdsAny = (roles: RoleMap, wanted: readonly Role[]): boolean =>
  wanted.some((r) => holdsRole(roles, r));

/** Edit, create and delete icon buttons. */
export const canSeeEditIcons = (roles: RoleMap): boolean =>
  holdsAny(roles, ['editor', 'developer', 'administrator']);

/** Edit and CMS buttons in the header. */
export const canSeeHeaderEditButtons = (roles: RoleMap): boolean =>
  holdsAny(roles, ['editor', 'administrator']);

/**
 * "Remove comment" on anyone's comment and "Pin topic" / "Unpin topic" on any topic (issue 63): what Drupal
 * allows with `administer comments` and `administer nodes`, which the site grants the administrator role
 * only. Editors edit pages in the content system; they do not moderate the discussions.
 */
export const mayModerate = (roles: RoleMap): boolean => holdsRole(roles, 'administrator');

export const PROPOSAL_LOGIN_CODE = { organizer: 5, other: 6 } as const;

/** The proposal system's login parameter `o`: 5 for organizers, 6 for everybody else. */
export const proposalLoginCode = (roles: RoleMap): 5 | 6 =>
  holdsRole(roles, 'organizer') ? PROPOSAL_LOGIN_CODE.organizer : PROPOSAL_LOGIN_CODE.other;

export const heldRoles = (roles: RoleMap): Role[] => ROLES.filter((role) => holdsRole(roles, role));
