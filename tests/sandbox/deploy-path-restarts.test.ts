import { describe, expect, it } from 'vitest';
import {
  type ReadinessSample,
  type ReadyzAnswer,
  type Stop,
  stopFigures,
  stopProblems,
  stopsSeen,
} from '../../scripts/deploy-path/restart-figures';

/** A stop of `unit` signalled at 1000 ms and out `exitMs` later. */
const stop = (unit: string, exitMs: number, killed = false): Stop => ({
  unit,
  pid: 1,
  signalled: 1000,
  exited: 1000 + exitMs,
  killed,
});
/** A scrape sent at `sent` and answered 20 ms later, or at `answered`. */
const sample = (sent: number, ready: boolean | null, answered = sent + 20): ReadinessSample => ({
  instance: '9101',
  sent,
  answered,
  ready,
});
const stopping: ReadyzAnswer = { instance: '9101', at: 1300, status: 503, stopping: true };

/** What CI's deploy path asks of each renderer restart (scripts/deploy-path/restarts.ts, issue 53). */
describe('the deploy path’s judgement of renderer restarts', () => {
  it('passes a stop out within 5 s, /readyz 503 stopping and necs_ready 0 from the signal on', () => {
    const seen = stopsSeen(
      [stop('necs-renderer@9101', 1200)],
      [sample(900, true), sample(1100, true), sample(1250, false), sample(1400, false), sample(2300, null)],
      [stopping],
    );
    expect(seen).toEqual([
      {
        unit: 'necs-renderer@9101',
        exitMs: 1200,
        killed: false,
        firstNotReadyMs: 270,
        readyBeforeTaken: 1,
        readyAgain: 0,
        readyz: '503 stopping',
      },
    ]);
    expect(stopProblems(seen, 1)).toEqual([]);
    expect(stopFigures(seen)).toMatch(/^1 stops, 0 SIGKILL, out after SIGTERM in 1\.20 s/);
  });

  it('names a SIGKILL, a slow exit, a /readyz still 200, and readiness back while stopping', () => {
    const seen = stopsSeen(
      [stop('necs-renderer@9101', 15_040, true)],
      [sample(1100, false), sample(1200, true)],
      [{ instance: '9101', at: 1300, status: 200, stopping: false }],
    );
    expect(stopProblems(seen, 1)).toEqual([
      'necs-renderer@9101: SIGKILL after TimeoutStopSec',
      'necs-renderer@9101: out 15040 ms after SIGTERM',
      'necs-renderer@9101: /readyz after the signal said 200',
      'necs-renderer@9101: necs_ready 1 again 1 times while stopping',
    ]);
  });

  it('asks no scrape of a stop out before the next scrape could come', () => {
    const seen = stopsSeen(
      [stop('necs-renderer@9101', 60)],
      [sample(950, true)],
      [{ ...stopping, at: 1050 }],
    );
    expect(seen[0]?.firstNotReadyMs).toBeNull();
    expect(stopProblems(seen, 1)).toEqual([]);
  });

  it('counts a 0 answered after the signal by a scrape sent just before it, which a quick drain may end on', () => {
    // CI, 2026-11-28: the Sentinel's /readyz finished on that 0, and the renderer was out 0.25 s after the signal.
    const seen = stopsSeen(
      [stop('necs-renderer@9101', 250)],
      [sample(900, true), sample(990, false, 1040), sample(1140, null)],
      [{ ...stopping, at: 1040 }],
    );
    expect(seen[0]).toMatchObject({ firstNotReadyMs: 40, readyBeforeTaken: 0, readyAgain: 0 });
    expect(stopProblems(seen, 1)).toEqual([]);
  });

  it('names a stop nothing saw, and a missing stop', () => {
    const seen = stopsSeen([stop('necs-renderer@9101', 300)], [sample(1100, true)], []);
    expect(stopProblems(seen, 2)).toEqual([
      '1 stops, not 2',
      'necs-renderer@9101: /readyz after the signal said nothing',
      'necs-renderer@9101: no scrape read necs_ready 0',
    ]);
  });
});
