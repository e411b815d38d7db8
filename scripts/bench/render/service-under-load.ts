import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { answering, stopChild } from '../child-process';
import { BROWSER_PAGE_HEADERS } from '../production/load';

/**
 * How a first-screen service is started: its built folder (dist/ and dist-server/), its Node flags and whether
 * with NODE_ENV=production (React's production build) or without, as docs/deploy.md once started it.
 */
export interface ServiceStart {
  readonly folder: string;
  readonly nodeFlags: readonly string[];
  readonly production: boolean;
  /** Set in the service's environment after the column's own (RENDER_TIMEOUT_MS, say). */
  readonly environment?: Readonly<Record<string, string>>;
  /** A file descriptor its stdout and stderr are written to (its log lines counted); unset, they are dropped. */
  readonly logTo?: number;
  /** Sent with every page asked for, after a browser's own (a sampled `traceparent`, as nginx sends it). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** One page drawn again and again, 8 at a time. */
export interface PageRenders {
  readonly path: string;
  readonly renders: number;
  readonly rendersPerSecond: number;
  /** The service's CPU time (user and system) a render. */
  readonly cpuMsPerRender: number;
  /** Answers other than 200, and failed requests. */
  readonly failures: number;
}

export interface ServiceFigures {
  /** From the spawn to its first answer on /healthz (absent in results written before it was measured). */
  readonly startMs?: number;
  readonly pages: readonly PageRenders[];
  /** The pages in turn, 8 at a time, until the service has drawn RENDERS_BEFORE_RSS pages in all. */
  readonly mixed: PageRenders;
  /** Resident memory after RENDERS_BEFORE_RSS renders, and the most it held on the way. */
  readonly rssMb: number;
  readonly peakRssMb: number;
}

export const CONCURRENT_RENDERS = 8;
export const RENDERS_BEFORE_RSS = 5_000;
const WARM_UP_RENDERS = 60;
/** How often /healthz is asked while a service starts: its start-up is read to within this. */
const START_POLL_MS = 5;
const RENDERS_A_PAGE = 1_000;

/**
 * Starts the service as `start` says against `drupalUrl`, draws
 * each of `paths` RENDERS_A_PAGE times, then all of them in turn up to RENDERS_BEFORE_RSS renders in all, and
 * reads its CPU time and memory from /proc (Linux) around each load.
 */
export async function measureService(
  start: ServiceStart,
  paths: readonly string[],
  drupalUrl: string,
  port: number,
): Promise<ServiceFigures> {
  const { service, origin, startMs } = await warmService(start, drupalUrl, port, paths, WARM_UP_RENDERS);
  const headers = pageHeaders(start);
  try {
    const pages: PageRenders[] = [];
    for (const path of paths) pages.push(await load(service, origin, [path], RENDERS_A_PAGE, headers));
    const done = WARM_UP_RENDERS + paths.length * RENDERS_A_PAGE;
    const mixed = await load(service, origin, paths, RENDERS_BEFORE_RSS - done, headers);
    const memory = readFileSync(`/proc/${service.pid}/status`, 'utf8');
    return {
      startMs,
      pages,
      mixed,
      rssMb: kilobytesOf(memory, 'VmRSS') / 1024,
      peakRssMb: kilobytesOf(memory, 'VmHWM') / 1024,
    };
  } finally {
    // Not waited for when it has exited already (under the load): its exit would never come again.
    await stopChild(service);
  }
}

/**
 * The service started as `start` says against `drupalUrl` on `port`, once it answers and has drawn `renders`
 * pages of `paths` in turn, one at a time (its code compiled, its caches filled). Killed if it fails on the way.
 */
export async function warmService(
  start: ServiceStart,
  drupalUrl: string,
  port: number,
  paths: readonly string[],
  renders: number,
): Promise<{ service: ChildProcess; origin: string; startMs: number }> {
  const spawned = performance.now();
  const service = spawnService(start, drupalUrl, port);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await answering(`${origin}/healthz`, service, 10, START_POLL_MS);
    const startMs = performance.now() - spawned;
    const headers = pageHeaders(start);
    for (let render = 0; render < renders; render++)
      await fetch(`${origin}${paths[render % paths.length]}`, { headers }).then((answer) =>
        answer.arrayBuffer(),
      );
    return { service, origin, startMs };
  } catch (error) {
    service.kill('SIGKILL');
    throw error;
  }
}

/** What each page is asked with: a browser's headers, then the start's own. */
const pageHeaders = (start: ServiceStart) => ({ ...BROWSER_PAGE_HEADERS, ...start.headers });

export function spawnService(start: ServiceStart, drupalUrl: string, port: number): ChildProcess {
  const { NODE_ENV: _, ...environment } = process.env;
  const command = [process.execPath, ...start.nodeFlags, join(start.folder, 'dist-server', 'serve.js')];
  // On a core of its own (its GC threads too), the load and the recorded Drupal on the others: a deployment runs
  // one service per core (docs/deploy.md), and renders a second then measure the service, not what shares its core.
  const pinned =
    availableParallelism() > 1 ? ['taskset', '--cpu-list', String(availableParallelism() - 1)] : [];
  const [program, ...args] = [...pinned, ...command];
  return spawn(program!, args, {
    // Its warnings at start (development build, memory flags) are expected of the older services.
    stdio: start.logTo === undefined ? 'ignore' : ['ignore', start.logTo, start.logTo],
    env: {
      ...environment,
      ...(start.production ? { NODE_ENV: 'production' } : {}),
      PORT: String(port),
      DIST: join(start.folder, 'dist'),
      DRUPAL_URL: drupalUrl,
      SITE_URL: 'https://portal.example.org',
      // Far above a render under this load: every answer is a drawn page, none the 503 fallback.
      RENDER_TIMEOUT_MS: '30000',
      ...start.environment,
    },
  });
}

async function load(
  service: ChildProcess,
  origin: string,
  paths: readonly string[],
  amount: number,
  headers: Readonly<Record<string, string>>,
) {
  const before = cpuMs(service.pid!);
  const result = await whileAlive(
    service,
    autocannon({
      url: origin,
      connections: CONCURRENT_RENDERS,
      amount,
      requests: paths.map((path) => ({ method: 'GET', path, headers: { ...headers } })),
    }),
  );
  const renders = result['2xx'];
  return {
    path: paths.join(' '),
    renders,
    rendersPerSecond: renders / result.duration,
    cpuMsPerRender: (cpuMs(service.pid!) - before) / Math.max(1, renders),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * `work`, or a failure as soon as the service exits under it: a renderer that ran out of memory left autocannon
 * waiting for answers that never came, and the bench with it, without a word.
 */
async function whileAlive<T>(service: ChildProcess, work: Promise<T>): Promise<T> {
  const watching = new AbortController();
  const died = once(service, 'exit', { signal: watching.signal }).then(([code, signal]) => {
    throw new Error(
      `The service exited under the load (${String(signal ?? `exit code ${code}`)}): set its logTo to read why.`,
    );
  });
  try {
    return await Promise.race([work, died]);
  } finally {
    watching.abort();
  }
}

const TICKS_A_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The process's user and system CPU time so far (/proc/PID/stat, fields 14 and 15, after its name). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_A_SECOND;
}

export const kilobytesOf = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
