import { beforeEach, describe, expect, it } from 'vitest';
import { FindTopicNews } from '@/application/groups/find-topic-news';
import { ReadGroups } from '@/application/groups/read-groups';
import { RemoteSystemError } from '@/application/remote-system-error';
import { pageOfRows } from '@/domain/lists/pager';
import { fakeWith } from '../support/fake-with';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { logInElsewhere, openWorldTab, type WorldTab } from '../support/session-fakes';

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

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInElsewhere(worldTab);
  });

  it('lists each topic with comments new to the member across their groups, newest activity first', async () => {
    const news = await find();
    expect(news.map(({ nid, count, groupTitle }) => ({ nid, count, groupTitle }))).toEqual([
      // The seed's 906 holds five comments changed since the member's read, two of them the member's own.
      { nid: readingGroupSessions, count: 3, groupTitle: 'Television Studies' },
      { nid: screeningStills, count: 1, groupTitle: 'Television Studies' },
    ]);
    const sessions = news[0]!;
    const topic = await worldTab.world.groups.getTopic(readingGroupSessions);
    const firstOthers = topic!.comments.find(
      (comment) => comment.authorUid !== member && comment.changed > '2026-11-16T12:00:00+00:00',
    );
    expect(sessions.firstNewId).toBe(firstOthers?.id);
    expect(sessions.latestAt >= news[1]!.latestAt).toBe(true);
  });

  it('counts one new after the member read, wrote, and another member wrote once', async () => {
    const { groups, history } = worldTab.world;
    history.record(member, readingList, '2026-11-01T00:00:00+00:00');
    await groups.postComment(readingList, '<p>Mine</p>');
    await worldTab.world.accounts.logOut();
    await logInElsewhere(worldTab, DEMO_ACCOUNTS.organizer);
    await groups.postComment(readingList, '<p>Theirs</p>');
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
    fakeWith(groups, {
      getTopics: async (groupId, page) => pageOfRows((await read(groupId, 0)).rows, page, 1),
    });
    expect((await find()).map(({ nid }) => nid)).toEqual([readingGroupSessions, screeningStills]);
  });

  it('lists nothing for a member with nothing new', async () => {
    for (const nid of [screeningStills, readingGroupSessions])
      worldTab.world.history.record(member, nid, '2027-01-01T00:00:00+00:00');
    expect(await find()).toEqual([]);
  });

  it('fails, rather than saying nothing is new, when a read fails', async () => {
    worldTab.world.history.outage.start();
    await expect(find()).rejects.toBeInstanceOf(RemoteSystemError);
    worldTab.world.history.outage.end();
    worldTab.world.groups.outage.start();
    await expect(find()).rejects.toBeInstanceOf(RemoteSystemError);
  });
});
