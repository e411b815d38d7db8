import { beforeEach, describe, expect, it } from 'vitest';
import { RepeatWhileVisible } from '@/application/repeat-while-visible';
import { WATCH_INTERVAL_MS } from '@/domain/groups/comment-arrivals';
import { ManualScheduler } from '@/infrastructure/fakes/manual-scheduler';

/**
 * The heartbeat of live reading at its edges: a read that is slow to answer, a page hidden or shown while it
 * runs, a stop while it runs. WatchComments' tests hold the intervals themselves (watch-comments.test.ts).
 */
describe('a read repeated while the page is visible, when the read is slow', () => {
  let clock: ManualScheduler;
  /** Each read asked, with the means to answer it. */
  let asked: { signal: AbortSignal; answer(read: boolean): void }[];
  let repeat: RepeatWhileVisible;

  beforeEach(() => {
    clock = new ManualScheduler();
    asked = [];
    repeat = new RepeatWhileVisible(
      clock,
      (signal) =>
        new Promise<boolean>((resolve, reject) => {
          asked.push({ signal, answer: resolve });
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
  });

  /** Shown, and the first read asked (a whole interval after the screen was read). */
  const firstReadUnderWay = async () => {
    repeat.setVisible(true);
    await clock.advance(WATCH_INTERVAL_MS);
    expect(asked).toHaveLength(1);
  };

  it('asks one read at a time: hidden and shown again while one runs, no second one starts', async () => {
    await firstReadUnderWay();
    repeat.setVisible(false);
    repeat.setVisible(true);
    await clock.advance(3 * WATCH_INTERVAL_MS);
    expect(asked).toHaveLength(1);
    asked[0]!.answer(true);
    await clock.advance(WATCH_INTERVAL_MS);
    expect(asked).toHaveLength(2);
  });

  it('hidden while a read runs, plans none after it answers until shown again', async () => {
    await firstReadUnderWay();
    repeat.setVisible(false);
    asked[0]!.answer(true);
    await clock.advance(5 * WATCH_INTERVAL_MS);
    expect(asked).toHaveLength(1);
    expect(clock.waiting).toBe(0);
    repeat.setVisible(true);
    await clock.advance(0);
    expect(asked).toHaveLength(2);
  });

  it('stopped while a read runs: the read is cancelled and nothing more is ever asked', async () => {
    await firstReadUnderWay();
    repeat.stop();
    expect(asked[0]!.signal.aborted).toBe(true);
    await clock.advance(10 * WATCH_INTERVAL_MS);
    repeat.setVisible(false);
    repeat.setVisible(true);
    await clock.advance(10 * WATCH_INTERVAL_MS);
    expect(asked).toHaveLength(1);
    expect(clock.waiting).toBe(0);
  });

  it('stopped while hidden, stays stopped when shown', async () => {
    repeat.setVisible(true);
    repeat.setVisible(false);
    repeat.stop();
    repeat.setVisible(true);
    await clock.advance(10 * WATCH_INTERVAL_MS);
    expect(asked).toHaveLength(0);
  });
});
