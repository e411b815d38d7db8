import { beforeEach, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { momentOf } from '@/domain/shared/moment';
import { credentials, uidOf } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import type { GroupReaderWorld } from '../support/group-reader-subjects';

export type CommentStatisticsWorld = GroupReaderWorld;

/** In Film History, where the member and the organizer both write. */
const TOPIC = DEMO_TOPIC_NIDS.readingList;
const NO_SUCH_TOPIC = 999_999;

/**
 * What every GroupGateway answers for a topic's comment statistics (`GET node/{nid}`), the read an open topic
 * repeats (issue 61), stated once: run against the in-memory fake and the Drupal adapter on the sandbox in
 * both modes.
 */
export function commentStatisticsContract(name: string, setup: () => Promise<CommentStatisticsWorld>): void {
  describe(`${name} (GroupGateway contract: comment statistics)`, () => {
    let world: CommentStatisticsWorld;
    beforeEach(async () => {
      world = await setup();
      await world.logIn(...credentials('member'));
    });

    it('counts the comments the topic shows', async () => {
      const topic = await world.groups.getTopic(TOPIC);
      expect(await world.groups.getCommentStatistics(TOPIC)).toMatchObject({
        count: topic?.comments.length,
      });
    });

    it('counts another member’s comment as soon as it is written, with its time as the latest', async () => {
      const before = (await world.groups.getCommentStatistics(TOPIC))!;
      await world.logIn(...credentials('organizer'));
      await world.groups.postComment(
        uidOf(credentials('organizer')),
        TOPIC,
        '<p>Written while the member reads.</p>',
      );
      await world.logIn(...credentials('member'));
      const after = (await world.groups.getCommentStatistics(TOPIC))!;
      expect(after.count).toBe(before.count + 1);
      expect(momentOf(after.lastCommentAt ?? '')).toBeGreaterThanOrEqual(
        momentOf(before.lastCommentAt ?? ''),
      );
    });

    it('answers null for a topic that does not exist', async () => {
      expect(await world.groups.getCommentStatistics(NO_SUCH_TOPIC)).toBeNull();
    });

    it('is refused (403) to an account that may not read the discussions', async () => {
      await world.logIn(...credentials('guest'));
      await expect(world.groups.getCommentStatistics(TOPIC)).rejects.toSatisfy(
        (refusal) => refusal instanceof RemoteSystemError && refusal.isForbidden,
      );
    });
  });
}
