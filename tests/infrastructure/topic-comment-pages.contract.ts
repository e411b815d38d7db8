import { beforeEach, describe, expect, it } from 'vitest';
import { credentials, uidOf } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import type { GroupReaderWorld } from '../support/group-reader-subjects';

/** In Film History, where the member writes. */
const TOPIC = DEMO_TOPIC_NIDS.readingList;
/** More than a stock Drupal sends in one page of a topic's comments (50). */
const WRITTEN = 55;

/**
 * What every GroupGateway answers for a topic with more comments than one page of core's comment field holds
 * (issue 75): every comment, in thread order, for one topic and for several read at once. Run against the
 * in-memory fake and the Drupal adapter on the sandbox in both modes (core's pages 50 a page, the site's view
 * sends them all).
 */
export function topicCommentPagesContract(name: string, setup: () => Promise<GroupReaderWorld>): void {
  describe(`${name} (GroupGateway contract: a topic with more than 50 comments)`, () => {
    let world: GroupReaderWorld;
    beforeEach(async () => {
      world = await setup();
      await world.logIn(...credentials('member'));
    });

    it('answers every comment, a late reply to an early one after its parent', async () => {
      const before = (await world.groups.getTopic(TOPIC))!.comments.length;
      for (let n = 1; n <= WRITTEN; n += 1)
        await world.groups.postComment(uidOf(credentials('member')), TOPIC, `<p>paging comment ${n}</p>`);
      const first = (await world.groups.getTopic(TOPIC))!.comments[before]!;
      await world.groups.postComment(
        uidOf(credentials('member')),
        TOPIC,
        '<p>a late reply to the first</p>',
        first.id,
      );

      const comments = (await world.groups.getTopic(TOPIC))!.comments;
      expect(comments).toHaveLength(before + WRITTEN + 1);
      expect(new Set(comments.map(({ id }) => id)).size).toBe(comments.length);
      const written = comments.slice(before).map(({ bodyHtml }) => bodyHtml);
      expect(written.slice(0, 3)).toEqual([
        '<p>paging comment 1</p>',
        '<p>a late reply to the first</p>',
        '<p>paging comment 2</p>',
      ]);
      expect(written.at(-1)).toBe(`<p>paging comment ${WRITTEN}</p>`);
      const [together] = await world.groups.getTopicsByNid([TOPIC]);
      expect(together?.comments).toEqual(comments);
      // Issue 80: the latest only, in the same one read: the end of the thread, a page of core's at the least.
      const [latest] = await world.groups.getTopicsByNid([TOPIC], { comments: 'latest' });
      const tail = latest!.comments;
      expect(tail.length).toBeGreaterThanOrEqual(((comments.length - 1) % 50) + 1);
      expect(tail).toEqual(comments.slice(comments.length - tail.length));
    });
  });
}
