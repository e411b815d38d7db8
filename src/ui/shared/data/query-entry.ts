import type { KeyPart } from './query-key';
import { cancelledError, queryFailure } from './query-failure';
import { fulfilled, markSettled, tracked } from './tracked-promise';

/** A read from a remote system; the signal aborts it on the wire when nobody wants the answer any more. */
export type Load<T> = (signal: AbortSignal) => Promise<T>;

/** What a view reads of one key. */
export interface QueryState<T = unknown> {
  /** Whether an answer is there; `data` is then kept while a refresh runs, and through a failed refresh. */
  readonly hasData: boolean;
  readonly data?: T;
  /** A load is on its way: the first one, or a refresh behind `data`. */
  readonly loading: boolean;
  /** Without data: why there is none (a failure, or a RemoteSystemError `cancelled` after Cancel). */
  readonly error?: unknown;
  /** Settles with the first answer or failure: what React's `use()` waits on while there is no data. */
  readonly promise: Promise<T>;
  /** The same, never rejecting: to wait for several keys before showing any of them. */
  readonly settled: Promise<unknown>;
}

const ignore = () => undefined;

/**
 * One key's life: its loads (only the latest counts), its answer or failure, and the promise `use()` waits
 * on while there is no answer. Which key it is, who looks at it and when it is stale is the cache's business.
 */
export class QueryEntry {
  state: QueryState = {
    hasData: false,
    loading: false,
    promise: fulfilled(undefined),
    settled: fulfilled(undefined),
  };
  /** When the data came; a seeded answer counts as fresh while the first screen holds. */
  updatedAt = Number.NEGATIVE_INFINITY;
  seeded = false;
  private attempt: AbortController | null = null;
  private settle: { resolve(data: unknown): void; reject(error: unknown): void } | null = null;
  private dropped = false;

  constructor(
    /** The key's parts; a first screen's answer knows only its hash's strings until a view reads it. */
    public parts: readonly KeyPart[],
    public load: Load<unknown>,
    /** Told after every change of `state`, so the views that show the key draw again. */
    private readonly changed: () => void,
  ) {
    this.waitAfresh();
  }

  /** Whether a load is on its way. */
  get running(): boolean {
    return this.attempt !== null;
  }

  /** A new load; one still on its way is aborted and its answer, when it comes, dropped. */
  run(now: () => number): void {
    this.abort();
    const controller = new AbortController();
    this.attempt = controller;
    let answer: Promise<unknown>;
    try {
      answer = this.load(controller.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    const current = () => this.attempt === controller && !this.dropped;
    answer.then(
      (data) => current() && this.succeed(data, now()),
      (error: unknown) => current() && this.fail(error),
    );
    this.update({ ...this.state, loading: true });
  }

  succeed(data: unknown, at: number): void {
    this.attempt = null;
    this.updatedAt = at;
    this.seeded = false;
    const { promise, settled } = this.settle
      ? this.state
      : { promise: fulfilled(data), settled: fulfilled(undefined) };
    if (this.settle) markSettled(promise, { value: data });
    this.settle?.resolve(data);
    this.settle = null;
    this.update({ hasData: true, data, loading: false, promise, settled });
  }

  fail(error: unknown): void {
    this.attempt = null;
    // A refresh that fails keeps what is on screen.
    if (this.state.hasData) return this.update({ ...this.state, loading: false });
    const failure = queryFailure(error);
    this.reject(failure);
    this.update({ ...this.state, hasData: false, loading: false, error: failure });
  }

  /** The load is let go: data stays as it was; without data the key is `cancelled`. */
  cancel(): void {
    this.abort();
    if (this.state.hasData) this.update({ ...this.state, loading: false });
    else this.fail(cancelledError());
  }

  /** Try again on a failed or cancelled key: views wait (suspend) afresh for the next answer. */
  retry(now: () => number): void {
    if (!this.state.hasData && !this.settle) this.waitAfresh();
    this.run(now);
  }

  /** Out of the cache: whoever still waits hears `cancelled`, and a late answer is dropped. */
  drop(): void {
    this.abort();
    this.dropped = true;
    this.reject(queryFailure(cancelledError()));
    this.changed();
  }

  abort(): void {
    this.attempt?.abort();
    this.attempt = null;
  }

  private reject(failure: Error): void {
    if (this.settle) markSettled(this.state.promise, { reason: failure });
    this.settle?.reject(failure);
    this.settle = null;
  }

  private waitAfresh(): void {
    // Marked by hand as it settles (succeed, fail), before React's listeners run.
    const promise = new Promise<unknown>((resolve, reject) => (this.settle = { resolve, reject }));
    // Read through `use()` or not at all: a failure nobody waited for is no unhandled rejection.
    const settled = tracked(promise.catch(ignore));
    this.state = { hasData: false, loading: this.state.loading, promise, settled };
  }

  private update(state: QueryState): void {
    this.state = state;
    this.changed();
  }
}
