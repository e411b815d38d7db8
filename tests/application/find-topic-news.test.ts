import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FindTopicNews } from '@/application/groups/find-topic-news';
import { ReadGroups } from '@/application/groups/read-groups';
import { RemoteSystemError } from '@/application/remote-system-error';
import { pageOfRows } from '@/domain/lists/pager';
import { fakeWith } from '../support/fake-with';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { logInElsewhere, openWorldTab, type WorldTab, actElsewhereAs } from '../support/session-fakes';

const { readingList, screeningStills, readingGroupSessions } = DEMO_TOPIC_NIDS;
const member = DEMO_ACCOUNTS.member.user.uid;

describe('FindTopicNews', () => {
  let worldTab: WorldTab;
  const find = async () => {
    const own = await worldTab.container.get(ReadGroups).groupsOf(member);
    return worldTab.container.get(FindTopicNews).acrossGroups(
      member,
      own.map(({ group }) => group.id),
    );
  };

  // The demo's topics are of autumn 2026: "now" is the day after the last of them, whatever the machine says.
  const today = '2026-11-27T10:00:00.000Z';
  const later = (days: number) => vi.setSystemTime(Date.parse(today) + days * 24 * 60 * 60 * 1000);

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(today);
    worldTab = openWorldTab();
    await logInElsewhere(worldTab);
  });
  afterEach(() => vi.useRealTimers());

  /** The organizer, in their session, then the member again. */
  const asOrganizer = (act: () => Promise<unknown>) => actElsewhereAs(worldTab, DEMO_ACCOUNTS.organizer, act);

  const postTopic = () =>
    worldTab.world.groups.postTopic(worldTab.world.accounts.loggedInUid, {
      groupId: DEMO_GROUP_IDS.filmHistory,
      group: 'Film History',
      title: 'Never opened',
      message: '<p>Read me.</p>',
      files: [],
    });

  it('lists a topic the member never opened as new, first, until they open it', async () => {
    let nid = 0;
    await asOrganizer(async () => ({ nid } = await postTopic()));
    const [first] = await find();
    expect(first).toMatchObject({
      nid,
      newTopic: true,
      count: 0,
      firstNewId: null,
      groupTitle: 'Film History',
    });
    worldTab.world.history.record(member, nid, new Date().toISOString());
    expect((await find()).map((news) => news.nid)).not.toContain(nid);
  });

  it('lists no topic older than core’s thirty days, opened or not', async () => {
    let nid = 0;
    await asOrganizer(async () => ({ nid } = await postTopic()));
    later(31);
    expect((await find()).map((news) => news.nid)).not.toContain(nid);
  });

  it('lists no topic the member wrote', async () => {
    const { nid } = await postTopic();
    expect((await find()).map((news) => news.nid)).not.toContain(nid);
  });

  it('finds a typo fixed in a comment the member read not new', async () => {
    const { groups, history } = worldTab.world;
    await asOrganizer(() =>
      groups.postComment(worldTab.world.accounts.loggedInUid, readingList, '<p>A tpyo.</p>'),
    );
    later(1);
    history.record(member, readingList, new Date().toISOString());
    later(2);
    await asOrganizer(async () => {
      const typo = (await groups.getTopic(readingList))!.comments.at(-1)!;
      expect(
        await groups.editComment(
          worldTab.world.accounts.loggedInUid,
          typo.id,
          '<p>A typo.</p>',
          typo.changed,
        ),
      ).toEqual({ saved: true });
    });
    expect(
      (await groups.getTopics(DEMO_GROUP_IDS.filmHistory, 0)).rows.find(({ nid }) => nid === readingList),
    ).toMatchObject({ newComments: 1 });
    expect((await find()).map((news) => news.nid)).not.toContain(readingList);
  });

  it('lists each topic with comments new to the member across their groups, newest activity first', async () => {
    const news = await find();
    expect(news.map(({ nid, count, groupTitle }) => ({ nid, count, groupTitle }))).toEqual([
      // The seed's 906 holds five comments written since the member's read, two of them the member's own.
      { nid: readingGroupSessions, count: 3, groupTitle: 'Television Studies' },
      { nid: screeningStills, count: 1, groupTitle: 'Television Studies' },
    ]);
    const sessions = news[0]!;
    const topic = await worldTab.world.groups.getTopic(readingGroupSessions);
    const firstOthers = topic!.comments.find(
      (comment) => comment.authorUid !== member && comment.created > '2026-11-16T12:00:00+00:00',
    );
    expect(sessions.firstNewId).toBe(firstOthers?.id);
    expect(sessions.latestAt >= news[1]!.latestAt).toBe(true);
  });

  it('counts one new after the member read, wrote, and another member wrote once', async () => {
    const { groups, history } = worldTab.world;
    history.record(member, readingList, '2026-11-01T00:00:00+00:00');
    await groups.postComment(worldTab.world.accounts.loggedInUid, readingList, '<p>Mine</p>');
    await worldTab.world.accounts.logOut();
    await logInElsewhere(worldTab, DEMO_ACCOUNTS.organizer);
    await groups.postComment(worldTab.world.accounts.loggedInUid, readingList, '<p>Theirs</p>');
    await worldTab.world.accounts.logOut();
    await logInElsewhere(worldTab);
    const { rows } = await groups.getTopics(DEMO_GROUP_IDS.filmHistory, 0);
    // The content system's count (views' "New comments", as core's) takes in the member's own comment.
    expect(rows.find(({ nid }) => nid === readingList)?.newComments).toBe(2);
    const news = (await find()).find(({ nid }) => nid === readingList);
    const theirs = (await groups.getTopic(readingList))!.comments.at(-1)!;
    expect(news).toMatchObject({ count: 1, firstNewId: theirs.id, groupTitle: 'Film History' });
  });

  it('reads every page of a group’s topics: an old topic can hold news too', async () => {
    const { groups } = worldTab.world;
    const read = groups.getTopics.bind(groups);
    const pagesRead = new Map<number, number>();
    fakeWith(groups, {
      getTopics: async (groupId, page) => {
        pagesRead.set(groupId, (pagesRead.get(groupId) ?? 0) + 1);
        return pageOfRows((await read(groupId, 0)).rows, page, 1);
      },
    });
    expect((await find()).map(({ nid }) => nid)).toEqual([readingGroupSessions, screeningStills]);
    // One read a page, none past the last one the pager names.
    for (const [groupId, reads] of pagesRead) expect(reads).toBe((await read(groupId, 0)).rows.length);
  });

  it('stops at an empty page, and at twenty pages of a list that never says it ends', async () => {
    const { groups } = worldTab.world;
    const read = groups.getTopics.bind(groups);
    let reads = 0;
    const endless = (rowsAfterFirst: boolean) =>
      fakeWith(groups, {
        getTopics: async (groupId, page) => {
          reads += 1;
          const { rows } = await read(groupId, 0);
          const shown = page === 0 || rowsAfterFirst ? rows : [];
          return {
            rows: shown,
            pager: { currentPage: page, totalItems: 1e6, totalPages: 1e6, itemsPerPage: 50 },
          };
        },
      });
    const groupsOfMember = (await worldTab.container.get(ReadGroups).groupsOf(member)).length;
    endless(false);
    await find();
    expect(reads).toBe(2 * groupsOfMember);
    reads = 0;
    endless(true);
    await find();
    expect(reads).toBe(20 * groupsOfMember);
  });

  it('lists nothing for a member with nothing new', async () => {
    for (const nid of [screeningStills, readingGroupSessions])
      worldTab.world.history.record(member, nid, '2027-01-01T00:00:00+00:00');
    expect(await find()).toEqual([]);
  });

  it('marks the news with the activity read before them: a comment written meanwhile changes the next mark', async () => {
    const { groups } = worldTab.world;
    const own = (await worldTab.container.get(ReadGroups).groupsOf(member)).map(({ group }) => group.id);
    const finder = worldTab.container.get(FindTopicNews);
    const getTopicsByNid = groups.getTopicsByNid.bind(groups);
    let written = false;
    fakeWith(groups, {
      // The group's leader comments while the member's news are being read.
      getTopicsByNid: async (...call) => {
        if (!written) {
          written = true;
          groups.setCurrentUid(4);
          await groups.postComment(4, screeningStills, '<p>Written while the news are read.</p>');
          groups.setCurrentUid(member);
        }
        return getTopicsByNid(...call);
      },
    });
    const read = await finder.withActivity(member, own);
    expect(written).toBe(true);
    expect(read.news.map(({ nid }) => nid)).toContain(screeningStills);
    // The first beat's mark differs, so the news are read again, whatever the first read caught.
    expect(await finder.activity(own)).not.toBe(read.activity);
  });

  it('fails, rather than saying nothing is new, when a read fails', async () => {
    worldTab.world.history.outage.start();
    await expect(find()).rejects.toBeInstanceOf(RemoteSystemError);
    worldTab.world.history.outage.end();
    worldTab.world.groups.outage.start();
    await expect(find()).rejects.toBeInstanceOf(RemoteSystemError);
  });
});
