import { beforeEach, describe, expect, it } from 'vitest';
import { CommentOutbox } from '@/application/groups/comment-outbox';
import { OutboxClock, OutboxSender } from '@/application/groups/outbox-sender';
import { EditComment, PostComment } from '@/application/groups/post-comment';
import { ReadGroups } from '@/application/groups/read-groups';
import { LogOut } from '@/application/session/log-out';
import { override } from '@/infrastructure/container';
import { ManualOutboxClock } from '@/infrastructure/fakes/manual-outbox-clock';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { holdOnce } from '../support/hold-once';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import {
  expireServerSession,
  logInAs,
  logInElsewhere,
  openAnotherTab,
  openWorldTab,
  reloadTab,
  type WorldTab,
} from '../support/session-fakes';

const TOPIC = DEMO_TOPIC_NIDS.readingList;
const member = DEMO_ACCOUNTS.member;
const organizer = DEMO_ACCOUNTS.organizer;

/**
 * Issue 72: words go out only as their writer. The member's comment, reply or edit waits in the outbox after a
 * send whose answer was lost (so the next send looks for it first), and another account takes the browser's
 * session over while that look-up, or the send itself, waits for its answer.
 */
describe('the outbox sends as the writer only', () => {
  let tab: WorldTab;
  const sender = () => tab.container.get(OutboxSender);
  const waiting = () => tab.container.get(CommentOutbox).items();
  let before = 0;
  /** What the content system was asked to post since the outage, not the send that the outage failed. */
  const postedAs = () => tab.world.groups.postedComments.slice(before).map(({ html }) => html);
  const commentsOnTopic = async (reader: WorldTab) =>
    ((await reader.container.get(ReadGroups).topic(TOPIC))?.comments ?? []).map(
      ({ bodyHtml, authorName }) => ({
        html: bodyHtml,
        author: authorName,
      }),
    );

  /** Written while the content system answered nothing: it waits, its first send begun. */
  async function waitingAfterALostSend(write: () => Promise<unknown>): Promise<void> {
    tab.world.connectivity.set(false);
    tab.world.groups.outage.start();
    await write();
    expect(waiting()).toHaveLength(1);
    tab.world.groups.outage.end();
    before = tab.world.groups.postedComments.length;
  }

  /** The member's session ends on the server and the organizer logs in at the content system itself. */
  async function organizerTakesOver(): Promise<void> {
    expireServerSession(tab);
    await logInElsewhere(tab, organizer);
  }

  const kinds = {
    comment: () => tab.container.get(PostComment).execute(TOPIC, 'The member’s own words'),
    reply: () => tab.container.get(PostComment).execute(TOPIC, 'The member’s own words', 1),
  };

  beforeEach(async () => {
    tab = openWorldTab({}, [override(OutboxClock, new ManualOutboxClock())]);
    await logInAs(tab, member);
  });

  for (const [kind, write] of Object.entries(kinds))
    it(`posts no ${kind} as the organizer who logged in at the content system during the look-up`, async () => {
      await waitingAfterALostSend(write);
      const lookUp = holdOnce(tab.world.groups, 'getTopic');
      tab.world.connectivity.set(true);
      await lookUp.reached;
      await organizerTakesOver();
      lookUp.release();
      await sender().sendNow();
      expect(postedAs()).not.toContain('<p>The member’s own words</p>');
      const reader = openAnotherTab(tab);
      expect((await commentsOnTopic(reader)).filter(({ html }) => html.includes('own words'))).toEqual([]);
    });

  it('posts nothing when a Logout and another login in this tab come during the look-up', async () => {
    await waitingAfterALostSend(kinds.comment);
    const lookUp = holdOnce(tab.world.groups, 'getTopic');
    tab.world.connectivity.set(true);
    await lookUp.reached;
    const other = openAnotherTab(tab);
    await other.container.get(LogOut).execute();
    await logInAs(other, organizer);
    lookUp.release();
    await sender().sendNow();
    expect(postedAs()).not.toContain('<p>The member’s own words</p>');
  });

  it('saves no edit as the organizer who took over during the save’s wait for a token', async () => {
    const [comment] = (await tab.container.get(ReadGroups).topic(TOPIC))?.comments ?? [];
    if (!comment) throw new Error('The demo topic has no comment');
    await waitingAfterALostSend(() =>
      tab.container.get(EditComment).execute(comment.id, 'Edited by the member', comment.changed, TOPIC),
    );
    await organizerTakesOver();
    tab.world.connectivity.set(true);
    await sender().sendNow();
    const after = (await openAnotherTab(tab).container.get(ReadGroups).topic(TOPIC))?.comments ?? [];
    expect(after.find(({ id }) => id === comment.id)?.bodyHtml).not.toContain('Edited by the member');
  });

  it('sends nothing after a reload before the content system has named the account', async () => {
    await waitingAfterALostSend(kinds.comment);
    await organizerTakesOver();
    tab = reloadTab(tab);
    tab.world.connectivity.set(true);
    await sender().sendNow();
    expect(postedAs()).not.toContain('<p>The member’s own words</p>');
  });

  it('still posts the member’s words once the member holds the session again', async () => {
    await waitingAfterALostSend(kinds.comment);
    tab.world.connectivity.set(true);
    await sender().sendNow();
    expect(postedAs()).toContain('<p>The member’s own words</p>');
    expect(waiting()).toEqual([]);
  });
});

describe('Cancel means not sent', () => {
  let tab: WorldTab;
  const waiting = () => tab.container.get(CommentOutbox).items();
  let before = 0;
  const postedAs = () => tab.world.groups.postedComments.slice(before).map(({ html }) => html);

  beforeEach(async () => {
    tab = openWorldTab({}, [override(OutboxClock, new ManualOutboxClock())]);
    await logInAs(tab, member);
    tab.world.connectivity.set(false);
    tab.world.groups.outage.start();
    await tab.container.get(PostComment).execute(TOPIC, 'Withdrawn');
    tab.world.groups.outage.end();
    before = tab.world.groups.postedComments.length;
  });

  it('posts nothing cancelled while the look-up waits for its answer', async () => {
    const lookUp = holdOnce(tab.world.groups, 'getTopic');
    tab.world.connectivity.set(true);
    await lookUp.reached;
    const [item] = waiting();
    tab.container.get(CommentOutbox).remove(item!.id);
    lookUp.release();
    await tab.container.get(OutboxSender).sendNow();
    expect(postedAs()).not.toContain('<p>Withdrawn</p>');
  });

  it('tells the member when the comment had left before Cancel, and it was posted', async () => {
    const told: string[] = [];
    tab.container.get(OutboxSender).postedAfterCancel$.subscribe(({ text }) => told.push(text));
    const post = holdOnce(tab.world.groups, 'postComment');
    tab.world.connectivity.set(true);
    await post.reached;
    const [item] = waiting();
    tab.container.get(CommentOutbox).remove(item!.id);
    post.release();
    await tab.container.get(OutboxSender).sendNow();
    expect(told).toEqual(['Withdrawn']);
  });
});
