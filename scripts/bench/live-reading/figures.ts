import {
  nextWatchDelay,
  WATCH_BACKOFF_CAP_MS,
  WATCH_INTERVAL_MS,
} from '../../../src/domain/groups/comment-arrivals';

/** The members the issue asks about: what 1,000 of them reading at once add to Drupal. */
export const MEMBERS_READING = 1_000;
/** A likelier moment than all of them at once: one member in twenty with a visible tab open. */
export const SHARE_READING = 1 / 20;

/**
 * What the live reading (issue 61) costs, computed from its beat and back-off (comment-arrivals.ts), not
 * measured: an open topic reads its comment statistics once a beat, "New in your groups" the groups' latest
 * activity once a beat (and its news only after others wrote), a group's page its topics once a beat.
 */
export interface LiveReadingFigures {
  readonly intervalSeconds: number;
  /** Requests per open tab per minute while the page is visible, and while it is hidden. */
  readonly visiblePerMinute: number;
  readonly hiddenPerMinute: number;
  /** While Drupal fails: the minutes until the wait reaches its cap, and the requests a minute after. */
  readonly minutesToCap: number;
  readonly failingPerMinute: number;
  /** Reads a minute, and a second, at MEMBERS_READING members each with one visible tab, and at SHARE_READING. */
  readonly allReadingPerMinute: number;
  readonly allReadingPerSecond: number;
  readonly shareReadingPerMinute: number;
  readonly shareReadingPerSecond: number;
}

const perMinute = (waitMs: number) => 60_000 / waitMs;

export function liveReadingFigures(): LiveReadingFigures {
  const visiblePerMinute = perMinute(WATCH_INTERVAL_MS);
  let waitedMs = 0;
  let failures = 0;
  while (nextWatchDelay(failures) < WATCH_BACKOFF_CAP_MS) waitedMs += nextWatchDelay(failures++);
  const allReadingPerMinute = MEMBERS_READING * visiblePerMinute;
  const shareReadingPerMinute = allReadingPerMinute * SHARE_READING;
  return {
    intervalSeconds: WATCH_INTERVAL_MS / 1000,
    visiblePerMinute,
    hiddenPerMinute: 0,
    minutesToCap: waitedMs / 60_000,
    failingPerMinute: perMinute(WATCH_BACKOFF_CAP_MS),
    allReadingPerMinute,
    allReadingPerSecond: allReadingPerMinute / 60,
    shareReadingPerMinute,
    shareReadingPerSecond: shareReadingPerMinute / 60,
  };
}

const figure = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** The figures as a Markdown table of their own. */
export function liveReadingTable(live: LiveReadingFigures): string {
  const rows: readonly (readonly [string, string, string])[] = [
    [
      'requests per open tab per minute, visible (topic, member area, group page: one read a beat each)',
      `${figure(live.visiblePerMinute)} (every ${live.intervalSeconds} s)`,
      `≤ 2${live.visiblePerMinute <= 2 ? ' ✅' : ' ❌'}`,
    ],
    [
      'requests per open tab per minute, hidden',
      figure(live.hiddenPerMinute),
      `0${live.hiddenPerMinute === 0 ? ' ✅' : ' ❌'}`,
    ],
    [
      'while Drupal fails: requests per tab per minute once backed off',
      `${figure(live.failingPerMinute)} (after ${figure(live.minutesToCap)} minutes of failures)`,
      'backs off',
    ],
    [
      `added to Drupal at ${MEMBERS_READING.toLocaleString('en')} members reading at once`,
      `${figure(live.allReadingPerMinute)} reads a minute (${figure(live.allReadingPerSecond)} a second)`,
      '',
    ],
    [
      `the same with one member in ${1 / SHARE_READING} reading`,
      `${figure(live.shareReadingPerMinute)} reads a minute (${figure(live.shareReadingPerSecond)} a second)`,
      '',
    ],
  ];
  return [
    '| live reading (computed from the beat, issue 61) | figure | target |',
    '| --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
