import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { roundsInTurns, type BuildPairFigures, type BuildPairInput } from '../build-pair';
import { launchChromium } from '../emulation';
import { logInAsMember } from '../pages';
import { builtBaseline } from '../render/baseline-build';
import { startBenchServer, type BenchServer } from '../sandbox-server';
import type { ActLatency } from './event-timing';
import { INTERACTIONS, type Interaction } from './interactions';
import { latencyOf, measureOnce, phoneContext, type BuildLatency } from './phone-act';

export type { BuildLatency } from './phone-act';

/** main as issue 46 measured it; BENCH_INTERACTIONS_BASELINE names another commit. */
const BASELINE = process.env.BENCH_INTERACTIONS_BASELINE || '05be11c';
/** Rounds of each interaction on each build (BENCH_INTERACTIONS_ROUNDS for a shorter trial). */
export const INTERACTION_ROUNDS = Number(process.env.BENCH_INTERACTIONS_ROUNDS ?? 5);
export interface InteractionFigures {
  readonly name: string;
  readonly reader: Interaction['reader'];
  readonly earlier: BuildLatency;
  readonly current: BuildLatency;
}

export interface InteractionsFigures extends BuildPairFigures {
  readonly interactions: readonly InteractionFigures[];
}

/** One build served by a sandbox of its own, its visitor's tabs and the member's one tab. */
interface Served {
  readonly server: BenchServer;
  readonly member: Page;
}

/**
 * The interactions column (issue 46): BASELINE's build and this one, each served by a fresh sandbox, in one
 * Chromium at 390 px with the CPU slowed four times during each act (the page loads and settles unslowed).
 * Each round measures every interaction on both builds, in turns, so a busy moment of the machine meets both.
 */
export async function measureInteractions(input: BuildPairInput): Promise<{
  figures: InteractionsFigures;
  chromium: string;
}> {
  const { folder, cache, steps } = input;
  const log = (line: string) => steps.log(`interactions: ${line}`);
  const baseline = await steps.step(`interactions: build of ${BASELINE}`, () =>
    builtBaseline(BASELINE, cache),
  );
  const browser = await launchChromium();
  const started: Served[] = [];
  try {
    const serve = async (dist: string) => {
      const server = await startBenchServer({ staticDir: dist });
      const context = await phoneContext(browser, server.origin);
      const member = await context.newPage();
      started.push({ server, member });
      await logInAsMember(member);
      return { server, member };
    };
    const earlier = await steps.step('interactions: serve the earlier build', () =>
      serve(join(baseline.folder, 'dist')),
    );
    const current = await steps.step('interactions: serve this build', () => serve(join(folder, 'dist')));
    type Outcomes = (ActLatency | null)[];
    const measured = new Map<Interaction, { earlier: Outcomes; current: Outcomes }>();
    const load = await roundsInTurns(input, 'interactions', INTERACTION_ROUNDS, async (order) => {
      for (const interaction of INTERACTIONS) {
        const entry = measured.get(interaction) ?? { earlier: [], current: [] };
        measured.set(interaction, entry);
        for (const which of order) {
          const served = which === 'earlier' ? earlier : current;
          const target = { origin: served.server.origin, member: served.member };
          entry[which].push(await measureOnce(browser, target, interaction, log));
        }
      }
    });
    return {
      chromium: browser.version(),
      figures: {
        baseline: baseline.commit,
        rounds: INTERACTION_ROUNDS,
        ...load,
        interactions: INTERACTIONS.map((interaction) => {
          const { earlier, current: now } = measured.get(interaction)!;
          return {
            name: interaction.name,
            reader: interaction.reader,
            earlier: latencyOf(earlier),
            current: latencyOf(now),
          };
        }),
      },
    };
  } finally {
    await browser.close();
    await Promise.all(started.map(({ server }) => server.close()));
  }
}
