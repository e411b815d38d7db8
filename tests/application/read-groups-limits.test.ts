import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupGateway } from '@/application/groups/group-gateway';
import { ReadGroups } from '@/application/groups/read-groups';
import { pageOfRows } from '@/domain/lists/pager';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS } from '../support/demo-groups';
import { logInElsewhere, openWorldTab, type WorldTab } from '../support/session-fakes';
import { fakeWith } from '../support/fake-with';

describe('reading groups within limits', () => {
  let worldTab: WorldTab;
  const read = () => worldTab.container.get(ReadGroups);
  const gateway = () => worldTab.world.groups;

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it.each([0, 2.5, Number.NaN])(
    'asks for no topic with the id %s, which cannot be a node id',
    async (nid) => {
      const getTopic = vi.spyOn(gateway(), 'getTopic');
      expect(await read().topic(nid)).toBeNull();
      expect(getTopic).not.toHaveBeenCalled();
    },
  );

  it('lists topics posted at the same moment newest node first', async () => {
    await logInElsewhere(worldTab);
    const {
      rows: [topic],
    } = await gateway().getTopics(DEMO_GROUP_IDS.filmHistory, 0);
    if (!topic) throw new Error('the demo group has topics');
    vi.spyOn(gateway(), 'getTopics').mockResolvedValue(
      pageOfRows(
        [
          { ...topic, nid: 3 },
          { ...topic, nid: 8 },
        ],
        0,
        2,
      ),
    );
    const { rows: topics } = await read().topics(DEMO_GROUP_IDS.filmHistory);
    expect(topics.map(({ nid }) => nid)).toEqual([8, 3]);
  });

  /** A list whose pager claims `totalPages` and whose pages hold `rows` (the first page of the real list). */
  async function pagesRead(totalPages: number, rowsPerPage: 'some' | 'none'): Promise<number[]> {
    const { rows, pager } = await gateway().listGroups({ page: 0, sortBy: 'title', sortOrder: 'ASC' });
    const pages: number[] = [];
    const listGroups: GroupGateway['listGroups'] = async (query) => {
      pages.push(query.page);
      return { rows: rowsPerPage === 'some' ? rows : [], pager: { ...pager, totalPages } };
    };
    await new ReadGroups(fakeWith(gateway(), { listGroups })).groupsOf(DEMO_ACCOUNTS.member.user.uid);
    return pages;
  }

  it('reads fifty pages at most, whatever the pager claims', async () => {
    expect(await pagesRead(1000, 'some')).toHaveLength(50);
  });

  it('stops at a page without rows, whatever the pager claims', async () => {
    expect(await pagesRead(5, 'none')).toEqual([0]);
  });
});
