import { ROLE_NAMES, type RoleName, type SandboxUser } from '../db/users';

/** The `session` part of the page answer: who the content system thinks is asking. */
export function toPageSession(user: SandboxUser | undefined) {
  if (!user) return { user_id: 0, user_name: '', is_member: false, roles: roleMap([]) };
  return {
    user_id: user.uid,
    user_name: user.name,
    is_member: memberFlag(user),
    roles: roleMap(user.roles),
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
