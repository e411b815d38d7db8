import autocannon from 'autocannon';
import { BROWSER_PAGE_HEADERS } from '../production/load';
import { warmService, type ServiceStart } from '../render/service-under-load';
import type { SwitchableDrupal } from './switchable-drupal';

/**
 * Issue 53's slow Drupal: every call answered 800 ms after it came, while 50 readers ask for pages for
 * BENCH_SLOW_SECONDS (default 30).
 */
export const SLOW_LOAD = {
  connections: 50,
  answerMs: 800,
  seconds: Number(process.env.BENCH_SLOW_SECONDS ?? 30),
} as const;
const WARM_UP_RENDERS = 30;
/**
 * The readers' headers: a browser's, but without compression, so that each answer's HTML can be read. Both
 * services are asked the same way.
 */
const PLAIN_PAGE_HEADERS = { ...BROWSER_PAGE_HEADERS, 'accept-encoding': 'identity' };

/** What one service answered while Drupal took 800 ms for every call. */
export interface SlowFigures {
  /** Answers and failed requests in all. */
  readonly answers: number;
  /** 200 with the page drawn into the HTML (isDrawnPage). */
  readonly drawn: number;
  /** 503 (index.html for the browser to draw). */
  readonly unavailable: number;
  /** Anything else: other statuses, a 200 without the page, errors and requests that timed out. */
  readonly others: number;
  /** autocannon's p99 of the answers' latency. */
  readonly p99Ms: number;
  /** Calls that reached Drupal. */
  readonly drupalCalls: number;
}

/** index.html's empty root, as Vite writes it: the app left for the browser to draw. */
const EMPTY_ROOT = '<div id="root"></div>';

/** A page drawn: 200, with the screen in `#root` rather than the empty app the browser would draw. */
export const isDrawnPage = (status: number, html: string) =>
  status === 200 && html.includes('<div id="root"') && !html.includes(EMPTY_ROOT);

/**
 * The service `start` says, against `drupal`: started with Drupal answering and warmed up on `paths`, then
 * Drupal answers every call SLOW_LOAD.answerMs late while SLOW_LOAD's readers ask for `paths` in turn. Every
 * answer's HTML is read: only a page drawn into it counts.
 */
export async function drawnWhileSlow(
  start: ServiceStart,
  drupal: SwitchableDrupal,
  paths: readonly string[],
  port: number,
): Promise<SlowFigures> {
  drupal.answer();
  const drupalUrl = `${drupal.origin}/cms/`;
  const { service, origin } = await warmService(start, drupalUrl, port, paths, WARM_UP_RENDERS);
  try {
    drupal.slow(SLOW_LOAD.answerMs);
    let drawn = 0;
    const onResponse = (status: number, body: string) => void (isDrawnPage(status, body) && drawn++);
    const result = await autocannon({
      url: origin,
      connections: SLOW_LOAD.connections,
      duration: SLOW_LOAD.seconds,
      requests: paths.map((path) => ({ method: 'GET', path, headers: PLAIN_PAGE_HEADERS, onResponse })),
    });
    // autocannon counts a request that timed out among its errors.
    const failed = result.errors;
    const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
    const unavailable = result.statusCodeStats?.['503']?.count ?? 0;
    return {
      answers: answered + failed,
      drawn,
      unavailable,
      others: answered + failed - drawn - unavailable,
      p99Ms: result.latency.p99,
      drupalCalls: drupal.slowCalls(),
    };
  } finally {
    service.kill('SIGKILL');
  }
}
