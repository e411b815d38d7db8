import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { launchChromium } from '../emulation';
import { logInAsMember, openRendered } from '../pages';
import { builtBaseline } from '../render/baseline-build';
import { startBenchServer, type BenchServer } from '../sandbox-server';
import { median } from '../statistics';
import type { Steps } from '../steps';
import { actLatency, watchEvents } from './event-timing';
import { INTERACTIONS, type Interaction } from './interactions';

/** main as issue 46 measured it; BENCH_INTERACTIONS_BASELINE names another commit. */
const BASELINE = process.env.BENCH_INTERACTIONS_BASELINE || '05be11c';
/** Rounds of each interaction on each build (BENCH_INTERACTIONS_ROUNDS for a shorter trial). */
export const INTERACTION_ROUNDS = Number(process.env.BENCH_INTERACTIONS_ROUNDS ?? 5);
/** A mid-range phone: its screen, and its CPU four times slower than this machine's. */
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, cpuSlowdown: 4 } as const;

export interface BuildLatency {
  /** Each round's latency in ms; null for a round whose act failed. */
  readonly rounds: readonly (number | null)[];
  readonly medianMs: number;
  readonly worstMs: number;
  /** The event of the worst round (`pointerup`, `keydown`…). */
  readonly worstEvent: string | null;
}

export interface InteractionFigures {
  readonly name: string;
  readonly reader: Interaction['reader'];
  readonly earlier: BuildLatency;
  readonly current: BuildLatency;
}

export interface InteractionsFigures {
  readonly baseline: string;
  readonly rounds: number;
  readonly interactions: readonly InteractionFigures[];
  /** The machine's load average when the rounds began and when they ended. */
  readonly loadBefore: readonly number[];
  readonly loadAfter: readonly number[];
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
export async function measureInteractions({
  folder,
  cache,
  steps,
  loadAverage,
}: Readonly<{ folder: string; cache: string; steps: Steps; loadAverage: () => number[] }>): Promise<{
  figures: InteractionsFigures;
  chromium: string;
}> {
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
    const loadBefore = loadAverage();
    const measured = new Map<Interaction, { earlier: (number | null)[]; current: (number | null)[] }>();
    const events = new Map<string, string | null>();
    for (let round = 0; round < INTERACTION_ROUNDS; round += 1)
      await steps.step(`interactions: round ${round + 1} of ${INTERACTION_ROUNDS}`, async () => {
        for (const interaction of INTERACTIONS) {
          const entry = measured.get(interaction) ?? { earlier: [], current: [] };
          measured.set(interaction, entry);
          // Turn about: neither build always goes first.
          const order = round % 2 ? (['current', 'earlier'] as const) : (['earlier', 'current'] as const);
          for (const which of order) {
            const served = which === 'earlier' ? earlier : current;
            const outcome = await measureOnce(browser, served, interaction, steps);
            entry[which].push(outcome?.ms ?? null);
            if (outcome) events.set(`${which} ${interaction.name} ${outcome.ms}`, outcome.event);
          }
        }
      });
    const latency = (which: 'earlier' | 'current', interaction: Interaction, rounds: (number | null)[]) => {
      const done = rounds.filter((ms): ms is number => ms !== null);
      const worstMs = done.length ? Math.max(...done) : Number.NaN;
      return {
        rounds,
        medianMs: median(done),
        worstMs,
        worstEvent: events.get(`${which} ${interaction.name} ${worstMs}`) ?? null,
      };
    };
    return {
      chromium: browser.version(),
      figures: {
        baseline: baseline.commit,
        rounds: INTERACTION_ROUNDS,
        loadBefore,
        loadAfter: loadAverage(),
        interactions: INTERACTIONS.map((interaction) => {
          const { earlier: before, current: now } = measured.get(interaction)!;
          return {
            name: interaction.name,
            reader: interaction.reader,
            earlier: latency('earlier', interaction, before),
            current: latency('current', interaction, now),
          };
        }),
      },
    };
  } finally {
    await browser.close();
    await Promise.all(started.map(({ server }) => server.close()));
  }
}

function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const { width, height, deviceScaleFactor } = PHONE;
  // No service worker: both builds' pages come from their sandbox alike.
  return browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
}

/** One act on a settled page: a fresh visitor's tab, or the member's tab (where the login is kept). */
async function measureOnce(browser: Browser, served: Served, interaction: Interaction, steps: Steps) {
  const visitor = interaction.reader === 'visitor' ? await phoneContext(browser, served.server.origin) : null;
  const page = visitor ? await visitor.newPage() : served.member;
  try {
    await openRendered(page, interaction.path);
    const cpu = await page.context().newCDPSession(page);
    try {
      await slowDown(cpu, PHONE.cpuSlowdown);
      await interaction.ready?.(page);
      await watchEvents(page);
      await interaction.act(page);
      return await actLatency(page);
    } finally {
      await slowDown(cpu, 1);
      await cpu.detach();
    }
  } catch (error) {
    steps.log(`interactions: ${interaction.name} failed on ${served.server.origin}: ${String(error)}`);
    return null;
  } finally {
    await visitor?.close();
  }
}

const slowDown = (cpu: CDPSession, rate: number) => cpu.send('Emulation.setCPUThrottlingRate', { rate });
