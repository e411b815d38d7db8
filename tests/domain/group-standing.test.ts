import { describe, expect, it } from 'vitest';
import type { GroupMember } from '@/domain/groups/group';
import {
  isInGroup,
  isLeader,
  isParticipant,
  standingOf,
  type GroupStanding,
} from '@/domain/groups/group-standing';

const ME = 7;
const member = (...groupRoles: string[]): GroupMember => ({ uid: ME, groupRoles });
const others: GroupMember[] = [
  { uid: 5, groupRoles: ['workgroup-leader'] },
  { uid: 9, groupRoles: [] },
];

/**
 * docs/behaviour.md, Standing in a group: in the group; a participant holds `workgroup-participant` or no group
 * roles; a leader holds `workgroup-leader`. Three facts, each derived on its own.
 */
describe('group standing, derived from the group’s users and their roles', () => {
  it.each<{
    roles: string[];
    participant: boolean;
    leader: boolean;
    standing: GroupStanding['kind'];
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
    // Listed with a role that is neither of the two (docs/behaviour.md, 'Standing in a group'): in the group, but
    // neither participant nor leader.
    { roles: ['workgroup-admin'], participant: false, leader: false, standing: 'listed' },
    { roles: [''], participant: false, leader: false, standing: 'listed' },
    // Role names are compared exactly, as Drupal sends them.
    { roles: ['Workgroup-Leader'], participant: false, leader: false, standing: 'listed' },
    { roles: ['workgroup-participant '], participant: false, leader: false, standing: 'listed' },
  ])('roles $roles: participant $participant, leader $leader', ({ roles, participant, leader, standing }) => {
    expect(isParticipant(member(...roles))).toBe(participant);
    expect(isLeader(member(...roles))).toBe(leader);
    const found = standingOf([...others, member(...roles)], ME);
    expect(found).toEqual({ kind: standing });
    expect(isInGroup(found)).toBe(true);
  });

  it.each([
    ['an empty group', []],
    ['a group of others', others],
  ])('puts a user not listed in %s outside it', (_, members) => {
    const found = standingOf(members, ME);
    expect(found).toEqual({ kind: 'outsider' });
    expect(isInGroup(found)).toBe(false);
  });
});
