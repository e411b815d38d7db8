import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupGateway } from '@/application/groups/group-gateway';
import { COMMENT_EDIT_REFUSALS } from '../../sandbox/drupal/comment-editing-routes';
import { fieldRefusal } from '../../sandbox/drupal/field-edit-access';
import { TOPIC_EDIT_REFUSALS } from '../../sandbox/drupal/topic-editing-routes';
import { credentials, uidOf } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import type { GroupReaderWorld } from '../support/group-reader-subjects';

const ADMIN = credentials('admin');
const MEMBER = credentials('member');
const { screeningStills, readingGroupSessions, readingList } = DEMO_TOPIC_NIDS;
/** The stills' thread: the member's comment 5, a reply 6 to it and 7 to that; 8, the latest, apart. */
const THREAD = { top: 5, replies: [6, 7], latest: 8 } as const;

/**
 * What every GroupGateway does with issue 63's moderation, stated once: the administrator (`administer
 * comments`, `administer nodes`) removes any comment with its replies and pins any topic; a member is refused
 * both in core's words. Run against the in-memory fake and the Drupal adapter on the sandbox in both modes.
 */
export function moderationContract(name: string, setup: () => Promise<GroupReaderWorld>): void {
  describe(`${name} (GroupGateway contract: moderation)`, () => {
    let world: GroupReaderWorld;
    let groups: GroupGateway;
    beforeEach(async () => {
      world = await setup();
      ({ groups } = world);
    });
    const commentIds = async (nid: number) => (await groups.getTopic(nid))!.comments.map(({ id }) => id);
    const pinned = async (nid: number) => {
      const { rows } = await groups.getTopics(DEMO_GROUP_IDS.televisionStudies, 0);
      return { first: rows[0]?.nid, sticky: rows.find((row) => row.nid === nid)?.sticky };
    };

    it('removes another member’s comment with every reply under it', async () => {
      await world.logIn(...ADMIN);
      await groups.deleteComment(uidOf(ADMIN), THREAD.top);
      expect(await commentIds(screeningStills)).toEqual([THREAD.latest]);
      await expect(groups.getCommentPlace(THREAD.replies[1])).resolves.toBeNull();
    });

    it('removes the latest comment: the statistics fall back to the one before, the count one less', async () => {
      await world.logIn(...ADMIN);
      const before = await groups.getTopic(screeningStills);
      const previous = before!.comments.find(({ id }) => id === THREAD.replies[1])!;
      await groups.deleteComment(uidOf(ADMIN), THREAD.latest);
      const after = await groups.getCommentStatistics(screeningStills);
      // The same moment, whichever way each answer writes it.
      expect([after?.count, Date.parse(after?.lastCommentAt ?? '')]).toEqual([
        3,
        Date.parse(previous.changed),
      ]);
    });

    it('answers a comment that is not there with 404', async () => {
      await world.logIn(...ADMIN);
      await expect(groups.deleteComment(uidOf(ADMIN), 9999)).rejects.toMatchObject({ status: 404 });
    });

    it('pins a topic, listed first and marked, and unpins it; the topic’s page says so too', async () => {
      await world.logIn(...ADMIN);
      await groups.setTopicPinned(uidOf(ADMIN), screeningStills, true);
      expect(await pinned(screeningStills)).toEqual({ first: screeningStills, sticky: true });
      expect((await groups.getTopic(screeningStills))?.sticky).toBe(true);
      await groups.setTopicPinned(uidOf(ADMIN), screeningStills, false);
      expect((await pinned(screeningStills)).sticky).toBe(false);
      expect((await groups.getTopic(screeningStills))?.sticky).toBe(false);
    });

    it('refuses a member removing any comment, their own too, with core’s empty reason', async () => {
      await world.logIn(...MEMBER);
      for (const cid of [THREAD.top, THREAD.latest])
        await expect(groups.deleteComment(uidOf(MEMBER), cid)).rejects.toMatchObject({
          status: 403,
          serverMessage: COMMENT_EDIT_REFUSALS.delete,
        });
      expect(await commentIds(screeningStills)).toEqual([THREAD.top, ...THREAD.replies, THREAD.latest]);
    });

    it('refuses a member’s pin: on their own topic the field’s words, on another’s the update’s', async () => {
      await world.logIn(...MEMBER);
      await expect(groups.setTopicPinned(uidOf(MEMBER), readingGroupSessions, true)).rejects.toMatchObject({
        status: 403,
        serverMessage: fieldRefusal('sticky', 'administer nodes'),
      });
      await expect(groups.setTopicPinned(uidOf(MEMBER), readingList, true)).rejects.toMatchObject({
        status: 403,
        serverMessage: TOPIC_EDIT_REFUSALS.edit('group_topic'),
      });
      expect((await pinned(readingGroupSessions)).sticky).toBe(false);
    });
  });
}
