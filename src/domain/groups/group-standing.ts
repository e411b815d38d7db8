import type { GroupMember } from './group';

/** The group role that makes a member a leader of the group. */
export const LEADER_ROLE = 'workgroup-leader';
/** The group role of an ordinary member; empty roles mean the same. */
export const PARTICIPANT_ROLE = 'workgroup-participant';

/**
 * A user's standing in a group (docs/behaviour.md, Standing in a group), as a page shows it: outside it, a leader,
 * a participant, or `listed`: in the group with other roles only (neither participant nor leader).
 */
export type GroupStanding =
  | { readonly kind: 'outsider' }
  | { readonly kind: 'participant' }
  | { readonly kind: 'leader' }
  | { readonly kind: 'listed' };

/** docs/behaviour.md, Standing in a group: a leader holds the role `workgroup-leader`. */
export const isLeader = (member: GroupMember): boolean => member.groupRoles.includes(LEADER_ROLE);

/** docs/behaviour.md, Standing in a group: a participant holds the role `workgroup-participant`, or no roles at all. */
export const isParticipant = (member: GroupMember): boolean =>
  member.groupRoles.length === 0 || member.groupRoles.includes(PARTICIPANT_ROLE);

/**
 * Derives a user's standing from the group's users. Holding both roles makes a leader (the stronger
 * standing); `isParticipant` still says the participant role is held.
 */
export function standingOf(members: readonly GroupMember[], uid: number): GroupStanding {
  const member = members.find((candidate) => candidate.uid === uid);
  if (!member) return { kind: 'outsider' };
  if (isLeader(member)) return { kind: 'leader' };
  return isParticipant(member) ? { kind: 'participant' } : { kind: 'listed' };
}

/** In the group: anyone listed in it, whatever their roles. */
export const isInGroup = (standing: GroupStanding): boolean => standing.kind !== 'outsider';
