import type { CmsSession } from '../tables/sessions';
import { ROLE_NAMES, type RoleName } from '../../demo-data/accounts';
import type { SandboxUser } from '../tables/users';

/**
 * The `session` part of the page answer: who the content system thinks is asking. While logged in it
 * carries the session's logout token (the module adds `csrfToken->get('user/logout')`), so a tab that
 * did not log in itself can still end the session; an anonymous answer has no such key at all.
 */
export function toPageSession(login: { user: SandboxUser; session: CmsSession } | undefined) {
  if (!login) return { user_id: 0, user_name: '', is_member: false, roles: roleMap([]) };
  const { user, session } = login;
  return {
    user_id: user.uid,
    user_name: user.name,
    is_member: memberFlag(user),
    roles: roleMap(user.roles),
    logout_token: session.logoutToken,
  };
}

/** Every role is a key; a held role maps to its own name, any other to "". */
function roleMap(held: readonly RoleName[]): Record<RoleName, string> {
  return Object.fromEntries(ROLE_NAMES.map((role) => [role, held.includes(role) ? role : ''])) as Record<
    RoleName,
    string
  >;
}

/** The live system sends `true` for most members and the string "true" for some. */
function memberFlag(user: SandboxUser): boolean | 'true' {
  if (!user.isMember) return false;
  return user.isMemberAsText ? 'true' : true;
}
