import { join } from 'node:path';
import { launchLighthouseBrowser, medianOf, type LighthouseMedian, type LighthouseRun } from '../lighthouse';
import { startProductionStack } from '../production/stack';
import { roundsInTurns, type BuildPairFigures, type BuildPairInput } from '../build-pair';
import { builtBaseline } from '../render/baseline-build';
import { startBenchServer } from '../sandbox-server';
import type { Steps } from '../steps';
import { previousLandedBuild } from './previous-build';

/** The public pages issue 52 holds to its main-thread goals. */
export const MAIN_THREAD_PAGES = ['/', '/news', '/group/1'] as const;
/** Lighthouse mobile runs of each page on each build and way (BENCH_MAIN_THREAD_ROUNDS for a shorter trial). */
const ROUNDS = Number(process.env.BENCH_MAIN_THREAD_ROUNDS ?? 5);
/** `npm start`'s sandbox and the nginx stack; BENCH_MAIN_THREAD_WAYS=sandbox measures one. */
const WAYS = (process.env.BENCH_MAIN_THREAD_WAYS ?? 'sandbox,nginx').split(',') as Way[];

export type Way = 'sandbox' | 'nginx';

export interface MainThreadPage {
  readonly way: Way;
  readonly path: string;
  readonly earlier: LighthouseMedian;
  readonly current: LighthouseMedian;
}

export interface MainThreadFigures extends BuildPairFigures {
  readonly pages: readonly MainThreadPage[];
}

interface Origins {
  readonly earlier: string;
  readonly current: string;
}

/**
 * The main-thread column (issue 52): Lighthouse mobile (4× CPU, simulated) on each public page, this build beside
 * the previous landed one, each served as `npm start` serves it and through the nginx stack. Runs alternate
 * between the builds, so a busy moment of the machine meets both. Reports TBT and the longest task.
 */
export async function measureMainThread(input: BuildPairInput): Promise<MainThreadFigures> {
  const { folder, cache, steps } = input;
  const ref = previousLandedBuild();
  const baseline = await steps.step(`main-thread: build of ${ref}`, () => builtBaseline(ref, cache));
  const stops: (() => Promise<void>)[] = [];
  const lighthouse = await launchLighthouseBrowser();
  try {
    const origins = new Map<Way, Origins>();
    for (const way of WAYS) {
      const serve = async (dist: string) => {
        if (way === 'sandbox') {
          const server = await startBenchServer({ staticDir: dist });
          stops.push(() => server.close());
          return server.origin;
        }
        const stack = await startProductionStack(dist);
        stops.push(() => stack.stop());
        return stack.origin;
      };
      const served = await steps.step(`main-thread: serve both builds (${way})`, async () => ({
        earlier: await serve(join(baseline.folder, 'dist')),
        current: await serve(join(folder, 'dist')),
      }));
      // Each page read once first: nginx keeps it, as every visitor after the first meets it.
      for (const origin of [served.earlier, served.current])
        for (const path of MAIN_THREAD_PAGES) await fetch(`${origin}${path}`).then((answer) => answer.text());
      origins.set(way, served);
    }
    const runs = new Map<string, { earlier: LighthouseRun[]; current: LighthouseRun[] }>();
    const load = await roundsInTurns(input, 'main-thread', ROUNDS, async (order) => {
      for (const [way, served] of origins)
        for (const path of MAIN_THREAD_PAGES) {
          const key = `${way} ${path}`;
          const entry = runs.get(key) ?? { earlier: [], current: [] };
          runs.set(key, entry);
          for (const which of order) {
            const run = await runOnceMore(() => lighthouse.run(`${served[which]}${path}`, 'mobile'), steps);
            if (!run) continue;
            steps.log(
              `main-thread: ${which} ${key} TBT ${Math.round(run.tbtMs)} ms, longest ${Math.round(run.longestTaskMs)} ms, score ${run.score}`,
            );
            entry[which].push(run);
          }
        }
    });
    const pages = [...origins.keys()].flatMap((way) =>
      MAIN_THREAD_PAGES.map((path) => {
        const { earlier, current } = runs.get(`${way} ${path}`)!;
        return { way, path, earlier: medianOf(earlier), current: medianOf(current) };
      }),
    );
    return { baseline: baseline.commit, rounds: ROUNDS, pages, ...load };
  } finally {
    await lighthouse.close();
    for (const stop of stops) await stop();
  }
}

/**
 * A Lighthouse run, once more if it fails (on a busy machine its trace now and then misses the navigation,
 * NO_NAVSTART); null, and the run left out of the median, if the second fails too.
 */
async function runOnceMore(run: () => Promise<LighthouseRun>, steps: Steps): Promise<LighthouseRun | null> {
  for (let attempt = 1; ; attempt += 1)
    try {
      return await run();
    } catch (error) {
      steps.log(`main-thread: a Lighthouse run failed (${String(error)})`);
      if (attempt === 2) return null;
    }
}
