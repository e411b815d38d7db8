import type { ServiceIdentifier } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ModerateDiscussion } from '@/application/groups/moderate-discussion';
import { ReadGroups } from '@/application/groups/read-groups';
import { RemoteSystemError } from '@/application/remote-system-error';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/** The screening stills' thread: the member's comment 5, a reply 6 to it and 7 to that; 8 stands apart. */
const THREAD = { top: 5, replies: [6, 7], apart: 8 } as const;
const STILLS = DEMO_TOPIC_NIDS.screeningStills;

describe('moderation in place (issue 63)', () => {
  let worldTab: WorldTab;
  const get = <T>(service: ServiceIdentifier<T>): T => worldTab.container.get(service);
  const commentIds = async (nid: number) => (await get(ReadGroups).topic(nid))!.comments.map(({ id }) => id);
  const pinnedNids = async (groupId: number) =>
    (await get(ReadGroups).topics(groupId, 0)).rows.filter(({ sticky }) => sticky).map(({ nid }) => nid);
  const as = async (account: DemoAccount) => {
    worldTab = openWorldTab();
    await logInAs(worldTab, account);
  };

  describe('the administrator', () => {
    beforeEach(() => as(DEMO_ACCOUNTS.admin));

    it('removes another member’s comment, and its replies go with it', async () => {
      expect(await get(ModerateDiscussion).removeComment(THREAD.top)).toEqual({ ok: true, value: undefined });
      expect(await commentIds(STILLS)).toEqual([THREAD.apart]);
    });

    it('counts a comment removed meanwhile as removed', async () => {
      await get(ModerateDiscussion).removeComment(THREAD.apart);
      expect(await get(ModerateDiscussion).removeComment(THREAD.apart)).toEqual({
        ok: true,
        value: undefined,
      });
    });

    it('pins a topic, which its group then lists first, and unpins it', async () => {
      const moderate = get(ModerateDiscussion);
      expect(await moderate.pinTopic(STILLS, true)).toEqual({ ok: true, value: undefined });
      const listed = await get(ReadGroups).topics(DEMO_GROUP_IDS.televisionStudies, 0);
      expect(listed.rows[0]).toMatchObject({ nid: STILLS, sticky: true });
      expect((await get(ReadGroups).topic(STILLS))?.sticky).toBe(true);
      expect(await moderate.pinTopic(STILLS, false)).toEqual({ ok: true, value: undefined });
      expect(await pinnedNids(DEMO_GROUP_IDS.televisionStudies)).toEqual([]);
    });

    it('is told when the content system is out of reach, and nothing changes', async () => {
      worldTab.world.groups.outage.start(new RemoteSystemError('drupal', 502));
      const result = await get(ModerateDiscussion).pinTopic(STILLS, true);
      expect(result).toMatchObject({ ok: false, error: { kind: 'server-error', status: 502 } });
      worldTab.world.groups.outage.end();
      expect(await pinnedNids(DEMO_GROUP_IDS.televisionStudies)).toEqual([]);
    });
  });

  describe('a member', () => {
    beforeEach(() => as(DEMO_ACCOUNTS.member));

    it('is refused another’s comment and their own alike, and nothing is removed', async () => {
      const moderate = get(ModerateDiscussion);
      const refused = { ok: false, error: { kind: 'not-allowed' } };
      expect(await moderate.removeComment(THREAD.apart)).toEqual(refused);
      expect(await moderate.removeComment(THREAD.top)).toEqual(refused);
      expect(await commentIds(STILLS)).toEqual([THREAD.top, ...THREAD.replies, THREAD.apart]);
    });

    it('is refused a pin, even on their own topic', async () => {
      const own = DEMO_TOPIC_NIDS.readingGroupSessions;
      expect(await get(ModerateDiscussion).pinTopic(own, true)).toEqual({
        ok: false,
        error: { kind: 'not-allowed' },
      });
      expect(await pinnedNids(DEMO_GROUP_IDS.televisionStudies)).toEqual([]);
    });
  });
});
