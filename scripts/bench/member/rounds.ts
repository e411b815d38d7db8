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
    for (const [index, screen] of screens.entries()) runs[index]!.push(await run(screen));
  return { medians: runs.map(medianOf), runs: rounds * screens.length, ms: Date.now() - started };
}
