import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { launchChromium, presetContext } from '../emulation';

/**
 * `npx tsx scripts/bench/main-thread/profile.ts <origin> <path> <dist> [runs]`: where a page's take-over spends
 * the main thread at Lighthouse's mobile settings (its network and 4× CPU, the DevTools way). Records a Chrome
 * trace with its CPU profile from the navigation until the network has been quiet for 2 s (nothing throttled;
 * each task's phone time is its thread time × 4, so a machine busy with other work counts less), and prints each long
 * task (≥ 50 ms) with the source files (through `dist`'s source maps) its samples fell in, and the sum over the
 * runs of each file's time within long tasks. A tool for docs/performance.md's table, not a goal of the bench.
 */
const [origin, path, dist, runsText] = process.argv.slice(2);
if (!origin || !path || !dist) throw new Error('Usage: profile.ts <origin> <path> <dist> [runs]');
const runs = Number(runsText ?? 3);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** The thread's own time in the event (µs): what it ran, not what it waited for the machine's cores. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const maps = new Map<string, SourceMapConsumer | null>();
/** The portal's own function a frame ran, `src/…:line name`, or undefined for a library's or the browser's. */
function ownFunctionOf(frame: ProfileNode['callFrame']): string | undefined {
  if (!frame.url) return undefined;
  const map = maps.get(new URL(frame.url).pathname);
  if (!map) return undefined;
  const place = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!place.source || place.source.includes('node_modules')) return undefined;
  return `${place.source.replace(/^(\.\.\/)+/, '')}:${place.line} ${place.name ?? frame.functionName}`;
}

function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  const file = new URL(frame.url).pathname;
  if (!maps.has(file)) {
    try {
      maps.set(
        file,
        new SourceMapConsumer(JSON.parse(readFileSync(join(dist!, `${file}.map`), 'utf8')) as RawSourceMap),
      );
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  if (!map) return file;
  const place = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (place.source ?? file)
    .replace(/^.*node_modules\//, 'node_modules/')
    .replace(/^(\.\.\/)+/, '');
  // A library counts as one place; the portal's own files each as theirs.
  return source.startsWith('node_modules/')
    ? source
        .split('/')
        .slice(0, source.includes('/@') ? 3 : 2)
        .join('/')
    : source;
}

async function traceOnce(): Promise<TraceEvent[]> {
  const browser = await launchChromium();
  try {
    const context = await presetContext(browser, 'mobile', 'block');
    const page = await context.newPage();
    // Neither network nor CPU throttled, as Lighthouse's simulation loads the page: DevTools' network throttling
    // makes each <link> the code appends cost tens of ms. A phone's CPU is reckoned from thread time instead.
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink.user_timing,loading',
      options: 'sampling-frequency=10000',
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await done;
    await context.close();
    return events;
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's mobile preset: a phone's CPU four times slower than this machine's. A task's length on it is
 * reckoned from its thread time, so the waits of a machine other work keeps busy do not count.
 */
const PHONE_CPU_SLOWDOWN = 4;
const phoneMs = (event: TraceEvent) => ((event.tdur ?? event.dur ?? 0) * PHONE_CPU_SLOWDOWN) / 1000;

function longTasks(events: TraceEvent[]) {
  // The renderer that drew the page: the one whose main thread ran the most (a navigation may switch process).
  const busy = (thread: TraceEvent) =>
    events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const drewPage = (thread: TraceEvent) =>
    events.some(
      (event) =>
        event.pid === thread.pid &&
        event.name === 'ParseHTML' &&
        (fromFile ||
          String((event.args as { beginData?: { url?: string } } | undefined)?.beginData?.url).startsWith(
            origin!,
          )),
    );
  const main = events
    .filter(
      (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && drewPage(event),
    )
    .sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error('No renderer main thread in the trace.');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const tasks = onMain.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && phoneMs(event) >= 50,
  );
  // The CPU profile: its nodes and samples arrive in chunks, timed by deltas from the profile's start.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  // The main thread's profile: its chunks come from the profiler's own thread, under the profile's id.
  const profileIds = new Set(
    events
      .filter((each) => each.name === 'Profile' && each.pid === main.pid && each.tid === main.tid)
      .map((each) => each.id),
  );
  const ofMain = (each: TraceEvent) => each.pid === main.pid && profileIds.has(each.id);
  for (const event of events.filter(
    (each) => ofMain(each) && (each.name === 'Profile' || each.name === 'ProfileChunk'),
  )) {
    const data = event.args?.data as {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    if (event.name === 'Profile') clock = data.startTime ?? event.ts;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      clock += data.timeDeltas?.[index] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  // TBT counts what blocks after the first contentful paint, as Lighthouse's does.
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid);
  return tasks
    .filter((task) => !paint || task.ts + task.dur! > paint.ts)
    .map((task) => {
      const inside = samples.filter(({ ts }) => ts >= task.ts && ts <= task.ts + task.dur!);
      const bySource = new Map<string, number>();
      const byOwnFunction = new Map<string, number>();
      // The samples' wall time, shared out in proportion over the task's phone time.
      const scale = phoneMs(task) / (task.dur! / 1000);
      for (const [index, sample] of inside.entries()) {
        const next = inside[index + 1]?.ts ?? task.ts + task.dur!;
        const node = nodes.get(sample.node);
        const source = node ? sourceOf(node.callFrame) : '(unknown)';
        bySource.set(source, (bySource.get(source) ?? 0) + ((next - sample.ts) / 1000) * scale);
        // Inclusive: each of the portal's functions on the stack once.
        const seen = new Set<string>();
        for (
          let frame = node;
          frame;
          frame = frame.parent === undefined ? undefined : nodes.get(frame.parent)
        ) {
          const own = ownFunctionOf(frame.callFrame);
          if (own && !seen.has(own)) {
            seen.add(own);
            byOwnFunction.set(own, (byOwnFunction.get(own) ?? 0) + ((next - sample.ts) / 1000) * scale);
          }
        }
      }
      // The browser's own work in the task (parsing, style, layout, script evaluation), by the trace's event names.
      const byEvent = new Map<string, number>();
      for (const event of onMain)
        if (
          event.ph === 'X' &&
          event !== task &&
          event.ts >= task.ts &&
          event.ts < task.ts + task.dur! &&
          event.name !== 'RunTask'
        )
          byEvent.set(event.name, (byEvent.get(event.name) ?? 0) + phoneMs(event));
      return { startMs: task.ts / 1000, durationMs: phoneMs(task), bySource, byOwnFunction, byEvent };
    });
}

const total = new Map<string, number>();
const blocking: number[] = [];
const longest: number[] = [];
// A trace file (lighthouse-trace.ts wrote it) instead of an origin: that trace, read once.
const fromFile = origin.endsWith('.json');
for (let run = 0; run < (fromFile ? 1 : runs); run += 1) {
  const events = fromFile ? (JSON.parse(readFileSync(origin, 'utf8')) as TraceEvent[]) : await traceOnce();
  if (run === 0 && !fromFile)
    writeFileSync(`/tmp/trace-${path.replaceAll('/', '_')}.json`, JSON.stringify(events));
  const tasks = longTasks(events);
  const start = tasks[0]?.startMs ?? 0;
  blocking.push(Math.round(tasks.reduce((sum, { durationMs }) => sum + durationMs - 50, 0)));
  longest.push(Math.round(Math.max(0, ...tasks.map(({ durationMs }) => durationMs))));
  console.log(
    `run ${run + 1}: ${tasks.length} long tasks after the first paint, blocking ${blocking.at(-1)} ms, longest ${longest.at(-1)} ms`,
  );
  for (const task of tasks) {
    const top = [...task.bySource].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  +${Math.round(task.startMs - start)} ms: ${Math.round(task.durationMs)} ms — ${top.map(([source, ms]) => `${source} ${Math.round(ms)}`).join(', ')}`,
    );
    for (const [source, ms] of task.bySource) total.set(source, (total.get(source) ?? 0) + ms / runs);
    const browserWork = [...task.byEvent].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`      events: ${browserWork.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`);
    const own = [...task.byOwnFunction].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (own.length)
      console.log(`      own code: ${own.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`);
  }
}
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `median of ${blocking.length}: blocking ${middle(blocking)} ms, longest task ${middle(longest)} ms (phone time: thread time × ${PHONE_CPU_SLOWDOWN})`,
);
console.log('mean time a run within long tasks, by source:');
for (const [source, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${Math.round(ms)} ms ${source}`);
