import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupGateway } from '@/application/groups/group-gateway';
import { newsOf } from '@/domain/groups/discussion-marks';
import { credentials, DEMO_ACCOUNTS, uidOf } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';

export interface GroupNewsWorld {
  readonly groups: GroupGateway;
  /** Logs this browser in (the demo accounts' mail and password); the one logged in before is logged out. */
  logIn(mail: string, password: string): Promise<void>;
}

const MEMBER = credentials('member');
/** Leads Television Studies, where the member takes part: another member writing in the member's topic. */
const EDITOR = credentials('editor');
const member = DEMO_ACCOUNTS.member.user.uid;
const { readingGroupSessions } = DEMO_TOPIC_NIDS;
/** The member's seeded read of 906 (sandbox/demo-data/topics.ts, READ_HISTORY_SEEDS). */
const READ_SESSIONS = '2026-11-16T12:00:00+00:00';

/**
 * What every GroupGateway answers for "N new" (issue 51), stated once: run against the in-memory fake and the
 * Drupal adapter on the sandbox in both modes. The list's count is views' "Content: New comments", which in
 * core counts every comment changed since the member's read, their own included; the topic's comments carry
 * who wrote each and when it was written, so the portal counts what others wrote (newsOf) the same everywhere,
 * and an edit of a comment already read is not new (issue 61).
 */
export function groupNewsContract(name: string, setup: () => Promise<GroupNewsWorld>): void {
  describe(`${name} (GroupGateway contract: what is new to the member)`, () => {
    let world: GroupNewsWorld;
    let groups: GroupGateway;
    const sessionsRow = async () =>
      (await groups.getTopics(DEMO_GROUP_IDS.televisionStudies, 0)).rows.find(
        ({ nid }) => nid === readingGroupSessions,
      );
    const newsOfSessions = async () =>
      newsOf(member, (await groups.getTopic(readingGroupSessions))?.comments ?? [], READ_SESSIONS);
    beforeEach(async () => {
      world = await setup();
      ({ groups } = world);
    });

    it('counts the member’s own comments in the list, while the comments say whose they are', async () => {
      await world.logIn(...MEMBER);
      expect((await sessionsRow())?.newComments).toBe(5);
      expect(await newsOfSessions()).toMatchObject({ count: 3, firstNewId: 25 });
    });

    it('after the member writes and another member writes once: one more new, two more in the list', async () => {
      await world.logIn(...MEMBER);
      await groups.postComment(uidOf(MEMBER), readingGroupSessions, '<p>Mine</p>');
      await world.logIn(...EDITOR);
      await groups.postComment(uidOf(EDITOR), readingGroupSessions, '<p>Theirs</p>');
      await world.logIn(...MEMBER);
      expect((await sessionsRow())?.newComments).toBe(7);
      const theirs = (await groups.getTopic(readingGroupSessions))?.comments.at(-1);
      expect(await newsOfSessions()).toMatchObject({ count: 4, firstNewId: 25, latestAt: theirs?.created });
    });

    it('counts another member’s typo fix of a comment already read in the list, never as new', async () => {
      await world.logIn(...EDITOR);
      const opening = (await groups.getTopic(readingGroupSessions))!.comments[0]!;
      expect(Date.parse(opening.created)).toBeLessThan(Date.parse(READ_SESSIONS));
      const fixed = await groups.editComment(
        uidOf(EDITOR),
        opening.id,
        '<p>Which sessions suit you this spring term?</p>',
        opening.changed,
      );
      expect(fixed).toEqual({ saved: true });
      await world.logIn(...MEMBER);
      expect((await sessionsRow())?.newComments).toBe(6);
      expect(await newsOfSessions()).toMatchObject({ count: 3, firstNewId: 25 });
    });
  });
}
