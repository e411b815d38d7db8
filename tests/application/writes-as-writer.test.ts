import type { ServiceIdentifier } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChangeGroupStanding } from '@/application/groups/change-group-standing';
import { ChangeTopic, PostTopic } from '@/application/groups/post-topic';
import { ReadGroups } from '@/application/groups/read-groups';
import { TopicReading } from '@/application/groups/topic-reading';
import { LogOut } from '@/application/session/log-out';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { holdOnce } from '../support/hold-once';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import {
  expireServerSession,
  logInAs,
  logInElsewhere,
  openAnotherTab,
  openWorldTab,
  type WorldTab,
} from '../support/session-fakes';

const member = DEMO_ACCOUNTS.member;
const organizer = DEMO_ACCOUNTS.organizer;
/** The member's own topic, in Television Studies, the member's group. */
const OWN_TOPIC = DEMO_TOPIC_NIDS.callForContributions;
const TITLE = 'The member’s own topic';
/** Film History: the member's group and the organizer's, so that a write gone as the organizer would be stored. */
const SHARED_GROUP = DEMO_GROUP_IDS.filmHistory;

/**
 * Issue 80: every write goes out as its writer, not only comments. The member asks for a change; another
 * account takes the browser's content-system session over before the call, or while the call waits on its
 * way out: the change is refused before it goes (NotTheWriter), nothing is stored as the other account, and
 * what the member typed stays with the form (the use case answers a failure, never a success).
 */
describe('every write goes as its writer', () => {
  let tab: WorldTab;
  const get = <T>(service: ServiceIdentifier<T>): T => tab.container.get(service);
  const groupOf = async (id: number) => (await get(ReadGroups).group(id))!;

  /** Each write: the call it waits on in the content system, how the member asks, and what it would change. */
  const writes = {
    'a topic post': {
      hold: () => holdOnce(tab.world.groups, 'postTopic'),
      ask: () =>
        get(PostTopic).execute({
          groupId: SHARED_GROUP,
          group: 'Film History',
          title: TITLE,
          message: '<p>Words typed by the member.</p>',
          files: [],
        }),
      stored: async () =>
        (await tab.world.groups.getTopics(SHARED_GROUP, 0)).rows.filter(({ title }) => title === TITLE),
    },
    'a topic edit': {
      hold: () => holdOnce(tab.world.groups, 'editTopic'),
      ask: async () => {
        const { changed } = (await tab.world.groups.getTopic(OWN_TOPIC))!;
        return get(ChangeTopic).edit(OWN_TOPIC, { title: TITLE, message: '<p>Edited.</p>' }, changed);
      },
      stored: async () => (await tab.world.groups.getTopic(OWN_TOPIC))?.title,
    },
    'a topic removal': {
      hold: () => holdOnce(tab.world.groups, 'deleteTopic'),
      ask: () => get(ChangeTopic).delete(OWN_TOPIC),
      stored: async () => (await tab.world.groups.getTopic(OWN_TOPIC))?.nid,
    },
    'a join': {
      hold: () => holdOnce(tab.world.groups, 'join'),
      ask: async () => get(ChangeGroupStanding).join(await groupOf(DEMO_GROUP_IDS.documentaryFilm)),
      stored: async () => (await tab.world.groups.getGroup(DEMO_GROUP_IDS.documentaryFilm))?.members,
    },
    'a leave': {
      hold: () => holdOnce(tab.world.groups, 'leave'),
      ask: async () => get(ChangeGroupStanding).leave(await groupOf(SHARED_GROUP)),
      stored: async () => (await tab.world.groups.getGroup(SHARED_GROUP))?.members,
    },
    'a history mark': {
      hold: () => holdOnce(tab.world.history, 'markRead'),
      ask: async () => ({ ok: await get(TopicReading).markRead(OWN_TOPIC) }),
      stored: async () => tab.world.history.readAt(organizer.user.uid, OWN_TOPIC),
    },
  };

  /**
   * How another account takes over. The content system's own login is unknown to this tab whenever it comes;
   * a login in another tab of the portal is told to this one, which then shows that account and asks as it,
   * so only one that comes while a call waits takes the tab unawares.
   */
  const takeovers = {
    'the member’s session ended, then the organizer logged in at the content system': {
      before: true,
      takeOver: async () => {
        expireServerSession(tab);
        await logInElsewhere(tab, organizer);
      },
    },
    'a logout, then the organizer’s login, in another tab': {
      before: false,
      takeOver: async () => {
        const other = openAnotherTab(tab);
        await other.container.get(LogOut).execute();
        await logInAs(other, organizer);
      },
    },
  };

  beforeEach(async () => {
    tab = openWorldTab();
    await logInAs(tab, member);
  });

  for (const [write, { hold, ask, stored }] of Object.entries(writes))
    for (const [takeover, { before: unawaresBefore, takeOver }] of Object.entries(takeovers)) {
      if (unawaresBefore)
        it(`${write}: nothing stored as another account when ${takeover} before the call`, async () => {
          const before = await stored();
          await takeOver();
          const outcome = await ask();
          expect(outcome.ok).toBe(false);
          expect(await stored()).toEqual(before);
        });

      it(`${write}: nothing stored as another account when ${takeover} while the call waits`, async () => {
        const before = await stored();
        const held = hold();
        const outcome = ask();
        await held.reached;
        await takeOver();
        held.release();
        expect((await outcome).ok).toBe(false);
        expect(await stored()).toEqual(before);
      });
    }

  it('goes as the member while the member holds the session', async () => {
    const { 'a topic removal': removal, ...others } = writes;
    for (const { ask } of [...Object.values(others), removal]) expect((await ask()).ok).toBe(true);
  });
});
