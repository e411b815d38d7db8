import { beforeEach, describe, expect, it } from 'vitest';
import { ReadGroups } from '@/application/groups/read-groups';
import { pageOfRows } from '@/domain/lists/pager';
import { RemoteSystemError } from '@/application/remote-system-error';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { logInElsewhere, openWorldTab, type WorldTab } from '../support/session-fakes';
import { fakeWith } from '../support/fake-with';

/** What a topic row says beyond its title, date and author: nothing new, no comment, no author uid, not pinned. */
const unmarked = {
  commentCount: 0,
  authorUid: null,
  lastCommentAt: null,
  lastCommentAuthor: null,
  newComments: null,
  sticky: false,
} as const;

describe('ReadGroups', () => {
  let worldTab: WorldTab;
  const read = () => worldTab.container.get(ReadGroups);

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('pages the list in the order asked for', async () => {
    const byTitle = await read().list({ page: 0, sortBy: 'title', sortOrder: 'ASC' });
    expect(byTitle.rows[0]?.title).toBe('Animation');
    expect(byTitle.pager).toMatchObject({ currentPage: 0, totalPages: 2 });
    const newest = await read().list({ page: 1, sortBy: 'created', sortOrder: 'DESC' });
    expect(newest.rows.at(-1)?.title).toBe('Animation');
  });

  it('answers null for an unknown group, and for an id that cannot be one without asking', async () => {
    expect(await read().group(999)).toBeNull();
    worldTab.world.groups.outage.start();
    for (const id of [0, -1, 1.5, Number.NaN]) expect(await read().group(id)).toBeNull();
    await expect(read().group(DEMO_GROUP_IDS.filmHistory)).rejects.toBeInstanceOf(RemoteSystemError);
  });

  it('reads a group with its description, leaders and topics (for a member of the association), newest first', async () => {
    await logInElsewhere(worldTab);
    const group = await read().group(DEMO_GROUP_IDS.filmHistory);
    expect(group?.descriptionHtml).toContain('Early cinema');
    expect(await read().leaders(DEMO_GROUP_IDS.filmHistory)).toEqual([{ uid: 5, name: 'Luca Bianchi' }]);
    const { rows: topics } = await read().topics(DEMO_GROUP_IDS.filmHistory);
    expect(topics.map((topic) => topic.nid)).toEqual([DEMO_TOPIC_NIDS.readingList, 901, 900]);
  });

  it('sorts topics newest first even when the content system does not', async () => {
    const oldestFirst = fakeWith(worldTab.world.groups, {
      getTopics: async () =>
        pageOfRows(
          [
            { nid: 1, title: 'Old', created: '2026-01-01T10:00:00+00:00', authorName: 'A', ...unmarked },
            { nid: 2, title: 'New', created: '2026-01-01T10:30:00+01:00', authorName: 'B', ...unmarked },
            {
              nid: 3,
              title: 'Newest',
              created: '2026-01-01T09:45:00-01:00',
              authorName: 'C',
              ...unmarked,
            },
          ],
          0,
          50,
        ),
    });
    const { rows: topics } = await new ReadGroups(oldestFirst).topics(1);
    // 09:45 at -01:00 is 10:45 UTC, later than 10:00 UTC; 10:30 at +01:00 is 09:30 UTC, the oldest.
    expect(topics.map((topic) => topic.title)).toEqual(['Newest', 'Old', 'New']);
  });

  it('shows at most 50 topics of a list that arrived whole (a stock export has no pager), the rest on later pages', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      nid: index + 1,
      title: `Topic ${index + 1}`,
      created: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
      authorName: 'A',
      ...unmarked,
    }));
    const whole = fakeWith(worldTab.world.groups, {
      getTopics: async () => pageOfRows(many, 0, many.length),
    });
    const read = new ReadGroups(whole);
    const first = await read.topics(1, 0);
    expect(first.pager).toEqual({ currentPage: 0, totalItems: 120, totalPages: 3, itemsPerPage: 50 });
    expect(first.rows.map(({ nid }) => nid)).toEqual(
      many
        .map(({ nid }) => nid)
        .reverse()
        .slice(0, 50),
    );
    const last = await read.topics(1, 2);
    expect(last.rows.map(({ nid }) => nid)).toEqual(
      many
        .map(({ nid }) => nid)
        .reverse()
        .slice(100),
    );
  });

  it('orders a list that arrived whole by latest activity when asked, asking the gateway for that order', async () => {
    const orders: unknown[] = [];
    const topic = (nid: number, created: string, lastCommentAt: string | null, sticky = false) => ({
      ...unmarked,
      nid,
      title: `Topic ${nid}`,
      created,
      authorName: 'A',
      lastCommentAt,
      sticky,
    });
    const whole = fakeWith(worldTab.world.groups, {
      getTopics: async (_groupId, _page, options) => {
        orders.push(options?.order);
        return pageOfRows(
          [
            topic(1, '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z'),
            topic(2, '2026-03-01T00:00:00Z', null),
            topic(3, '2026-02-01T00:00:00Z', null, true),
            topic(4, '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z'),
          ],
          0,
          4,
        );
      },
    });
    const read = new ReadGroups(whole);
    const nids = async (order?: 'activity' | 'newest') =>
      (await read.topics(1, 0, order && { order })).rows.map(({ nid }) => nid);
    expect(await nids('activity')).toEqual([3, 1, 4, 2]);
    expect(await nids('newest')).toEqual([3, 4, 2, 1]);
    expect(await nids()).toEqual([3, 4, 2, 1]);
    expect(orders).toEqual(['activity', 'newest', 'newest']);
  });

  it('keeps the pages of a content system that paged the topics itself', async () => {
    const secondPage = pageOfRows(
      [{ nid: 7, title: 'T', created: '2026-01-01T00:00:00+00:00', authorName: 'A', ...unmarked }],
      0,
      50,
    );
    const paged = fakeWith(worldTab.world.groups, {
      getTopics: async () => ({
        rows: secondPage.rows,
        pager: { ...secondPage.pager, currentPage: 1, totalItems: 51, totalPages: 2 },
      }),
    });
    const page = await new ReadGroups(paged).topics(1, 1);
    expect(page.pager).toEqual({ currentPage: 1, totalItems: 51, totalPages: 2, itemsPerPage: 50 });
    expect(page.rows.map(({ nid }) => nid)).toEqual([7]);
  });

  it('passes a page of a longer list on as the view sent it, asking for the order: a page is the group’s order, not sorted again', async () => {
    const orders: unknown[] = [];
    const topic = (nid: number, created: string, lastCommentAt: string | null) => ({
      ...unmarked,
      nid,
      title: `Topic ${nid}`,
      created,
      authorName: 'A',
      lastCommentAt,
    });
    // In an order the portal's rule would change: passed on as it came, for the view ordered the whole group
    // before it paged it, which one page's rows cannot do again (what sorts them is on the other pages too).
    const rows = [
      topic(1, '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z'),
      topic(2, '2026-03-01T00:00:00Z', null),
      topic(3, '2026-05-01T00:00:00Z', null),
    ];
    const pager = { currentPage: 0, totalItems: 60, totalPages: 2, itemsPerPage: 50 };
    const paged = fakeWith(worldTab.world.groups, {
      getTopics: async (_groupId, _page, options) => {
        orders.push(options?.order);
        return { rows, pager };
      },
    });
    const page = await new ReadGroups(paged).topics(1, 0, { order: 'activity' });
    expect(orders).toEqual(['activity']);
    expect(page.rows.map(({ nid }) => nid)).toEqual([1, 2, 3]);
    expect(page.pager).toEqual(pager);
  });

  it('reads one topic (for a member of the association), and null for an unknown or impossible node id', async () => {
    await logInElsewhere(worldTab);
    const topic = await read().topic(DEMO_TOPIC_NIDS.readingList);
    expect(topic?.attachments.map((file) => file.name)).toEqual(['reading-list.pdf']);
    expect(await read().topic(12345)).toBeNull();
    expect(await read().topic(-3)).toBeNull();
  });

  it('finds a member’s groups across every page of the list, with their standing', async () => {
    const member = await read().groupsOf(DEMO_ACCOUNTS.member.user.uid);
    expect(member.map(({ group, standing }) => [group.title, standing.kind])).toEqual([
      ['Film History', 'participant'],
      ['Television Studies', 'participant'],
    ]);
    const organizer = await read().groupsOf(DEMO_ACCOUNTS.organizer.user.uid);
    expect(organizer.find(({ group }) => group.id === DEMO_GROUP_IDS.filmHistory)?.standing.kind).toBe(
      'leader',
    );
    expect(await read().groupsOf(DEMO_ACCOUNTS.guest.user.uid)).toEqual([]);
  });

  it('reads every page for a member’s groups, and stops at the last', async () => {
    const pages: number[] = [];
    const { groups } = worldTab.world;
    const listGroups = groups.listGroups.bind(groups);
    const counting = fakeWith(groups, {
      listGroups: (query) => (pages.push(query.page), listGroups(query)),
    });
    await new ReadGroups(counting).groupsOf(DEMO_ACCOUNTS.member.user.uid);
    expect(pages).toEqual([0, 1]);
  });
});
