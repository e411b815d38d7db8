import { beforeEach, describe, expect, it } from 'vitest';
import { CommentOutbox } from '@/application/groups/comment-outbox';
import { OutboxClock, OutboxSender } from '@/application/groups/outbox-sender';
import { PostComment } from '@/application/groups/post-comment';
import { ReadGroups } from '@/application/groups/read-groups';
import { SendingTurn } from '@/application/groups/sending-turn';
import { RemoteSystemError } from '@/application/remote-system-error';
import { override } from '@/infrastructure/container';
import { ManualOutboxClock } from '@/infrastructure/fakes/manual-outbox-clock';
import type { SharedSendingTurn } from '@/infrastructure/fakes/shared-sending-turn';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { duplicateTab, logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const TOPIC = DEMO_TOPIC_NIDS.readingList;
const HTML = '<p>Written before the tab was duplicated</p>';

describe('the outbox in a tab the browser duplicated: one tab of an account sends at a time, never twice', () => {
  let first: WorldTab;
  let clock: ManualOutboxClock;
  const waiting = (tab: WorldTab) => tab.container.get(CommentOutbox).items().length;
  const sender = (tab: WorldTab) => tab.container.get(OutboxSender);
  /** How many times the content system holds the comment (a send that failed is posted but not held). */
  const stored = async () =>
    ((await first.container.get(ReadGroups).topic(TOPIC))?.comments ?? []).filter(
      ({ bodyHtml }) => bodyHtml === HTML,
    ).length;

  beforeEach(async () => {
    clock = new ManualOutboxClock();
    first = openWorldTab({}, [override(OutboxClock, clock)]);
    await logInAs(first, DEMO_ACCOUNTS.member);
    first.world.connectivity.set(false);
    first.world.groups.outage.start();
    await first.container.get(PostComment).execute(TOPIC, 'Written first');
    // Queued behind the first without a send of its own: nothing in the item says that a send began.
    await first.container.get(PostComment).execute(TOPIC, 'Written before the tab was duplicated');
  });

  it('lets one tab send at a time: a copy waits while the other tab sends, then finds it sent', async () => {
    const second = duplicateTab(first, [override(OutboxClock, clock)]);
    expect(waiting(second)).toBe(2);
    const groups = first.world.groups;
    const answering = groups.postComment.bind(groups);
    let release = () => {};
    const arrived = new Promise<void>((arrive) => {
      const held = new Promise<void>((done) => (release = done));
      groups.postComment = async (...call) => {
        if (call[2] === HTML) {
          arrive();
          await held;
        }
        return answering(...call);
      };
    });
    groups.outage.end();
    // The network is back for both tabs at once: each starts sending.
    first.world.connectivity.set(true);
    const sending = Promise.all([sender(first).sendNow(), sender(second).sendNow()]);
    await arrived;
    // Whatever the other tab can do before the first send is answered, it has done.
    await new Promise((settled) => setImmediate(settled));
    release();
    await sending;
    expect(await stored()).toBe(1);
    expect([waiting(first), waiting(second)]).toEqual([0, 0]);
  });

  it('asks for the account’s own turn', async () => {
    first.world.groups.outage.end();
    first.world.connectivity.set(true);
    await sender(first).sendNow();
    const turns = first.container.get(SendingTurn) as SharedSendingTurn;
    expect(turns.taken.at(-1)).toBe(`necs.outbox.${DEMO_ACCOUNTS.member.user.uid}`);
  });

  it('looks for the comment before sending a copy another tab began sending and lost the answer of', async () => {
    const second = duplicateTab(first, [override(OutboxClock, clock)]);
    const groups = first.world.groups;
    const answering = groups.postComment.bind(groups);
    groups.outage.end();
    groups.postComment = async (...call) => {
      await answering(...call);
      if (call[2] === HTML) throw new RemoteSystemError('drupal', null, { waitedMs: 25_000 });
    };
    first.world.connectivity.set(true);
    await sender(first).sendNow();
    groups.postComment = answering;
    // The first tab closed before it could look: its copy there never goes again.
    await sender(second).sendNow();
    expect(await stored()).toBe(1);
    expect(waiting(second)).toBe(0);
  });
});
