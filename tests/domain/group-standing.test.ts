import { describe, expect, it } from 'vitest';
import type { GroupMember } from '@/domain/groups/group';
import {
  isInGroup,
  isLeader,
  isParticipant,
  membershipOf,
  type GroupMembership,
} from '@/domain/groups/group-membership';

const ME = 7;
const member = (...groupRoles: string[]): GroupMember => ({ uid: ME, groupRoles });
const others: GroupMember[] = [
  { uid: 5, groupRoles: ['workgroup-leader'] },
  { uid: 9, groupRoles: [] },
];

/**
 * Spec section 3: "Group membership (derived): in group; participant (role workgroup-participant or empty
 * roles); leader (role workgroup-leader)". Three facts, each derived on its own.
 */
describe('group membership, derived from the group’s users and their roles', () => {
  it.each<{
    roles: string[];
    participant: boolean;
    leader: boolean;
    standing: GroupMembership['kind'];
  }>([
    { roles: [], participant: true, leader: false, standing: 'participant' },
    { roles: ['workgroup-participant'], participant: true, leader: false, standing: 'participant' },
    { roles: ['workgroup-leader'], participant: false, leader: true, standing: 'leader' },
    // Both roles: both facts hold; the page shows the stronger standing.
    {
      roles: ['workgroup-participant', 'workgroup-leader'],
      participant: true,
      leader: true,
      standing: 'leader',
    },
    // Listed with a role the spec names neither way: in the group, but neither participant nor leader.
    { roles: ['workgroup-admin'], participant: false, leader: false, standing: 'listed' },
    { roles: [''], participant: false, leader: false, standing: 'listed' },
    // Role names are compared exactly, as the content system sends them.
    { roles: ['Workgroup-Leader'], participant: false, leader: false, standing: 'listed' },
    { roles: ['workgroup-participant '], participant: false, leader: false, standing: 'listed' },
  ])('roles $roles: participant $participant, leader $leader', ({ roles, participant, leader, standing }) => {
    expect(isParticipant(member(...roles))).toBe(participant);
    expect(isLeader(member(...roles))).toBe(leader);
    const membership = membershipOf([...others, member(...roles)], ME);
    expect(membership).toEqual({ kind: standing });
    expect(isInGroup(membership)).toBe(true);
  });

  it.each([
    ['an empty group', []],
    ['a group of others', others],
  ])('puts a user not listed in %s outside it', (_, members) => {
    const membership = membershipOf(members, ME);
    expect(membership).toEqual({ kind: 'outsider' });
    expect(isInGroup(membership)).toBe(false);
  });
});
