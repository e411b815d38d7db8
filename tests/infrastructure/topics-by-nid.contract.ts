import { beforeEach, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { credentials, uidOf } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import type { GroupReaderWorld } from '../support/group-reader-subjects';

const { readingList, screeningStills, readingGroupSessions } = DEMO_TOPIC_NIDS;

/**
 * What every GroupGateway answers for several topics in one read (`group_topics/single/1+2+3`), the read the
 * member area's news make of every topic with news at once (issue 72), stated once: run against the in-memory
 * fake and the Drupal adapter on the sandbox in both modes.
 */
export function topicsByNidContract(name: string, setup: () => Promise<GroupReaderWorld>): void {
  describe(`${name} (GroupGateway contract: several topics in one read)`, () => {
    let world: GroupReaderWorld;
    beforeEach(async () => {
      world = await setup();
      await world.logIn(...credentials('member'));
    });
    const byNid = <T extends { nid: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.nid - b.nid);

    it('answers each topic asked for as its own read does, comments in thread order', async () => {
      const nids = [readingList, screeningStills, readingGroupSessions];
      const each = await Promise.all(nids.map((nid) => world.groups.getTopic(nid)));
      expect(byNid(await world.groups.getTopicsByNid(nids))).toEqual(byNid(each.filter((t) => t !== null)));
    });

    it('holds a comment written a moment before', async () => {
      await world.logIn(...credentials('organizer'));
      await world.groups.postComment(
        uidOf(credentials('organizer')),
        readingList,
        '<p>Written while the member area is open.</p>',
      );
      await world.logIn(...credentials('member'));
      const [topic] = await world.groups.getTopicsByNid([readingList]);
      expect(topic?.comments.at(-1)?.bodyHtml).toContain('Written while the member area is open.');
    });

    it('leaves out a topic that does not exist, and answers each topic once', async () => {
      const topics = await world.groups.getTopicsByNid([readingList, 999_999, readingList]);
      expect(topics.map(({ nid }) => nid)).toEqual([readingList]);
    });

    it('reads nothing for no topics', async () => {
      expect(await world.groups.getTopicsByNid([])).toEqual([]);
    });

    it('is refused (403) to an account that may not read the discussions', async () => {
      await world.logIn(...credentials('guest'));
      await expect(world.groups.getTopicsByNid([readingList])).rejects.toSatisfy(
        (refusal) => refusal instanceof RemoteSystemError && refusal.isForbidden,
      );
    });
  });
}
