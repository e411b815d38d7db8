import { abortReason } from './abort-reason';

/**
 * The limits a render meets, each named as an operator sets it (docs/deploy.md, section 9): a 503's log line
 * says which one ran out, where it used to read "The operation was aborted due to timeout" whatever it was.
 */
export type Budget = 'render' | 'call' | 'queue';

const SAID: Readonly<Record<Budget, (limit: string) => string>> = {
  render: (limit) => `the render's time limit ran out (RENDER_TIMEOUT_MS=${limit})`,
  call: (limit) => `Drupal did not answer within one call's time limit (DRUPAL_CALL_TIMEOUT_MS=${limit})`,
  queue: (limit) => `the queue of calls to Drupal was full (${limit})`,
};

/**
 * A limit that ran out. Named `TimeoutError` as the platform's own timeouts are, so that what counts a cut call
 * (call-outcome.ts) reads it as one.
 */
export class BudgetExhausted extends Error {
  override readonly name = 'TimeoutError';

  constructor(
    readonly budget: Budget,
    limit: string | number,
  ) {
    super(SAID[budget](String(limit)));
  }
}

/** A render's time limit: its signal, and `end` once the render is answered. */
export interface RenderBudget {
  readonly signal: AbortSignal;
  /**
   * The render is answered: its timer goes. A timer left waiting holds the controller, the signal and every
   * listener on it (React's render, the calls), so a whole render stayed in memory for RENDER_TIMEOUT_MS after
   * its answer: at the bench's 30 s and some 250 renders a second, the renderer ran out of its 384 MB heap.
   * AbortSignal.timeout holds its signal weakly for that reason, but its reason says only that something timed
   * out.
   */
  end(): void;
}

/** A render's signal, aborted with BudgetExhausted('render') after `ms` unless the render ends first. */
export function renderBudget(ms: number): RenderBudget {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new BudgetExhausted('render', ms)), ms);
  timer.unref();
  return { signal: controller.signal, end: () => clearTimeout(timer) };
}

/**
 * `work`, or the signal's reason as soon as it aborts, whichever comes first (a failure after the abort reads as
 * the abort). On a starved CPU a render cut at its limit still drew for a second or more before it noticed
 * (3.0–3.9 s against a limit of 2 s); its answer is now sent at the limit, and the render left behind ends at its
 * next call, which the signal refuses. A call still in the policy's queue leaves it the same way.
 */
export function withinBudget<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const leave = () => reject(abortReason(signal));
    if (signal.aborted) leave();
    signal.addEventListener('abort', leave, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', leave);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', leave);
        reject(signal.aborted ? abortReason(signal) : error);
      },
    );
  });
}
