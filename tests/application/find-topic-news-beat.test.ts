import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FindTopicNews, type TopicNewsRead } from '@/application/groups/find-topic-news';
import { ReadGroups } from '@/application/groups/read-groups';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { fakeWith } from '../support/fake-with';
import { logInElsewhere, openWorldTab, type WorldTab, actElsewhereAs } from '../support/session-fakes';

const { readingList, screeningStills } = DEMO_TOPIC_NIDS;
const member = DEMO_ACCOUNTS.member.user.uid;
const HOUR = 60 * 60 * 1000;

/** The reads of Drupal a FindTopicNews call makes: every reading method of the two ports it asks. */
const READS = [
  'listGroups',
  'getGroup',
  'getLeaders',
  'getTopics',
  'getTopicsOfGroups',
  'getTopic',
  'getTopicsByNid',
  'getCommentPlace',
  'getCommentStatistics',
] as const;

/**
 * Issue 72: a beat of the member area's news costs a bounded number of reads of Drupal, whatever the number
 * of topics with news (one read of what changed, not one per topic), and answers what reading every group
 * again would.
 */
describe('FindTopicNews.beat: reads per beat', () => {
  let worldTab: WorldTab;
  let groupIds: number[];
  let finder: FindTopicNews;
  let reads: string[];
  // The demo's topics are of autumn 2026: "now" is the day after the last of them.
  const today = Date.parse('2026-11-27T10:00:00.000Z');
  const at = (hours: number) => vi.setSystemTime(today + hours * HOUR);

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    worldTab = openWorldTab();
    await logInElsewhere(worldTab);
    groupIds = (await worldTab.container.get(ReadGroups).groupsOf(member)).map(({ group }) => group.id);
    finder = worldTab.container.get(FindTopicNews);
    reads = [];
    const { groups, history } = worldTab.world;
    for (const name of READS) {
      const read = groups[name].bind(groups) as (...call: unknown[]) => Promise<unknown>;
      fakeWith(groups, {
        [name]: (...call: unknown[]) => (reads.push(name), read(...call)),
      } as Partial<typeof groups>);
    }
    const lastRead = history.lastRead.bind(history);
    fakeWith(history, { lastRead: (...call) => (reads.push('lastRead'), lastRead(...call)) });
  });
  afterEach(() => vi.useRealTimers());

  /** The organizer, in their session, then the member again. */
  const asOrganizer = (act: () => Promise<unknown>) => actElsewhereAs(worldTab, DEMO_ACCOUNTS.organizer, act);

  /** `count` topics of the organizer's that the member has read, on which the organizer comments later. */
  async function topicsRead(count: number): Promise<number[]> {
    const nids: number[] = [];
    await asOrganizer(async () => {
      for (let n = 0; n < count; n++) {
        const draft = { groupId: DEMO_GROUP_IDS.filmHistory, group: 'Film History', files: [] };
        nids.push(
          (
            await worldTab.world.groups.postTopic(worldTab.world.accounts.loggedInUid, {
              ...draft,
              title: `Topic ${n}`,
              message: '<p>…</p>',
            })
          ).nid,
        );
      }
    });
    at(1);
    for (const nid of nids) worldTab.world.history.record(member, nid, new Date().toISOString());
    at(2);
    return nids;
  }

  const commentOn = (nids: readonly number[]) =>
    asOrganizer(async () => {
      for (const nid of nids)
        await worldTab.world.groups.postComment(worldTab.world.accounts.loggedInUid, nid, '<p>News.</p>');
    });

  /** One beat from `shown`, and the reads it made. */
  async function beat(shown: TopicNewsRead) {
    reads = [];
    const answer = await finder.beat(member, groupIds, shown, {});
    return { answer, reads: [...reads] };
  }

  const everything = () => finder.acrossGroups(member, groupIds);

  it('reads once on a quiet beat, and draws nothing again', async () => {
    const shown = await finder.withActivity(member, groupIds);
    expect(await beat(shown)).toEqual({ answer: null, reads: ['getTopicsOfGroups'] });
  });

  it.each([1, 20])(
    'reads at most three times on a beat after %i topics got news, and finds what reading everything finds',
    async (count) => {
      const nids = await topicsRead(count);
      const shown = await finder.withActivity(member, groupIds);
      expect(shown.news.map(({ nid }) => nid)).not.toContain(nids[0]);
      await commentOn(nids);
      const { answer, reads: made } = await beat(shown);
      expect(made.length).toBeLessThanOrEqual(3);
      expect(made.filter((read) => read === 'getTopicsByNid')).toHaveLength(1);
      expect(answer?.news.filter(({ nid }) => nids.includes(nid))).toHaveLength(count);
      expect(answer?.news).toEqual(await everything());
      // The beat after: quiet again, one read.
      expect((await beat(answer!)).reads).toEqual(['getTopicsOfGroups']);
    },
  );

  it.each([
    ['after the last comment', 3, (_comments: readonly { id: number }[]) => undefined],
    ['replying to the first, on the first page', 4, (comments: readonly { id: number }[]) => comments[0]!.id],
  ])(
    'counts a comment written on a topic of more than a page of comments %s, in %i reads',
    async (_, most, replyTo) => {
      const [nid] = await topicsRead(1);
      await asOrganizer(async () => {
        for (let n = 0; n < 55; n++)
          await worldTab.world.groups.postComment(worldTab.world.accounts.loggedInUid, nid!, `<p>${n}</p>`);
      });
      at(3);
      worldTab.world.history.record(member, nid!, new Date().toISOString());
      at(4);
      const shown = await finder.withActivity(member, groupIds);
      expect(shown.news.map((news) => news.nid)).not.toContain(nid);
      const { comments } = (await worldTab.world.groups.getTopic(nid!))!;
      await asOrganizer(() =>
        worldTab.world.groups.postComment(
          worldTab.world.accounts.loggedInUid,
          nid!,
          '<p>News.</p>',
          replyTo(comments),
        ),
      );
      const written = (await worldTab.world.groups.getTopic(nid!))!.comments.find(
        ({ id }) => !comments.some((comment) => comment.id === id),
      )!;
      const { answer, reads: made } = await beat(shown);
      // One read more only when the topic's latest page misses the comment (latestHoldNews).
      expect(made).toHaveLength(most);
      expect(answer?.news.find((news) => news.nid === nid)).toMatchObject({
        count: 1,
        firstNewId: written.id,
      });
      expect(answer?.news).toEqual(await everything());
    },
  );

  it('reads the news drawn again: one read elsewhere meanwhile leaves them', async () => {
    const shown = await finder.withActivity(member, groupIds);
    expect(shown.news.map(({ nid }) => nid)).toContain(screeningStills);
    at(3);
    worldTab.world.history.record(member, screeningStills, new Date().toISOString());
    at(4);
    await commentOn([readingList]);
    const { answer, reads: made } = await beat(shown);
    expect(made.length).toBeLessThanOrEqual(3);
    expect(answer?.news.map(({ nid }) => nid)).not.toContain(screeningStills);
    expect(answer?.news).toEqual(await everything());
  });

  it('lists a new topic of another’s at the beat after it was written, as reading everything does', async () => {
    const shown = await finder.withActivity(member, groupIds);
    let nid = 0;
    await asOrganizer(async () => {
      const draft = { groupId: DEMO_GROUP_IDS.filmHistory, group: 'Film History', files: [] };
      ({ nid } = await worldTab.world.groups.postTopic(worldTab.world.accounts.loggedInUid, {
        ...draft,
        title: 'Fresh',
        message: '<p>…</p>',
      }));
    });
    const { answer, reads: made } = await beat(shown);
    expect(made.length).toBeLessThanOrEqual(3);
    expect(answer?.news[0]).toMatchObject({ nid, newTopic: true });
    expect(answer?.news).toEqual(await everything());
  });
});
