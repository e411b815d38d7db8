import type { Steps } from './steps';

/**
 * The frame the columns that measure this build beside an earlier one share (interactions, main thread): what
 * main.ts hands them, the rounds taken in turns, and the machine's load around those rounds.
 */

/** What main.ts hands such a column: this build's folder, the cache of earlier builds, its steps and the load. */
export type BuildPairInput = Readonly<{
  folder: string;
  cache: string;
  steps: Steps;
  loadAverage: () => number[];
}>;

/** The earlier build and this one. */
export type Build = 'earlier' | 'current';

/** The figures' frame: the earlier build's commit, how many rounds, and the machine's load around them. */
export interface BuildPairFigures {
  readonly baseline: string;
  readonly rounds: number;
  /** The machine's load average when the rounds began and when they ended. */
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
}

/**
 * `measure` in `rounds` rounds, each a step of `column`'s, handed both builds in that round's order: in turns,
 * so that neither build always goes first and a busy moment of the machine meets both. Returns the load
 * average when the rounds began and when they ended.
 */
export async function roundsInTurns(
  { steps, loadAverage }: Pick<BuildPairInput, 'steps' | 'loadAverage'>,
  column: string,
  rounds: number,
  measure: (order: readonly Build[]) => Promise<void>,
): Promise<Pick<BuildPairFigures, 'loadBefore' | 'loadAfter'>> {
  const loadBefore = loadAverage();
  for (let round = 0; round < rounds; round += 1)
    await steps.step(`${column}: round ${round + 1} of ${rounds}`, () =>
      measure(round % 2 ? ['current', 'earlier'] : ['earlier', 'current']),
    );
  return { loadBefore, loadAfter: loadAverage() };
}

/** The last line of such a column's table: the machine's load around its rounds. */
export function loadLine({
  loadBefore,
  loadAfter,
}: Pick<BuildPairFigures, 'loadBefore' | 'loadAfter'>): string {
  const load = (figures: readonly number[]) => figures.map((value) => value.toFixed(2)).join(' ');
  return `Load average ${load(loadBefore)} when the rounds began, ${load(loadAfter)} when they ended.`;
}
