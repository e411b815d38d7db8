import type { GroupMember } from './group';

/** The group role that makes a member a leader of the group. */
export const LEADER_ROLE = 'workgroup-leader';
/** The group role of an ordinary member; empty roles mean the same. */
export const PARTICIPANT_ROLE = 'workgroup-participant';

/** A user's standing in a group (spec section 3): outside it, a participant, or a leader. */
export type GroupMembership =
  { readonly kind: 'outsider' } | { readonly kind: 'participant' } | { readonly kind: 'leader' };

/**
 * Derives a user's standing from the group's users: a leader holds `workgroup-leader`; anyone else listed
 * is a participant (role `workgroup-participant`, or no roles at all); a user not listed is outside.
 */
export function membershipOf(members: readonly GroupMember[], uid: number): GroupMembership {
  const member = members.find((candidate) => candidate.uid === uid);
  if (!member) return { kind: 'outsider' };
  return member.groupRoles.includes(LEADER_ROLE) ? { kind: 'leader' } : { kind: 'participant' };
}

/** In the group: a participant or a leader. */
export const isInGroup = (membership: GroupMembership): boolean => membership.kind !== 'outsider';
