import { medianOf, type LighthouseMedian, type LighthouseRun } from '../lighthouse';

export interface RoundsOutcome {
  /** Each screen's medians, in the order the screens were given. */
  medians: LighthouseMedian[];
  runs: number;
  ms: number;
}

/**
 * Every screen once a round, in the order given, for `rounds` rounds: the screens compared meet the same
 * machine load, as the production column's portal and snapshot runs do by alternating.
 */
export async function inRounds<S>(
  screens: readonly S[],
  rounds: number,
  run: (screen: S) => Promise<LighthouseRun>,
): Promise<RoundsOutcome> {
  const started = Date.now();
  const runs: LighthouseRun[][] = screens.map(() => []);
  for (let round = 0; round < rounds; round += 1)
    for (const [index, screen] of screens.entries()) runs[index]!.push(await once(run, screen));
  return { medians: runs.map(medianOf), runs: rounds * screens.length, ms: Date.now() - started };
}

/**
 * One run, again once if Lighthouse lost the trace of the load (NO_NAVSTART, "Please run Lighthouse again"),
 * which it did about once in 50 member runs here: a lost recording, not a figure of the page.
 */
async function once<S>(run: (screen: S) => Promise<LighthouseRun>, screen: S): Promise<LighthouseRun> {
  try {
    return await run(screen);
  } catch (failure) {
    if (!String(failure).includes('NO_NAVSTART')) throw failure;
    return run(screen);
  }
}
