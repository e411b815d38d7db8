import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FIRST_LOAD_BUDGET_KB, FIRST_LOAD_ROOM_KB, keepsRoom } from './fetched-bytes';
import { GROWN_ROUNDS, measureMembers } from './member/column';
import { measureDevice } from './device/column';
import { measureDrupalDown } from './drupal-down/column';
import { drupalDownMisses } from './drupal-down/goals';
import { drupalDownTable } from './drupal-down/lines';
import { deviceTable } from './device/lines';
import { INTERACTION_ROUNDS, measureInteractions } from './interactions/column';
import { measureMainThread } from './main-thread/column';
import { mainThreadTable, tbtRegressed } from './main-thread/lines';
import { interactionsTable } from './interactions/lines';
import { liveReadingFigures, liveReadingTable } from './live-reading/figures';
import { measureProduction } from './production/column';
import type { BenchResults } from './results';
import { measureRenders } from './render/column';
import { renderTable } from './render/lines';
import { measureSandbox } from './sandbox-column';
import { benchSteps } from './steps';
import { rowsOf } from './table';
import { markdownTable } from './table-columns';
import { writeJson } from './write-json';

/**
 * `npm run bench`: builds the portal and measures it in four columns, printing Markdown tables (stdout;
 * progress goes to stderr) and writing bench/results.json:
 * - sandbox: a fresh sandbox serving the build on a bench port, against issue 10's targets (sandbox-column.ts);
 * - production: the same build through nginx's page cache and the first-screen service, issue 18
 *   (production/column.ts);
 * - member: Lighthouse as the member (logged in through the login screen) and as a visitor through nginx, in
 *   one run, each screen against the visitor's `/`, then grown discussions against small ones, issue 30
 *   (member/column.ts), in a visitor and a member column;
 * - render: the first-screen service drawing pages afresh beside today's service, issue 33 (render/column.ts),
 *   in a table of its own;
 * - device: a repeat visit answered by the service worker, issue 29 (device/column.ts), in a table of its own;
 * - drupal-down: the service while Drupal answers in 800 ms, and while it hangs and comes back, with its log
 *   lines, beside 6d87646's, issues 43 and 53 (drupal-down/column.ts), in a table of its own; exits 1 on a miss.
 * - interactions: each everyday interaction's latency (Event Timing, as INP) on a phone's CPU, beside 05be11c's
 *   build, issue 46 (interactions/column.ts), in a table of its own.
 * - main-thread: TBT and the longest task at Lighthouse's mobile settings on `/`, `/news` and `/group/1`, through
 *   `npm start` and nginx, beside the previous landed build, issue 52 (main-thread/column.ts), in a table of its own.
 * - live reading: what comments arriving cost (requests per open tab per minute, visible and hidden, and at
 *   1,000 members reading), computed from the beat and its back-off, issue 61 (live-reading/figures.ts), in a
 *   table of its own in every run.
 * `--only sandbox`, `--only production`, `--only member`, `--only render`, `--only device`,
 * `--only drupal-down`, `--only interactions` or `--only main-thread` measures one (`--only member-topics`: the
 * member column's topics alone, issue 51) (a run of one of the last five writes bench/<column>-results.json, so
 * results.json keeps the last full run); several, comma-separated (`--only production,main-thread,interactions`),
 * measure those in one run and write bench/<column>+<column>…-results.json. Exits 1 when the byte budget fails, as CI does, or when TBT grew
 * by more than a quarter against the previous landed build, or when the drupal-down column misses a goal; every
 * other target is reported.
 *
 * BENCH_SKIP_BUILD=1 measures the dist/ already there; BENCH_LIMIT_SECONDS (default 540) is the time from a
 * column's start after which its Lighthouse pairs are cut (the member column's are never cut), least important first; BENCH_LOAD_SECONDS
 * (default 10) is how long each load runs; BENCH_PORTS (default 8390-8399) the ports the servers may take.
 */
const RUNS = 3;
/** In this checkout (git ignores .scratch/), not in node_modules, which may be linked from another checkout. */
const BENCH_CACHE = '.scratch/bench';
const limitMs = Number(process.env.BENCH_LIMIT_SECONDS ?? 540) * 1000;
const { only } = parseArgs({ options: { only: { type: 'string' } } }).values;
const COLUMNS = [
  'sandbox',
  'production',
  'member',
  'member-topics',
  'render',
  'device',
  'drupal-down',
  'interactions',
  'main-thread',
] as const;
/** Columns whose run alone writes a results file of its own. */
const OWN_FILES: readonly (string | undefined)[] = [
  'render',
  'member',
  'member-topics',
  'device',
  'drupal-down',
  'interactions',
  'main-thread',
];
const chosen = only?.split(',');
const unknown = chosen?.filter((column) => !COLUMNS.includes(column as (typeof COLUMNS)[number])) ?? [];
if (unknown.length > 0) throw new Error(`--only takes ${COLUMNS.join(', ')}, not ${unknown.join(', ')}.`);
const measures = (column: (typeof COLUMNS)[number]) => chosen === undefined || chosen.includes(column);
const steps = benchSteps();
const { step } = steps;

await step('build', () => {
  if (process.env.BENCH_SKIP_BUILD === '1') return steps.log('build skipped (BENCH_SKIP_BUILD=1)');
  // The build's own output goes to stderr, so stdout holds only the table.
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('The build failed.');
});
// Served from a copy: a build started meanwhile by someone else on this machine must not swap files mid-run.
// The server renderer goes beside it, where the sandbox and the nginx stack look for it; the copy lives
// inside the project so that the renderer's imports still resolve from its node_modules.
mkdirSync(BENCH_CACHE, { recursive: true });
const copyFolder = mkdtempSync(join(BENCH_CACHE, 'run-'));
const builtCopy = join(copyFolder, 'dist');
cpSync('dist', builtCopy, { recursive: true });
if (existsSync('dist-server')) cpSync('dist-server', join(copyFolder, 'dist-server'), { recursive: true });

let chromium = '';
const measure = async <T>(run: () => Promise<{ figures: T; chromium: string }>) => {
  const measured = await run();
  chromium = measured.chromium;
  return measured.figures;
};
try {
  const sandbox = !measures('sandbox')
    ? undefined
    : await measure(() =>
        measureSandbox({ dist: builtCopy, runs: RUNS, deadline: Date.now() + limitMs, steps }),
      );
  const production = !measures('production')
    ? undefined
    : await measure(() =>
        measureProduction({
          dist: builtCopy,
          runs: RUNS,
          deadline: Date.now() + limitMs,
          loadSeconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10),
          steps,
        }),
      );
  const member =
    measures('member') || chosen?.includes('member-topics')
      ? await measure(() =>
          measureMembers({
            dist: builtCopy,
            runs: RUNS,
            steps,
            part: measures('member') ? 'all' : 'topics',
            typingRounds: INTERACTION_ROUNDS,
          }),
        )
      : undefined;
  const device = measures('device')
    ? await measure(() => measureDevice({ dist: builtCopy, runs: RUNS, steps }))
    : undefined;
  const interactions = measures('interactions')
    ? await measure(() =>
        measureInteractions({ folder: copyFolder, cache: BENCH_CACHE, steps, loadAverage: loadavg }),
      )
    : undefined;
  const mainThread = measures('main-thread')
    ? await measureMainThread({ folder: copyFolder, cache: BENCH_CACHE, steps, loadAverage: loadavg })
    : undefined;
  // Last: it needs no browser, and measures the service with nothing else running.
  const render = measures('render')
    ? await steps.step('render', () => measureRenders({ folder: copyFolder, cache: BENCH_CACHE, steps }))
    : undefined;
  const drupalDown = measures('drupal-down')
    ? await steps.step('drupal-down', () =>
        measureDrupalDown({ folder: copyFolder, cache: BENCH_CACHE, steps }),
      )
    : undefined;
  await report({
    startedAt: new Date(steps.started).toISOString(),
    seconds: {
      total: Math.round((Date.now() - steps.started) / 1000),
      build: steps.seconds.build ?? 0,
      steps: steps.seconds,
    },
    machine: { cpus: availableParallelism(), node: process.version, chromium, loadAverage: loadavg() },
    sandbox,
    production,
    ...(member ? { member } : {}),
    ...(render ? { render } : {}),
    ...(device ? { device } : {}),
    ...(drupalDown ? { drupalDown } : {}),
    ...(interactions ? { interactions } : {}),
    ...(mainThread ? { mainThread } : {}),
    // Computed from the beat, not measured: in every run, whichever columns it measures.
    liveReading: liveReadingFigures(),
  });
} finally {
  rmSync(copyFolder, { recursive: true, force: true });
}

async function report(results: BenchResults): Promise<void> {
  // A run of one column beside the full ones keeps the last full run's figures: its own go beside them.
  const own = chosen !== undefined && (chosen.length > 1 || OWN_FILES.includes(only));
  const file = own ? `bench/${chosen.join('+')}-results.json` : 'bench/results.json';
  await writeJson(file, results);
  if (results.sandbox || results.production || results.member) console.log(markdownTable(rowsOf(results)));
  if (results.render) console.log(`\n${renderTable(results.render)}`);
  if (results.device) console.log(`\n${deviceTable(results.device)}`);
  if (results.drupalDown) console.log(`\n${drupalDownTable(results.drupalDown)}`);
  if (results.interactions) console.log(`\n${interactionsTable(results.interactions)}`);
  if (results.mainThread) console.log(`\n${mainThreadTable(results.mainThread)}`);
  if (results.liveReading) console.log(`\n${liveReadingTable(results.liveReading)}`);
  const lighthouse = (['sandbox', 'production'] as const).flatMap((column) => {
    const outcome = results[column]?.lighthouse;
    if (!outcome) return [];
    const cut = outcome.cut.length ? `, cut for time: ${outcome.cut.join(', ')}` : '';
    return [`${column} ${Math.round(outcome.secondsPerRun)} s a run${cut}`];
  });
  if (results.member)
    lighthouse.push(
      `member ${Math.round(results.member.secondsPerRun)} s a run` +
        (results.member.grown.length
          ? `, its grown discussions a median of ${Math.max(RUNS, GROWN_ROUNDS)}`
          : ''),
    );
  console.log(
    `\n${results.seconds.total} s on ${results.machine.cpus} cores (Chromium ${chromium}, Node ${process.version}, ` +
      `load average ${results.machine.loadAverage.map((value) => value.toFixed(2)).join(' ')}); ` +
      `${lighthouse.length ? `Lighthouse: median of ${RUNS}, ${lighthouse.join('; ')}. ` : ''}Details in ${file}.`,
  );

  const overBudget = (results.sandbox?.firstLoad ?? []).filter(
    (load) => !keepsRoom(load.totalGzipBytes) || load.privateLibraries.length > 0,
  );
  if (overBudget.length > 0) {
    console.error(
      `Byte budget failed (${FIRST_LOAD_BUDGET_KB} kB with ${FIRST_LOAD_ROOM_KB} kB of room kept, no Quill or react-hook-form): ${overBudget.map((load) => load.path).join(', ')}`,
    );
    process.exitCode = 1;
  }
  const missed = results.drupalDown ? drupalDownMisses(results.drupalDown.current) : [];
  if (missed.length > 0) {
    console.error(`The drupal-down column missed its goals: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
  const regressed = (results.mainThread?.pages ?? []).filter(tbtRegressed);
  if (regressed.length > 0) {
    console.error(
      `TBT grew by more than a quarter against ${results.mainThread!.baseline.slice(0, 7)}: ${regressed.map(({ way, path }) => `${path} (${way})`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}
