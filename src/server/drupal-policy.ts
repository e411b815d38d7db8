import {
  BrokenCircuitError,
  bulkhead,
  BulkheadRejectedError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
} from 'cockatiel';
import type { HttpRequest, HttpResponse, Send } from '@/infrastructure/http/http-request';
import { BudgetExhausted, withinBudget } from './budgets';
import { failedCallOutcome, LeftUnanswered, statusClass, type CallOutcome } from './call-outcome';
import { isDrupalFailure } from './drupal-failure';

/** How one process calls Drupal (docs/deploy.md, section 7, "Fast when Drupal is not"). */
export interface DrupalPolicySettings {
  /** Calls on their way to Drupal at once (`DRUPAL_MAX_CALLS`). */
  readonly maxCalls: number;
  /** Calls waiting for one of those places (`DRUPAL_QUEUED_CALLS`); one more is refused at once. */
  readonly queuedCalls: number;
  /** The longest one call waits for its answer (`DRUPAL_CALL_TIMEOUT_MS`). */
  readonly callTimeoutMs: number;
  /** Failed calls in a row that open the breaker (`DRUPAL_BREAKER_FAILURES`). */
  readonly failuresToOpen: number;
  /** How long the breaker stays open before one call tries Drupal again (`DRUPAL_BREAKER_RETRY_MS`). */
  readonly halfOpenAfterMs: number;
}

/**
 * Healthy renders ask Drupal for a few answers each, shared between renders (shared-reads.ts), in tens of ms:
 * 16 at once is more than 8 renders at a time keep busy, and the queue absorbs a burst of new pages. A call
 * gets 1.5 s: a Drupal answering in 800 ms still answers within it on a busy machine (at 1 s, its calls under 50
 * readers ran past the limit and opened the breaker), and a call begun early in a render's 2 s that Drupal does
 * not answer still ends at its own limit, so a hanging Drupal opens the breaker. Five failures in a row is no
 * single bad answer; after 5 s one call tries again, so pages are drawn again within seconds of Drupal's return.
 */
export const DRUPAL_POLICY_DEFAULTS: DrupalPolicySettings = {
  maxCalls: 16,
  queuedCalls: 32,
  callTimeoutMs: 1500,
  failuresToOpen: 5,
  halfOpenAfterMs: 5000,
};

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface DrupalPolicy {
  /** `request` sent with `send` under the policy: capped, cut at its time, refused while the breaker is open. */
  call(send: Send, request: HttpRequest): Promise<HttpResponse>;
  state(): BreakerState;
  /**
   * Whether a render may start, asked before it does any work: refused with what its calls would be refused
   * with while the breaker is open and not yet due to try again, and while its trial call is out; once it is
   * due, one render is let through to make that call and the others are refused for a call's time, so that a
   * crowd of renders started at once does not each draw up to its first call. Null when it may start.
   */
  admission(): BrokenCircuitError | null;
  onStateChange(listener: (state: BreakerState) => void): { dispose(): void };
  /**
   * Calls `listener` as each call it sent ends (not one it refused, which never reached Drupal), with how long
   * it took: what the service's metrics count and its readiness judges (observability/health.ts), so that they
   * hear the same calls the breaker counts.
   */
  onCallEnd(listener: CallEndListener): { dispose(): void };
}

/**
 * The breaker's clock, in milliseconds: when it opened, and whether its retry delay has passed since. The
 * system's by default; a test moves one of its own instead of waiting (tests/server/drupal-breaker-service).
 */
export type BreakerClock = () => number;

/** How a call ended, how long it took, and what it failed with, if it did. */
export type CallEndListener = (outcome: CallOutcome, seconds: number, failure?: unknown) => void;

const STATES: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/**
 * The cap outermost, so a call that waited in its queue meets the breaker as it is when the call leaves the
 * queue (open by then: refused, never sent); the breaker counts what the timeout inside it cut. The timeout is
 * aggressive: the call ends at its time even if the transport ignored the signal, which aborts its socket.
 *
 * Slow is not down: the breaker counts a call Drupal failed, or did not answer within the call's own time, but
 * not one its render gave up on first (its limit, or its reader gone: LeftUnanswered). Counted, those opened the
 * breaker on a Drupal answering every call in 800 ms, whose renders ran out of time under 50 readers, and every
 * page was then a 503 (0.15 % drawn).
 */
export function createDrupalPolicy(
  settings: DrupalPolicySettings,
  now: BreakerClock = () => Date.now(),
): DrupalPolicy {
  const cap = bulkhead(settings.maxCalls, settings.queuedCalls);
  // When the retry delay has passed is judged here alone, on `now` (refusal below, asked before every call):
  // cockatiel reads the system's clock, so it is told to try again at once whenever a call reaches it.
  const breaker = circuitBreaker(
    handleWhen((error) => !(error instanceof LeftUnanswered) && isDrupalFailure(error)),
    { halfOpenAfter: 0, breaker: new ConsecutiveBreaker(settings.failuresToOpen) },
  );
  const callLimit = timeout(settings.callTimeoutMs, TimeoutStrategy.Aggressive);
  const callTimedOut = new BudgetExhausted('call', settings.callTimeoutMs);
  // What ended a call that failed: its render gave up first, its own limit ran out (the transport rejects with
  // the cut signal's bare AbortError, or cockatiel's TaskCancelledError comes first), or Drupal itself.
  const named = (error: unknown, cut: AbortSignal, renders: AbortSignal) => {
    if (renders.aborted) return new LeftUnanswered(error);
    return cut.aborted || error instanceof TaskCancelledError ? callTimedOut : error;
  };
  const limited = (send: Send, request: HttpRequest, renders: AbortSignal) =>
    breaker.execute(
      ({ signal }) =>
        callLimit
          .execute(
            ({ signal: cut }) =>
              send({ ...request, signal: cut }).catch((error: unknown) => {
                throw named(error, cut, renders);
              }),
            signal,
          )
          .catch((error: unknown) => {
            throw error instanceof TaskCancelledError ? named(error, signal, renders) : error;
          }),
      renders,
    );
  const queueFull = new BudgetExhausted(
    'queue',
    `DRUPAL_MAX_CALLS=${settings.maxCalls} on their way, DRUPAL_QUEUED_CALLS=${settings.queuedCalls} waiting`,
  );
  let openedAt = 0;
  // One error for every call refused while open: under load thousands a second, each a stack captured for nothing.
  let refused = new BrokenCircuitError();
  breaker.onBreak(() => {
    openedAt = now();
    refused = new BrokenCircuitError('Drupal is failing: its calls are refused until a trial call succeeds.');
  });

  let trialLetAt = Number.NEGATIVE_INFINITY;
  const callEndListeners = new Set<CallEndListener>();
  const heard = (sent: Promise<HttpResponse>): Promise<HttpResponse> => {
    if (callEndListeners.size === 0) return sent;
    const started = performance.now();
    const ended = (outcome: CallOutcome | null, failure?: unknown) => {
      const seconds = (performance.now() - started) / 1000;
      if (outcome) for (const listener of callEndListeners) listener(outcome, seconds, failure);
    };
    sent.then(
      ({ status }) => ended(statusClass(status)),
      (error: unknown) => ended(failedCallOutcome(error), error),
    );
    return sent;
  };

  const refusal = () => {
    const { state } = breaker;
    const waiting = state === CircuitState.Open && now() - openedAt < settings.halfOpenAfterMs;
    // Half-open, cockatiel holds every other call until the trial call ends, up to its whole time.
    return waiting || state === CircuitState.HalfOpen || state === CircuitState.Isolated ? refused : null;
  };
  const admission = () => {
    const refusedNow = refusal();
    if (refusedNow || breaker.state === CircuitState.Closed) return refusedNow;
    // Open and due to try again: the first render to come makes the trial call. Should it make none (it failed
    // before), another is let through once a call's time has passed.
    if (now() - trialLetAt < settings.callTimeoutMs) return refused;
    trialLetAt = now();
    return null;
  };

  return {
    call(send, request) {
      const signal = request.signal ?? new AbortController().signal;
      const sent = cap
        .execute(() => {
          const refused = refusal();
          if (refused) throw refused;
          return heard(limited(send, request, signal));
        }, signal)
        .catch((error: unknown) => {
          throw error instanceof BulkheadRejectedError ? queueFull : error;
        });
      return withinBudget(sent, request.signal);
    },
    state: () => STATES[breaker.state],
    admission,
    onStateChange: (listener) => breaker.onStateChange((state) => listener(STATES[state])),
    onCallEnd(listener) {
      callEndListeners.add(listener);
      return { dispose: () => void callEndListeners.delete(listener) };
    },
  };
}
