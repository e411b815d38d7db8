import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BROWSER_PAGE_HEADERS } from '../production/load';
import { kilobytesOf, warmService, type ServiceStart } from '../render/service-under-load';
import { percentile } from '../statistics';
import type { ServiceLogFile } from './service-log-file';
import type { SwitchableDrupal } from './switchable-drupal';

const HANG_SECONDS = Number(process.env.BENCH_DOWN_SECONDS ?? 60);
/**
 * Issue 43's load: 50 readers at once for a minute while Drupal hangs (BENCH_DOWN_SECONDS for a shorter trial),
 * then up to 15 s with Drupal back. Issue 53 counts the log lines of the hang's first 30 s (journald keeps
 * 10,000 a service in 30 s by default).
 */
export const DOWN_LOAD = {
  connections: 50,
  hangSeconds: HANG_SECONDS,
  recoverySeconds: 15,
  settleMs: 2000,
  logSeconds: Math.min(30, HANG_SECONDS),
} as const;
const WARM_UP_RENDERS = 30;

/** What one service did while Drupal hung, and once it answered again. */
export interface DownFigures {
  /** Answers to the requests sent while Drupal hung, by status. */
  readonly answers: number;
  readonly unavailable: number;
  /** Drawn screens: a page none of the readers' addresses names is drawn as the not-found screen (404). */
  readonly drawn: number;
  /** Other statuses, errors and requests that timed out. */
  readonly others: number;
  /** Latency of the requests sent after the first DOWN_LOAD.settleMs. */
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** The same over the whole minute. */
  readonly p99AllMs: number;
  /** Calls that reached Drupal while it hung, and the most of them held open at once. */
  readonly drupalCalls: number;
  readonly mostHeld: number;
  /** Resident memory before the load, at the end of the minute, and the most sampled during it. */
  readonly rssBeforeMb: number;
  readonly rssEndMb: number;
  readonly rssMostMb: number;
  /** Seconds from Drupal answering again to the first drawn screen; null when none came in DOWN_LOAD.recoverySeconds. */
  readonly recoverySeconds: number | null;
  /** Lines (and their megabytes) the service wrote to its stdout and stderr in the hang's first logSeconds. */
  readonly logLines: number;
  readonly logMb: number;
  /** The stretch they were counted over, as it ran: about DOWN_LOAD.logSeconds. */
  readonly logSeconds: number;
}

/**
 * The service `start` says, against `drupal`: started with Drupal answering and warmed up on `paths`, then
 * Drupal hangs while DOWN_LOAD's readers ask for pages; after a minute Drupal answers again and the readers go on
 * until the service draws pages again. Each request asks an address of its own (`/drupal-down/<n>`), as crawlers
 * and links into a large site do, so no two renders share a read (shared-reads.ts): one call per render on a
 * service without a cap, as issue 43 measured. Every answer's time comes from autocannon's own events.
 */
export async function downAndBack(
  start: ServiceStart,
  drupal: SwitchableDrupal,
  paths: readonly string[],
  port: number,
  /** Where `start` has the service write its log. */
  log: ServiceLogFile,
): Promise<DownFigures> {
  drupal.answer();
  const drupalUrl = `${drupal.origin}/cms/`;
  const { service, origin } = await warmService(start, drupalUrl, port, paths, WARM_UP_RENDERS);
  try {
    return await underLoad(service, origin, drupal, log);
  } finally {
    service.kill('SIGKILL');
  }
}

/** A page drawn, or the not-found screen drawn. */
const DRAWN = new Set([200, 404]);
let reader = 0;
const ownAddress = (request: autocannon.Request): autocannon.Request => ({
  ...request,
  path: `/drupal-down/${++reader}`,
});

interface Answer {
  readonly sentAt: number;
  readonly ms: number;
  readonly status: number;
}

async function underLoad(
  service: ChildProcess,
  origin: string,
  drupal: SwitchableDrupal,
  log: ServiceLogFile,
): Promise<DownFigures> {
  const rss = () => kilobytesOf(readFileSync(`/proc/${service.pid}/status`, 'utf8'), 'VmRSS') / 1024;
  const rssBeforeMb = rss();
  let rssMostMb = rssBeforeMb;
  const sampling = setInterval(() => (rssMostMb = Math.max(rssMostMb, rss())), 500);
  const answers: Answer[] = [];
  drupal.hang();
  const started = Date.now();
  const logFrom = log.mark();
  let logged = { to: logFrom, at: started };
  const logCounted = setTimeout(
    () => (logged = { to: log.mark(), at: Date.now() }),
    DOWN_LOAD.logSeconds * 1000,
  );
  let back = Number.POSITIVE_INFINITY;
  let rssEndMb = 0;
  const comeBack = setTimeout(() => {
    clearInterval(sampling);
    rssEndMb = rss();
    rssMostMb = Math.max(rssMostMb, rssEndMb);
    drupal.answer();
    back = Date.now();
  }, DOWN_LOAD.hangSeconds * 1000);
  const options = {
    url: origin,
    connections: DOWN_LOAD.connections,
    duration: DOWN_LOAD.hangSeconds + DOWN_LOAD.recoverySeconds,
    requests: [{ method: 'GET' as const, headers: BROWSER_PAGE_HEADERS, setupRequest: ownAddress }],
  };
  // The callback form: only its instance reports each answer with its time.
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(options, (error: unknown, done) => (error ? reject(error as Error) : resolve(done))).on(
      'response',
      (_client, status, _bytes, ms) => answers.push({ sentAt: Date.now() - ms, ms, status }),
    ),
  );
  clearTimeout(comeBack);
  clearTimeout(logCounted);
  const { lines, bytes } = await log.linesBetween(logFrom, logged.to);
  const down = answers.filter(({ sentAt }) => sentAt < back);
  const settled = down.filter(({ sentAt }) => sentAt >= started + DOWN_LOAD.settleMs).map(({ ms }) => ms);
  const firstDrawn = answers.find(({ sentAt, ms, status }) => DRAWN.has(status) && sentAt + ms >= back);
  const count = (status: number) => down.filter((answer) => answer.status === status).length;
  const drawn = count(200) + count(404);
  return {
    answers: down.length,
    unavailable: count(503),
    drawn,
    others: down.length - count(503) - drawn + result.errors,
    p50Ms: percentile(settled, 50),
    p99Ms: percentile(settled, 99),
    p99AllMs: percentile(
      down.map(({ ms }) => ms),
      99,
    ),
    drupalCalls: drupal.hungCalls(),
    mostHeld: drupal.mostHeld(),
    rssBeforeMb,
    rssEndMb,
    rssMostMb,
    recoverySeconds: firstDrawn ? (firstDrawn.sentAt + firstDrawn.ms - back) / 1000 : null,
    logLines: lines,
    logMb: bytes / 1e6,
    logSeconds: (logged.at - started) / 1000,
  };
}
