import type { GroupListQuery } from '@/application/groups/group-gateway';
import type { GroupDetails, GroupLeader, WorkingGroup } from '@/domain/groups/group';
import { isInGroup, LEADER_ROLE, standingOf } from '@/domain/groups/group-standing';
import type { Paged } from '@/domain/lists/pager';
import { GROUP_REFUSALS, GROUPS_PER_PAGE } from './in-memory-group-options';
import { refused } from './topic-refusals';

const byField = { title: (g: WorkingGroup) => g.title, created: (g: WorkingGroup) => g.created };

/**
 * The working groups themselves, apart from their topics (in-memory-topics.ts): the list and a group as the
 * site's views page and sort them, their leaders, and who is in which. Who may ask is the gateway's to settle.
 */
export class InMemoryGroups {
  private readonly groups: GroupDetails[];

  constructor(
    groups: readonly GroupDetails[],
    private readonly nameOf: (uid: number) => string,
  ) {
    this.groups = [...groups];
  }

  list({ page, sortBy, sortOrder }: GroupListQuery): Paged<WorkingGroup> {
    const direction = sortOrder === 'ASC' ? 1 : -1;
    const sorted = this.groups
      .map(({ descriptionHtml: _, ...group }): WorkingGroup => group)
      .sort((a, b) => direction * byField[sortBy](a).localeCompare(byField[sortBy](b)) || a.id - b.id);
    const rows = sorted.slice(page * GROUPS_PER_PAGE, (page + 1) * GROUPS_PER_PAGE);
    const totalPages = Math.ceil(sorted.length / GROUPS_PER_PAGE);
    return {
      rows,
      pager: { currentPage: page, totalItems: sorted.length, totalPages, itemsPerPage: GROUPS_PER_PAGE },
    };
  }

  find(id: number): GroupDetails | null {
    return this.groups.find((group) => group.id === id) ?? null;
  }

  leaders(id: number): GroupLeader[] {
    return (this.find(id)?.members ?? [])
      .filter((member) => member.groupRoles.includes(LEADER_ROLE))
      .map(({ uid }) => ({ uid, name: this.nameOf(uid) }));
  }

  /** The group, when `uid` is in it; 403 `refusal` otherwise (unknown groups have no members). */
  memberGroup(groupId: number, uid: number, refusal: string = GROUP_REFUSALS.notMember): GroupDetails {
    const group = this.find(groupId);
    if (!group || !isInGroup(standingOf(group.members, uid))) throw refused(403, refusal);
    return group;
  }

  /** An existing group to join or leave; 404 otherwise. */
  existing(groupId: number): GroupDetails {
    const group = this.find(groupId);
    if (!group) throw refused(404);
    return group;
  }

  join(group: GroupDetails, uid: number): void {
    if (!group.members.some((member) => member.uid === uid))
      this.replace({ ...group, members: [...group.members, { uid, groupRoles: [] }] });
  }

  leave(group: GroupDetails, uid: number): void {
    this.replace({ ...group, members: group.members.filter((member) => member.uid !== uid) });
  }

  private replace(group: GroupDetails): void {
    this.groups.splice(
      this.groups.findIndex((g) => g.id === group.id),
      1,
      group,
    );
  }
}
