import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchComments } from '@/application/groups/watch-comments';
import type { RepeatWhileVisible } from '@/application/repeat-while-visible';
import { RemoteSystemError } from '@/application/remote-system-error';
import type { CommentStatistics } from '@/domain/groups/comment-arrivals';
import { ManualScheduler } from '@/infrastructure/fakes/manual-scheduler';
import { credentials, logInOrFail } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { demoWorld, type DemoWorld } from '../support/demo-world';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
// In Film History, where the member and the organizer both write.
const TOPIC = DEMO_TOPIC_NIDS.readingList;

describe('an open topic reads its comment statistics while the page is visible (WatchComments)', () => {
  let world: DemoWorld;
  let clock: ManualScheduler;
  let told: CommentStatistics[];
  const watch = () =>
    new WatchComments(world.groups, clock).topic(TOPIC, (statistics) => told.push(statistics));
  let watching: RepeatWhileVisible | null = null;
  /** Watches the topic on a visible page; stopped after each test. */
  const watchVisible = () => {
    watching = watch();
    watching.setVisible(true);
    return watching;
  };
  const reads = () => vi.spyOn(world.groups, 'getCommentStatistics');

  beforeEach(async () => {
    world = demoWorld();
    clock = new ManualScheduler();
    told = [];
    await logInOrFail(world.accounts, ...credentials('member'));
  });
  afterEach(() => watching?.stop());

  it('asks twice a minute while visible, the first time a whole interval after the topic opened', async () => {
    const calls = reads();
    watchVisible();
    await clock.advance(29 * SECOND);
    expect(calls).not.toHaveBeenCalled();
    await clock.advance(SECOND);
    expect(calls).toHaveBeenCalledTimes(1);
    await clock.advance(10 * MINUTE - 30 * SECOND);
    // The figure the issue asks for: requests per open tab per minute while visible.
    expect(calls.mock.calls.length / 10).toBe(2);
    expect(told.at(-1)?.count).toBe((await world.groups.getTopic(TOPIC))?.comments.length);
  });

  it('asks nothing while the page is hidden, and catches up at once when shown after the interval', async () => {
    const calls = reads();
    const open = watchVisible();
    await clock.advance(30 * SECOND);
    open.setVisible(false);
    await clock.advance(10 * MINUTE);
    expect(calls).toHaveBeenCalledTimes(1);
    open.setVisible(true);
    await clock.advance(0);
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('shown again sooner than the interval, waits for the rest of it (flicking tabs asks no more)', async () => {
    const calls = reads();
    const open = watchVisible();
    await clock.advance(20 * SECOND);
    open.setVisible(false);
    open.setVisible(true);
    await clock.advance(9 * SECOND);
    expect(calls).not.toHaveBeenCalled();
    await clock.advance(SECOND);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('tells the statistics read, so another member’s comment is seen within the interval', async () => {
    watchVisible();
    await clock.advance(30 * SECOND);
    const before = told.at(-1)!.count;
    await world.accounts.logOut();
    await logInOrFail(world.accounts, ...credentials('organizer'));
    await world.groups.postComment(world.accounts.loggedInUid, TOPIC, '<p>Seen while reading.</p>');
    await world.accounts.logOut();
    await logInOrFail(world.accounts, ...credentials('member'));
    await clock.advance(30 * SECOND);
    expect(told.at(-1)!.count).toBe(before + 1);
  });

  it('backs off on failures, doubling the wait to its cap, and returns to the interval after a success', async () => {
    const calls = reads();
    watchVisible();
    const at: number[] = [];
    calls.mockImplementation(async () => {
      at.push(clock.now());
      throw new RemoteSystemError('drupal', 503);
    });
    await clock.advance(40 * MINUTE);
    const waits = at.map((moment, index) => moment - (at[index - 1] ?? 0));
    expect(waits.slice(0, 7)).toEqual([30, 60, 120, 240, 480, 480, 480].map((s) => s * SECOND));
    expect(told).toEqual([]);
    calls.mockRestore();
    const afterOutage = reads();
    await clock.advance(8 * MINUTE);
    afterOutage.mockClear();
    await clock.advance(MINUTE);
    expect(afterOutage).toHaveBeenCalledTimes(2);
  });

  it('tells nothing of a topic removed meanwhile, and cancels a read under way when stopped', async () => {
    const calls = reads();
    let asked: AbortSignal | undefined;
    calls.mockImplementationOnce(async () => null);
    calls.mockImplementationOnce(
      (_nid: number, options?: { signal?: AbortSignal }) =>
        new Promise<CommentStatistics | null>((_resolve, reject) => {
          asked = options?.signal;
          asked?.addEventListener('abort', () => reject(new Error('cancelled')));
        }),
    );
    const open = watchVisible();
    await clock.advance(30 * SECOND);
    expect(told).toEqual([]);
    await clock.advance(30 * SECOND);
    expect(asked?.aborted).toBe(false);
    open.stop();
    expect(asked?.aborted).toBe(true);
  });

  it('stops: nothing waits and nothing more is asked', async () => {
    const calls = reads();
    const open = watchVisible();
    open.stop();
    expect(clock.waiting).toBe(0);
    open.setVisible(true);
    await clock.advance(5 * MINUTE);
    expect(calls).not.toHaveBeenCalled();
  });
});
