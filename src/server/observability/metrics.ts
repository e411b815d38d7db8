import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { drupalBreakerState } from '../drupal-calls';

/**
 * The process's Prometheus metrics, served on a listener of its own (metrics-listener.ts), never on the
 * port nginx proxies. One registry for the process, as there is one service: another part of the server adds
 * its own metric here with `registers: [registry]`.
 */
export const registry = new Registry();

// The process's own (CPU, memory, heap, handles, GC) and the event loop's lag, as prom-client measures them.
collectDefaultMetrics({ register: registry });

/**
 * From 5 ms (a page whose reads were all in flight for another render) to 5 s (past RENDER_TIMEOUT_MS's
 * default of 2 s, so a raised limit still shows where renders end).
 */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

export const renders = new Histogram({
  name: 'necs_renders_seconds',
  help: 'Renders of pages and feeds by screen kind and outcome (drawn, not_found, browser, unavailable, failed), from request to answer',
  labelNames: ['screen', 'outcome'] as const,
  buckets: RENDER_BUCKETS,
  registers: [registry],
});

export const rendersInFlight = new Gauge({
  name: 'necs_renders_in_flight',
  help: 'Renders of pages and feeds begun and not yet answered',
  registers: [registry],
});

export const drupalCalls = new Histogram({
  name: 'necs_drupal_calls_seconds',
  help: 'Calls to Drupal the policy sent, by outcome (2xx, 3xx, 4xx, 5xx, error: no answer, aborted: cut at a time limit), until the whole answer arrived',
  labelNames: ['outcome'] as const,
  buckets: RENDER_BUCKETS,
  registers: [registry],
});

export const readsShared = new Counter({
  name: 'necs_drupal_reads_shared_total',
  help: 'Reads a render took from a call to Drupal already on its way for another render, instead of a call of its own',
  registers: [registry],
});

/** How the breaker's states read as a number, for a graph or an alert (`> 0`: given up on Drupal, a trial call aside). */
const BREAKER_STATES = { closed: 0, 'half-open': 1, open: 2 } as const;

/**
 * The Drupal whose breaker the gauge reads: the service's, once it stands (observability/health.ts); before
 * that, the worst of the process's breakers. A process that served another Drupal earlier (a test file before
 * the next, in one worker) then never lends that one's open breaker to the service now running.
 */
let breakerToward: string | undefined;
export function reportBreakerToward(drupalUrl: string): { dispose(): void } {
  breakerToward = drupalUrl;
  return { dispose: () => void (breakerToward === drupalUrl && (breakerToward = undefined)) };
}

export const drupalBreaker = new Gauge({
  name: 'necs_drupal_breaker_state',
  help: 'The breaker toward Drupal (drupal-policy.ts): 0 closed (calls go through), 1 half-open (one trial call), 2 open (refused at once)',
  registers: [registry],
  collect() {
    this.set(BREAKER_STATES[drupalBreakerState(breakerToward)]);
  },
});

/** Says whether the service is ready, as its `/readyz` judges it (observability/health.ts). */
export type ReadinessJudge = () => Promise<boolean>;
let judgeOfReadiness: ReadinessJudge | null = null;

/**
 * Makes `judge` the process's readiness in the metrics until disposed (the service's, once it stands): one
 * verdict for `/readyz` and `necs_ready`, so an alert reads what a load balancer reads.
 */
export function reportReadiness(judge: ReadinessJudge): { dispose(): void } {
  judgeOfReadiness = judge;
  return { dispose: () => void (judgeOfReadiness === judge && (judgeOfReadiness = null)) };
}

/**
 * Asked at each scrape as `/readyz` is asked: a Drupal quiet for a while costs one probe, shared with any
 * `/readyz` under way (readiness.ts). The metrics stay served through a drain (serve.ts), so the last scrapes of a
 * stopping renderer read 0.
 */
export const ready = new Gauge({
  name: 'necs_ready',
  help: 'Whether the renderer takes pages, as /readyz says: 1 ready, 0 not (stopping, not yet ready, the build unreadable, Drupal failing or its breaker not closed)',
  registers: [registry],
  async collect() {
    this.set(judgeOfReadiness !== null && (await judgeOfReadiness()) ? 1 : 0);
  },
});

/**
 * Field data from sampled visits (field-data.ts, docs/privacy.md). LCP and INP in seconds, with buckets around
 * the Web Vitals thresholds of each (INP good to 200 ms, poor from 500 ms; LCP good to 2.5 s, poor from 4 s).
 */
export const fieldWebVitals = new Histogram({
  name: 'necs_field_web_vitals_seconds',
  help: "Readers' Largest Contentful Paint and Interaction to Next Paint (metric LCP or INP) by the screen kind of their page, from sampled visits",
  labelNames: ['metric', 'screen'] as const,
  buckets: [0.1, 0.2, 0.3, 0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  registers: [registry],
});

/** Cumulative Layout Shift has no unit: its own histogram, with buckets around 0.1 (good) and 0.25 (poor). */
export const fieldLayoutShift = new Histogram({
  name: 'necs_field_cls',
  help: "Readers' Cumulative Layout Shift by the screen kind of their page, from sampled visits",
  labelNames: ['screen'] as const,
  buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  registers: [registry],
});

export const fieldErrors = new Counter({
  name: 'necs_field_errors_total',
  help: "Uncaught errors in readers' browsers by kind (error, unhandledrejection) and screen kind, from sampled visits",
  labelNames: ['kind', 'screen'] as const,
  registers: [registry],
});
