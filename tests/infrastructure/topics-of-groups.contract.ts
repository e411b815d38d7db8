import { beforeEach, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { credentials, uidOf } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import type { GroupReaderWorld } from '../support/group-reader-subjects';

const { filmHistory, televisionStudies } = DEMO_GROUP_IDS;
const TOPIC = DEMO_TOPIC_NIDS.readingList;

/**
 * What every GroupGateway answers for the topics of several groups in one read (`group_topics/list/1+2`), the
 * read "New in your groups" repeats on the topic's beat (issue 61), stated once: run against the in-memory
 * fake and the Drupal adapter on the sandbox in both modes.
 */
export function topicsOfGroupsContract(name: string, setup: () => Promise<GroupReaderWorld>): void {
  describe(`${name} (GroupGateway contract: the topics of several groups)`, () => {
    let world: GroupReaderWorld;
    beforeEach(async () => {
      world = await setup();
      await world.logIn(...credentials('member'));
    });
    const countsOf = (rows: readonly { nid: number; commentCount: number | null }[]) =>
      new Map(rows.map(({ nid, commentCount }) => [nid, commentCount]));

    it('lists the topics of each group asked for, with the comment counts its own list gives', async () => {
      const each = [
        ...(await world.groups.getTopics(filmHistory, 0)).rows,
        ...(await world.groups.getTopics(televisionStudies, 0)).rows,
      ];
      const both = await world.groups.getTopicsOfGroups([filmHistory, televisionStudies]);
      expect(countsOf(both)).toEqual(countsOf(each));
    });

    it('counts another member’s comment in its topic’s row at once, newest activity first', async () => {
      await world.logIn(...credentials('organizer'));
      await world.groups.postComment(
        uidOf(credentials('organizer')),
        TOPIC,
        '<p>Written while the member area is open.</p>',
      );
      await world.logIn(...credentials('member'));
      const rows = await world.groups.getTopicsOfGroups([televisionStudies, filmHistory], {
        order: 'activity',
      });
      const topic = (await world.groups.getTopic(TOPIC))!;
      expect(rows.find(({ nid }) => nid === TOPIC)).toMatchObject({ commentCount: topic.comments.length });
      expect(rows.filter(({ sticky }) => !sticky)[0]?.nid).toBe(TOPIC);
    });

    it('reads nothing for no groups', async () => {
      expect(await world.groups.getTopicsOfGroups([])).toEqual([]);
    });

    it('is refused (403) to an account that may not read the discussions', async () => {
      await world.logIn(...credentials('guest'));
      await expect(world.groups.getTopicsOfGroups([filmHistory])).rejects.toSatisfy(
        (refusal) => refusal instanceof RemoteSystemError && refusal.isForbidden,
      );
    });
  });
}
