import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupGateway, TopicDraft } from '@/application/groups/group-gateway';
import { ReadGroups } from '@/application/groups/read-groups';
import { ATTACHMENT_MESSAGES } from '@/domain/files/attachment-policy';
import { standingOf } from '@/domain/groups/group-standing';
import { TOPICS_PER_PAGE, type TopicSummary, type WorkingGroup } from '@/domain/groups/group';
import { compareTopics, inTopicOrder } from '@/domain/groups/topic-order';
import { DEMO_GROUP_IDS, DEMO_GROUPS, DEMO_PDF, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { credentials, uidOf } from '../support/demo-accounts';
import { COMMENT_REFUSALS } from '../../sandbox/drupal/comment-routes';
import { DISCUSSIONS_REFUSAL } from '../../sandbox/drupal/discussion-access';
import { JOIN_REFUSALS } from '../../sandbox/drupal/group-membership-routes';
import { TOPIC_REFUSALS } from '../../sandbox/drupal/topic-posting-routes';

export interface GroupContractWorld {
  readonly groups: GroupGateway;
  /** The configured base of Drupal (`config.cmsUrl`): attachment URLs start with it. */
  readonly drupalBase: string;
  /** True when lists arrive paged (pager_serializer); false for a stock REST export's bare array. */
  readonly pages: boolean;
  /** Logs this browser in (the demo accounts' mail and password). */
  logIn(mail: string, password: string): Promise<void>;
  /** The bytes behind an attachment URL as this browser downloads them; absent where nothing is hosted. */
  readonly download?: (url: string) => Promise<Buffer>;
}

const MEMBER = credentials('member');
const GUEST = credentials('guest');
/** Screening notes, a topic of Documentary Film, where the member is not in the group. */
const DOCUMENTARY_TOPIC = 904;
/** "Welcome to the group", Film History's first topic: no comment yet. */
const welcome = 900;
const titles = (rows: readonly WorkingGroup[]) => rows.map((group) => group.title);
const byTitle = titles(DEMO_GROUPS).sort((a, b) => a.localeCompare(b));
const pdfBytes = Buffer.from(DEMO_PDF.content, 'latin1');
/** One more topic than a page holds: the list needs a second page. */
const MANY_TOPICS = TOPICS_PER_PAGE + 1;
/** In the portal's order of topics, the one rule the fake, the adapter and the use case share. */
const isNewestFirst = (rows: readonly TopicSummary[]) =>
  rows.every((topic, index) => index === 0 || compareTopics('newest')(rows[index - 1]!, topic) < 0);
const nidsOf = ({ rows }: { rows: readonly TopicSummary[] }) => rows.map(({ nid }) => nid);

/** A topic for Television Studies, where the member takes part; group 1's topics stay as seeded. */
const draft = (files: File[] = [], title = 'Contract topic'): TopicDraft<File> => ({
  groupId: DEMO_GROUP_IDS.televisionStudies,
  title,
  message: '<p><strong>Bold</strong></p><ul><li>check</li></ul>',
  group: 'Television Studies',
  files,
});

/** What every GroupGateway does, stated once: run against the in-memory fake and the Drupal adapter. */
export function groupGatewayContract(name: string, setup: () => Promise<GroupContractWorld>): void {
  describe(`${name} (GroupGateway contract)`, () => {
    let world: GroupContractWorld;
    let groups: GroupGateway;
    beforeEach(async () => {
      world = await setup();
      ({ groups } = world);
      expect(typeof world.pages, 'world.pages').toBe('boolean');
      expect(world.drupalBase, 'world.drupalBase').toMatch(/\/$/);
    });

    it('lists the groups by title in either direction, and by creation', async () => {
      const ascending = await groups.listGroups({ page: 0, sortBy: 'title', sortOrder: 'ASC' });
      expect(titles(ascending.rows)).toEqual(byTitle.slice(0, ascending.rows.length));
      const descending = await groups.listGroups({ page: 0, sortBy: 'title', sortOrder: 'DESC' });
      expect(titles(descending.rows)[0]).toBe(byTitle.at(-1));
      const newest = await groups.listGroups({ page: 0, sortBy: 'created', sortOrder: 'DESC' });
      const dates = newest.rows.map((group) => group.created);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('pages the groups ten at a time', async ({ skip }) => {
      skip(!world.pages, 'needs paged lists (pager_serializer)');
      const [first, second] = await Promise.all(
        [0, 1].map((page) => groups.listGroups({ page, sortBy: 'title', sortOrder: 'ASC' })),
      );
      expect(first?.pager).toEqual({ currentPage: 0, totalItems: 13, totalPages: 2, itemsPerPage: 10 });
      expect(titles([...(first?.rows ?? []), ...(second?.rows ?? [])])).toEqual(byTitle);
    });

    it('reads a list without a pager as one page of every group', async ({ skip }) => {
      skip(world.pages, 'needs bare-array lists (stock REST export)');
      const all = await groups.listGroups({ page: 0, sortBy: 'title', sortOrder: 'ASC' });
      expect(titles(all.rows)).toEqual(byTitle);
      expect(all.pager).toEqual({ currentPage: 0, totalItems: 13, totalPages: 1, itemsPerPage: 13 });
    });

    it('reads a group with its description and members, and null for one that does not exist', async () => {
      const group = await groups.getGroup(DEMO_GROUP_IDS.filmHistory);
      expect(group).toMatchObject({
        id: 1,
        title: 'Film History',
        descriptionHtml: expect.stringContaining('<p>'),
      });
      expect(standingOf(group?.members ?? [], 5)).toEqual({ kind: 'leader' });
      expect(standingOf(group?.members ?? [], 7)).toEqual({ kind: 'participant' });
      expect(standingOf(group?.members ?? [], 8)).toEqual({ kind: 'outsider' });
      await expect(groups.getGroup(999)).resolves.toBeNull();
    });

    it('names the leaders, for visitors and members alike', async () => {
      await expect(groups.getLeaders(DEMO_GROUP_IDS.filmHistory)).resolves.toEqual([
        { uid: 5, name: 'Luca Bianchi' },
      ]);
      await world.logIn(...MEMBER);
      await expect(groups.getLeaders(DEMO_GROUP_IDS.filmHistory)).resolves.toEqual([
        { uid: 5, name: 'Luca Bianchi' },
      ]);
    });

    it('lets a visitor and a logged-in non-member read no topic, comment or attachment (403), but the group and its leaders', async () => {
      for (const who of [null, GUEST]) {
        if (who) await world.logIn(...who);
        for (const reading of [
          groups.getTopics(DEMO_GROUP_IDS.filmHistory, 0),
          groups.getTopic(DEMO_TOPIC_NIDS.readingList),
          groups.getTopic(5),
        ])
          await expect(reading).rejects.toMatchObject({
            name: 'RemoteSystemError',
            status: 403,
            serverMessage: DISCUSSIONS_REFUSAL,
          });
        await expect(groups.getGroup(DEMO_GROUP_IDS.filmHistory)).resolves.toMatchObject({ id: 1 });
        await expect(groups.getLeaders(DEMO_GROUP_IDS.filmHistory)).resolves.toHaveLength(1);
      }
    });

    it('lists a group’s topics newest first, with authors and comment counts', async () => {
      await world.logIn(...MEMBER);
      const { rows: topics } = await groups.getTopics(DEMO_GROUP_IDS.filmHistory, 0);
      expect(topics.map(({ nid, authorName, commentCount }) => [nid, authorName, commentCount])).toEqual([
        [902, 'Luca Bianchi', 2],
        [901, 'Marta Kowalska', 1],
        [900, 'Luca Bianchi', 0],
      ]);
    });

    it('lists a group’s topics by latest activity when asked: the latest comment first, newest first by default', async () => {
      await world.logIn(...MEMBER);
      const group = DEMO_GROUP_IDS.televisionStudies;
      const { screeningStills, readingGroupSessions, streamingArchive } = DEMO_TOPIC_NIDS;
      // 906 is older than 905 but was commented later (21 against 20 November).
      expect(nidsOf(await groups.getTopics(group, 0, { order: 'activity' }))).toEqual([
        readingGroupSessions,
        screeningStills,
        streamingArchive,
      ]);
      const newest = [screeningStills, readingGroupSessions, streamingArchive];
      expect(nidsOf(await groups.getTopics(group, 0, { order: 'newest' }))).toEqual(newest);
      expect(nidsOf(await groups.getTopics(group, 0))).toEqual(newest);
    });

    it('moves a topic commented now to the top of the latest activity, and leaves the newest first as it was', async () => {
      await world.logIn(...MEMBER);
      const group = DEMO_GROUP_IDS.televisionStudies;
      const { screeningStills, readingGroupSessions, streamingArchive } = DEMO_TOPIC_NIDS;
      await groups.postComment(uidOf(MEMBER), streamingArchive, '<p>Back to the archive.</p>');
      const { rows } = await groups.getTopics(group, 0, { order: 'activity' });
      expect(rows.map(({ nid }) => nid)).toEqual([streamingArchive, readingGroupSessions, screeningStills]);
      expect(Date.parse(rows[0]?.lastCommentAt ?? '')).toBeGreaterThan(Date.parse('2026-11-21T00:00:00Z'));
      expect(nidsOf(await groups.getTopics(group, 0))).toEqual([
        screeningStills,
        readingGroupSessions,
        streamingArchive,
      ]);
    });

    it('lists a pinned topic first in either order, and says it is pinned', async () => {
      await world.logIn(...MEMBER);
      for (const order of ['newest', 'activity'] as const) {
        const { rows } = await groups.getTopics(DEMO_GROUP_IDS.documentaryFilm, 0, { order });
        expect(
          rows.map(({ nid, sticky }) => [nid, sticky]),
          order,
        ).toEqual([
          [DEMO_TOPIC_NIDS.houseRules, true],
          [DOCUMENTARY_TOPIC, false],
        ]);
      }
    });

    /** Posts topics to Television Studies until it holds MANY_TOPICS; answers its oldest topic's nid. */
    async function growTelevisionStudies(): Promise<number> {
      await world.logIn(...MEMBER);
      const group = DEMO_GROUP_IDS.televisionStudies;
      const { rows, pager } = await groups.getTopics(group, 0);
      const oldest = rows.at(-1)?.nid ?? -1;
      for (let count = pager.totalItems; count < MANY_TOPICS; count++)
        await groups.postTopic(uidOf(MEMBER), draft([], `Paged topic ${count}`));
      return oldest;
    }

    it('pages a group’s topics fifty at a time, newest first, the oldest on the last page', async ({
      skip,
    }) => {
      skip(!world.pages, 'needs paged lists (pager_serializer)');
      const oldest = await growTelevisionStudies();
      const [first, second] = await Promise.all(
        [0, 1].map((page) => groups.getTopics(DEMO_GROUP_IDS.televisionStudies, page)),
      );
      expect(first?.pager).toEqual({
        currentPage: 0,
        totalItems: MANY_TOPICS,
        totalPages: 2,
        itemsPerPage: TOPICS_PER_PAGE,
      });
      expect(first?.rows).toHaveLength(TOPICS_PER_PAGE);
      expect(second?.pager.currentPage).toBe(1);
      const all = [...(first?.rows ?? []), ...(second?.rows ?? [])];
      expect(new Set(all.map(({ nid }) => nid)).size).toBe(MANY_TOPICS);
      expect(isNewestFirst(all)).toBe(true);
      expect(all.at(-1)?.nid).toBe(oldest);
      await expect(groups.getTopics(DEMO_GROUP_IDS.televisionStudies, 2)).resolves.toMatchObject({
        rows: [],
      });
    });

    it('orders by latest activity across every page: the oldest topic, commented now, comes to the first page', async () => {
      const oldest = await growTelevisionStudies();
      await groups.postComment(uidOf(MEMBER), oldest, '<p>Still here.</p>');
      const read = new ReadGroups(groups);
      const group = DEMO_GROUP_IDS.televisionStudies;
      const { rows, pager } = await read.topics(group, 0, { order: 'activity' });
      expect(pager.totalItems).toBe(MANY_TOPICS);
      expect(rows).toHaveLength(TOPICS_PER_PAGE);
      // On the first page, though last newest first: ahead of it at most topics posted in its comment's second.
      expect(rows.map(({ nid }) => nid)).toContain(oldest);
      expect(rows).toEqual(inTopicOrder(rows, 'activity'));
      const newest = await read.topics(group, 1, { order: 'newest' });
      expect(newest.rows.at(-1)?.nid).toBe(oldest);
    });

    it('reads the group in the order asked for: each page by latest activity is its part of the group’s whole order', async () => {
      const oldest = await growTelevisionStudies();
      await groups.postComment(uidOf(MEMBER), oldest, '<p>Still here.</p>');
      const read = new ReadGroups(groups);
      const group = DEMO_GROUP_IDS.televisionStudies;
      const pages = [await read.topics(group, 0, { order: 'activity' })];
      for (let page = 1; page < (pages[0]?.pager.totalPages ?? 0); page++)
        pages.push(await read.topics(group, page, { order: 'activity' }));
      const whole = pages.flatMap(({ rows }) => rows);
      expect(new Set(whole.map(({ nid }) => nid)).size).toBe(MANY_TOPICS);
      // Page after page, one order: no page was sorted on its own, apart from the others.
      expect(whole).toEqual(inTopicOrder(whole, 'activity'));
      expect(nidsOf(pages[0]!)).toEqual(whole.slice(0, TOPICS_PER_PAGE).map(({ nid }) => nid));
      // Where the view pages, its page is the group's order as it came: the gateway asked for it.
      if (world.pages)
        expect(nidsOf(await groups.getTopics(group, 0, { order: 'activity' }))).toEqual(nidsOf(pages[0]!));
    });

    it('names each topic’s last comment’s author and time, and none for a topic without comments', async () => {
      await world.logIn(...MEMBER);
      const lastOf = async () =>
        Object.fromEntries(
          (await groups.getTopics(DEMO_GROUP_IDS.filmHistory, 0)).rows.map((topic) => [
            topic.nid,
            [topic.lastCommentAuthor, topic.lastCommentAt && Date.parse(topic.lastCommentAt)],
          ]),
        );
      const { readingList } = DEMO_TOPIC_NIDS;
      const seeded = await lastOf();
      expect(seeded[readingList]).toEqual(['Antoine Dubois', Date.parse('2026-10-04T08:15:00Z')]);
      expect(seeded[welcome]).toEqual([null, null]);
      await groups.postComment(uidOf(MEMBER), welcome, '<p>Hello.</p>');
      const [author, at] = (await lastOf())[welcome] ?? [];
      expect(author).toBe('Marta Kowalska');
      expect(Number(at)).toBeGreaterThan(Date.parse('2026-11-21T00:00:00Z'));
    });

    it('reads a topic list without a pager as one page of every topic', async ({ skip }) => {
      skip(world.pages, 'needs bare-array lists (stock REST export)');
      const oldest = await growTelevisionStudies();
      const all = await groups.getTopics(DEMO_GROUP_IDS.televisionStudies, 0);
      expect(all.pager).toEqual({
        currentPage: 0,
        totalItems: MANY_TOPICS,
        totalPages: 1,
        itemsPerPage: MANY_TOPICS,
      });
      expect(isNewestFirst(all.rows)).toBe(true);
      expect(all.rows.at(-1)?.nid).toBe(oldest);
    });

    it('reads a topic with its attachment (served by the content system) and its comments', async () => {
      await world.logIn(...MEMBER);
      const topic = await groups.getTopic(DEMO_TOPIC_NIDS.readingList);
      expect(topic).toMatchObject({ groupId: 1, groupTitle: 'Film History', authorName: 'Luca Bianchi' });
      expect(topic?.attachments).toEqual([
        {
          name: DEMO_PDF.name,
          size: DEMO_PDF.size,
          url: expect.stringMatching(`^${world.drupalBase}system/files/topics/`),
        },
      ]);
      expect(topic?.comments.map((comment) => comment.authorName)).toEqual([
        'Marta Kowalska',
        'Antoine Dubois',
      ]);
      await expect(groups.getTopic(5)).resolves.toBeNull();
    });

    it('joins a group and leaves it again, and the group’s members say so', async () => {
      await world.logIn(...MEMBER);
      const standing = async () =>
        standingOf((await groups.getGroup(DEMO_GROUP_IDS.documentaryFilm))?.members ?? [], 7);
      await groups.join(uidOf(MEMBER), DEMO_GROUP_IDS.documentaryFilm);
      expect(await standing()).toEqual({ kind: 'participant' });
      await groups.leave(uidOf(MEMBER), DEMO_GROUP_IDS.documentaryFilm);
      expect(await standing()).toEqual({ kind: 'outsider' });
    });

    it('posts a topic with a PDF, which then leads its group and reads back (the same bytes)', async () => {
      await world.logIn(...MEMBER);
      const progress: number[] = [];
      const pdf = new File([pdfBytes], 'Syllabus 2026.pdf', { type: 'application/pdf' });
      const { nid } = await groups.postTopic(uidOf(MEMBER), draft([pdf]), {
        onProgress: (fraction) => progress.push(fraction),
      });
      expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
      expect((await groups.getTopics(DEMO_GROUP_IDS.televisionStudies, 0)).rows[0]?.nid).toBe(nid);
      const topic = await groups.getTopic(nid);
      expect(topic).toMatchObject({
        title: 'Contract topic',
        messageHtml: draft().message,
        authorName: 'Marta Kowalska',
      });
      expect(topic?.attachments).toEqual([
        { name: 'Syllabus 2026.pdf', size: pdfBytes.length, url: expect.any(String) },
      ]);
      if (world.download)
        expect((await world.download(topic?.attachments[0]?.url ?? '')).equals(pdfBytes)).toBe(true);
    });

    it('refuses a join, a topic or a comment from a non-member of the association with 403 and the server’s message', async () => {
      await world.logIn(...GUEST);
      await expect(groups.join(uidOf(GUEST), DEMO_GROUP_IDS.documentaryFilm)).rejects.toMatchObject({
        name: 'RemoteSystemError',
        status: 403,
        serverMessage: JOIN_REFUSALS.notAssociationMember,
      });
      await expect(groups.postTopic(uidOf(GUEST), draft())).rejects.toMatchObject({
        status: 403,
        serverMessage: TOPIC_REFUSALS.notAssociationMember,
      });
      await expect(
        groups.postComment(uidOf(GUEST), DEMO_TOPIC_NIDS.readingList, '<p>Hi</p>'),
      ).rejects.toMatchObject({
        status: 403,
        serverMessage: COMMENT_REFUSALS.notPermitted,
      });
      expect(standingOf((await groups.getGroup(DEMO_GROUP_IDS.documentaryFilm))?.members ?? [], 8)).toEqual({
        kind: 'outsider',
      });
    });

    it('refuses a topic or a comment from a member of the association outside the group with 403', async () => {
      await world.logIn(...MEMBER);
      await expect(
        groups.postTopic(uidOf(MEMBER), { ...draft(), groupId: DEMO_GROUP_IDS.documentaryFilm }),
      ).rejects.toMatchObject({ status: 403, serverMessage: TOPIC_REFUSALS.notMember });
      await expect(groups.postComment(uidOf(MEMBER), DOCUMENTARY_TOPIC, '<p>Hi</p>')).rejects.toMatchObject({
        status: 403,
        serverMessage: COMMENT_REFUSALS.forbidden,
      });
    });

    it('refuses a file of the wrong type with 400 and the server’s message', async () => {
      await world.logIn(...MEMBER);
      const program = new File([Buffer.from('MZ')], 'setup.exe');
      await expect(groups.postTopic(uidOf(MEMBER), draft([program]))).rejects.toMatchObject({
        status: 400,
        serverMessage: ATTACHMENT_MESSAGES.invalidType,
      });
    });

    it('posts a comment that then closes the topic’s comments', async () => {
      await world.logIn(...MEMBER);
      await groups.postComment(uidOf(MEMBER), 903, '<p>A <em>contract</em> comment</p>');
      const comments = (await groups.getTopic(903))?.comments ?? [];
      expect(comments.at(-1)).toMatchObject({
        authorName: 'Marta Kowalska',
        bodyHtml: '<p>A <em>contract</em> comment</p>',
      });
    });

    it('cancels an upload through its AbortSignal: the call fails with the reason cancelled', async () => {
      await world.logIn(...MEMBER);
      const controller = new AbortController();
      const big = new File([Buffer.alloc(4 * 1024 * 1024, 0x20)], 'notes.txt');
      const posting = groups.postTopic(uidOf(MEMBER), draft([big], 'Cancelled'), {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      });
      await expect(posting).rejects.toMatchObject({ name: 'RemoteSystemError', reason: 'cancelled' });
      const aborted = AbortSignal.abort();
      await expect(
        groups.postTopic(uidOf(MEMBER), draft([], 'Never sent'), { signal: aborted }),
      ).rejects.toMatchObject({
        reason: 'cancelled',
      });
    });
  });
}
