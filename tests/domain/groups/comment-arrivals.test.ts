import { describe, expect, it } from 'vitest';
import {
  arrivedSince,
  nextWatchDelay,
  WATCH_BACKOFF_CAP_MS,
  WATCH_INTERVAL_MS,
} from '@/domain/groups/comment-arrivals';

describe('how long an open topic waits before asking again', () => {
  it.each([
    [0, 30_000],
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [4, 480_000],
    [5, 480_000],
    [60, 480_000],
    [Number.POSITIVE_INFINITY, 480_000],
    [-1, 30_000],
  ])('after %s failures in a row: %s ms', (failures, delay) => {
    expect(nextWatchDelay(failures)).toBe(delay);
  });

  it('asks at most twice a minute while nothing fails, and never less often than every 8 minutes', () => {
    expect(60_000 / WATCH_INTERVAL_MS).toBeLessThanOrEqual(2);
    expect(WATCH_BACKOFF_CAP_MS).toBe(8 * 60_000);
  });
});

describe('how many comments arrived', () => {
  const stats = (count: number) => ({ count, lastCommentAt: '2026-11-27T10:00:00+00:00' });

  it.each([
    [3, 5, 2],
    [3, 3, 0],
    [0, 1, 1],
    // One removed meanwhile is not an arrival, nor a negative one.
    [3, 2, 0],
  ])('with %s shown and %s counted: %s', (shown, counted, arrived) => {
    expect(arrivedSince(shown, stats(counted))).toBe(arrived);
  });
});
