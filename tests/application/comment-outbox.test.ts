import { filter, firstValueFrom } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommentOutbox } from '@/application/groups/comment-outbox';
import { OutboxClock, OutboxSender } from '@/application/groups/outbox-sender';
import { EditComment, PostComment } from '@/application/groups/post-comment';
import { ReadGroups } from '@/application/groups/read-groups';
import { RemoteSystemError } from '@/application/remote-system-error';
import { LogOut } from '@/application/session/log-out';
import { SessionStore } from '@/application/session/session-store';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS } from '@/domain/groups/outbox';
import { override } from '@/infrastructure/container';
import { ManualOutboxClock } from '@/infrastructure/fakes/manual-outbox-clock';
import { refused, TOPIC_REFUSALS } from '@/infrastructure/fakes/topic-refusals';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import {
  expireServerSession,
  logInAs,
  openWorldTab,
  reloadTab,
  type WorldTab,
} from '../support/session-fakes';

const TOPIC = DEMO_TOPIC_NIDS.readingList;

describe('the outbox: comments that could not go wait on the device and go by themselves', () => {
  let tab: WorldTab;
  let clock: ManualOutboxClock;
  const open = (opened: WorldTab) => {
    tab = opened;
    return tab;
  };
  const post = (text: string, replyTo?: number) =>
    tab.container.get(PostComment).execute(TOPIC, text, replyTo);
  const waiting = () =>
    tab.container
      .get(CommentOutbox)
      .items()
      .map(({ text }) => text);
  const posted = () => tab.world.groups.postedComments.map(({ html }) => html);
  const sender = () => tab.container.get(OutboxSender);
  const offline = () => {
    tab.world.connectivity.set(false);
    tab.world.groups.outage.start();
  };
  /** The network is back: the browser says so, and the sends it starts are over. */
  const online = async () => {
    tab.world.groups.outage.end();
    tab.world.connectivity.set(true);
    await sender().sendNow();
  };
  /**
   * The content system stores what `method` sends, but its answer is lost (`lost`); the returned function
   * gives the answers back.
   */
  const loseAnswers = (method: 'postComment' | 'editComment', lost: Error) => {
    const groups = tab.world.groups;
    const stored = groups[method];
    groups[method] = async (...call: Parameters<typeof stored>) => {
      await (stored as (...args: typeof call) => Promise<unknown>).apply(groups, call);
      throw lost;
    };
    return () => {
      groups[method] = stored as never;
    };
  };
  /** Resolves once nothing waits, without asking the sender: what sends is the event the test names. */
  const drained = () =>
    firstValueFrom(
      tab.container
        .get(CommentOutbox)
        .changed$.pipe(filter(() => tab.container.get(CommentOutbox).items().length === 0)),
    );
  const storedComments = async () =>
    ((await tab.container.get(ReadGroups).topic(TOPIC))?.comments ?? []).map(({ bodyHtml }) => bodyHtml);

  beforeEach(async () => {
    clock = new ManualOutboxClock();
    open(openWorldTab({}, [override(OutboxClock, clock)]));
    await logInAs(tab, DEMO_ACCOUNTS.member);
  });

  it('keeps a comment written offline, says it waits, and posts it once when the network is back', async () => {
    offline();
    expect(await post('Written on the train')).toEqual({ ok: true, value: 'waiting' });
    expect(waiting()).toEqual(['Written on the train']);
    await online();
    await online();
    expect(waiting()).toEqual([]);
    // The failed send, then the one that went: never a third.
    expect(posted().filter((html) => html === '<p>Written on the train</p>')).toHaveLength(2);
    expect((await storedComments()).filter((html) => html === '<p>Written on the train</p>')).toHaveLength(1);
  });

  it('goes by itself, unasked, when the browser says the network is back', async () => {
    offline();
    await post('Sent by the online event');
    tab.world.groups.outage.end();
    const done = drained();
    tab.world.connectivity.set(true);
    await done;
    expect(await storedComments()).toContain('<p>Sent by the online event</p>');
  });

  it('sends in the order written; what is written while others wait queues behind them', async () => {
    offline();
    await post('first');
    tab.world.groups.outage.end();
    // The content system is back but the browser has not said so: the new one must not overtake.
    expect(await post('second')).toEqual({ ok: true, value: 'waiting' });
    await post('a reply', 1);
    await online();
    expect(posted().slice(-3)).toEqual(['<p>first</p>', '<p>second</p>', '<p>a reply</p>']);
    expect(tab.world.groups.postedComments.at(-1)?.replyTo).toBe(1);
  });

  it('keeps what waits through a reload, and the reloaded tab sends it', async () => {
    offline();
    await post('Before the reload');
    open(reloadTab(tab));
    expect(waiting()).toEqual(['Before the reload']);
    await online();
    expect(waiting()).toEqual([]);
    expect(await storedComments()).toContain('<p>Before the reload</p>');
  });

  it('after a send whose answer was lost, finds the comment stored and does not post it again', async () => {
    const answered = loseAnswers('postComment', new RemoteSystemError('drupal', null, { waitedMs: 25_000 }));
    expect(await post('Stored, answer lost')).toEqual({ ok: true, value: 'waiting' });
    answered();
    await online();
    expect(waiting()).toEqual([]);
    expect((await storedComments()).filter((html) => html === '<p>Stored, answer lost</p>')).toHaveLength(1);
  });

  it('posts again after a lost answer when the comment is not there, though an older one has the same words', async () => {
    await post('+1');
    clock.advance(10 * 60_000);
    tab.world.groups.outage.start(new RemoteSystemError('drupal', 503));
    expect(await post('+1')).toEqual({ ok: true, value: 'waiting' });
    await online();
    expect((await storedComments()).filter((html) => html === '<p>+1</p>')).toHaveLength(2);
  });

  it('tries again by itself, waiting longer after each failure, up to the longest wait', async () => {
    tab.world.groups.outage.start(new RemoteSystemError('drupal', 503));
    await post('While Drupal is down');
    const waits: (number | null)[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const wait = clock.nextWait();
      waits.push(wait);
      clock.advance(wait ?? 0);
      await sender().sendNow();
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, LONGEST_RETRY_MS, LONGEST_RETRY_MS]);
    tab.world.groups.outage.end();
    clock.advance(clock.nextWait() ?? 0);
    await sender().sendNow();
    expect(waiting()).toEqual([]);
    expect(clock.nextWait()).toBeNull();
    expect(FIRST_RETRY_MS).toBe(waits[0]);
  });

  it('leaves a refusal (422, 403) in place as an error: nothing waits', async () => {
    tab.world.groups.outage.start(new RemoteSystemError('drupal', 403));
    expect(await post('Refused')).toMatchObject({ ok: false, error: { kind: 'not-allowed' } });
    expect(waiting()).toEqual([]);
  });

  it('drops what waits at logout, and another account that logs in is never shown or sent it', async () => {
    offline();
    await post('Only for Marta');
    const tried = posted().length;
    tab.world.groups.outage.end();
    await tab.container.get(LogOut).execute();
    expect(waiting()).toEqual([]);
    expect(JSON.stringify([...tab.sessionStorage.entries])).not.toContain('Only for Marta');
    await logInAs(tab, DEMO_ACCOUNTS.organizer);
    await online();
    expect(waiting()).toEqual([]);
    expect(posted()).toHaveLength(tried);
  });

  it('keeps what waits through an expired session, and sends it once the same member is back', async () => {
    offline();
    await post('Through the expiry');
    expireServerSession(tab);
    await online();
    await tab.container.get(OutboxSender).sendNow();
    expect(tab.container.get(SessionStore).snapshot().expired).toBe(true);
    expect(tab.container.get(CommentOutbox).items()).toMatchObject([
      { text: 'Through the expiry', refused: null },
    ]);
    await logInAs(tab, DEMO_ACCOUNTS.member);
    await sender().sendNow();
    expect(waiting()).toEqual([]);
    expect((await storedComments()).filter((html) => html === '<p>Through the expiry</p>')).toHaveLength(1);
  });

  it('goes by itself, unasked, once the member whose session expired logs in again', async () => {
    offline();
    await post('Sent at the login');
    expireServerSession(tab);
    await online();
    expect(waiting()).toEqual(['Sent at the login']);
    const done = drained();
    await logInAs(tab, DEMO_ACCOUNTS.member);
    await done;
    expect(await storedComments()).toContain('<p>Sent at the login</p>');
  });

  it('refuses what waits when the member may no longer write there, the session still on', async () => {
    offline();
    await post('After leaving the group');
    tab.world.groups.outage.start(new RemoteSystemError('drupal', 403));
    tab.world.connectivity.set(true);
    await sender().sendNow();
    expect(tab.container.get(SessionStore).snapshot().session.userId).toBe(DEMO_ACCOUNTS.member.user.uid);
    expect(tab.container.get(CommentOutbox).items()).toMatchObject([
      { text: 'After leaving the group', refused: { kind: 'not-allowed' } },
    ]);
  });

  it('keeps a waiting comment the content system then refuses (422, its topic removed) in place, to take back', async () => {
    // The send leaves and nothing answers: it waits, maybe stored, and goes again after the first wait.
    tab.world.groups.outage.start();
    expect(await post('Refused later')).toEqual({ ok: true, value: 'waiting' });
    tab.world.groups.outage.end();
    // Not stored, so it is posted again; core refuses it as it refuses a comment on a topic removed meanwhile.
    tab.world.groups.postComment = () => Promise.reject(refused(422, TOPIC_REFUSALS.noTopic(TOPIC)));
    clock.advance(clock.nextWait() ?? 0);
    await sender().sendNow();
    const outbox = tab.container.get(CommentOutbox);
    expect(outbox.items()).toMatchObject([{ text: 'Refused later', refused: { kind: 'topic-removed' } }]);
    // Said once and for all: no later send is planned.
    expect(clock.nextWait()).toBeNull();
    outbox.remove(outbox.items()[0]!.id);
    expect(waiting()).toEqual([]);
    expect(await storedComments()).not.toContain('<p>Refused later</p>');
  });

  it('lets the member take one back (Cancel): it is never sent', async () => {
    offline();
    await post('Taken back');
    const tried = posted().length;
    const outbox = tab.container.get(CommentOutbox);
    outbox.remove(outbox.items()[0]!.id);
    await online();
    expect(posted()).toHaveLength(tried);
  });

  describe('an edit of the member’s own comment', () => {
    const OWN_COMMENT = 2;
    const version = async () =>
      (await tab.container.get(ReadGroups).topic(TOPIC))!.comments.find(({ id }) => id === OWN_COMMENT)!
        .changed;
    const edit = async (text: string, from?: string) =>
      tab.container.get(EditComment).execute(OWN_COMMENT, text, from ?? (await version()), TOPIC);
    const stored = async () =>
      (await tab.container.get(ReadGroups).topic(TOPIC))!.comments.find(({ id }) => id === OWN_COMMENT)!
        .bodyHtml;

    it('waits offline and is saved when the network is back', async () => {
      const from = await version();
      offline();
      expect(await edit('Changed on the train', from)).toEqual({ ok: true, value: 'waiting' });
      expect(tab.container.get(CommentOutbox).items()).toMatchObject([
        { topicNid: TOPIC, edit: { cid: OWN_COMMENT, changed: from } },
      ]);
      await online();
      expect(waiting()).toEqual([]);
      expect(await stored()).toBe('<p>Changed on the train</p>');
    });

    it('counts a lost save that was stored as saved: the newer version is its own text', async () => {
      const answered = loseAnswers('editComment', new RemoteSystemError('drupal', 504));
      expect(await edit('Saved, answer lost')).toEqual({ ok: true, value: 'waiting' });
      answered();
      await online();
      expect(tab.container.get(CommentOutbox).items()).toEqual([]);
      expect(await stored()).toBe('<p>Saved, answer lost</p>');
    });

    it('never saves over another newer text: it stays, refused, for the member to take back', async () => {
      const from = await version();
      offline();
      await edit('Mine, from the train', from);
      tab.world.groups.outage.end();
      await tab.world.groups.editComment(
        tab.world.accounts.loggedInUid,
        OWN_COMMENT,
        '<p>Saved meanwhile elsewhere</p>',
        from,
      );
      await online();
      expect(await stored()).toBe('<p>Saved meanwhile elsewhere</p>');
      expect(tab.container.get(CommentOutbox).items()).toMatchObject([
        { text: 'Mine, from the train', refused: { kind: 'conflict' } },
      ]);
      // A refused item holds nothing up: what is written after it goes.
      await post('After the refused edit');
      expect(await storedComments()).toContain('<p>After the refused edit</p>');
    });
  });
});
