import { RemoteSystemError } from '@/application/remote-system-error';
import { keyHash, keyParts, startsWith, type KeyPart, type QueryKey } from './query-key';
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

interface Entry {
  readonly parts: readonly KeyPart[];
  load: Load<unknown>;
  state: QueryState;
  /** When the data came; a seeded answer counts as fresh while the first screen holds. */
  updatedAt: number;
  seeded: boolean;
  attempt: AbortController | null;
  settle: { resolve(data: unknown): void; reject(error: unknown): void } | null;
}

export interface QueryCacheOptions {
  /** How long an answer is shown again without asking (a quick way back); later a visit refreshes it. */
  freshForMs?: number;
  now?: () => number;
}

/** Answers younger than this are reused as they are: going back and forth costs no request. */
export const FRESH_FOR_MS = 30_000;

const cancelledError = () => new RemoteSystemError('drupal', null, { reason: 'cancelled' });
const ignore = () => undefined;

const failures = new WeakSet<object>();

/** An Error the cache failed a key with, told apart from any other error a view may throw. */
function queryFailure(error: unknown): Error {
  const failure = error instanceof Error ? error : new Error(String(error));
  failures.add(failure);
  return failure;
}

/** Whether an error thrown while rendering is a key's failure (a query boundary shows it) or anything else. */
export const isQueryFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && failures.has(error);

/**
 * One keyed cache for what views read from the remote systems: one request per key however many views ask
 * (deduplication), data kept while it is refreshed, invalidation by key prefix after a change, and requests
 * aborted once nobody waits for them. Plain TypeScript; React reads it through `useQuery`.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly refs = new Map<string, number>();
  private firstScreen = true;
  private readonly freshForMs: number;
  private readonly now: () => number;

  constructor(options: QueryCacheOptions = {}) {
    this.freshForMs = options.freshForMs ?? FRESH_FOR_MS;
    this.now = options.now ?? Date.now;
  }

  /**
   * The key's state, starting its load when nothing is known of it (never a second one while one runs).
   * `initial` may offer a copy kept elsewhere (a page seen before): it is shown at once and refreshed once
   * a view subscribes.
   */
  read<T>(key: QueryKey, load: Load<T>, initial?: () => T | undefined): QueryState<T> {
    const hash = keyHash(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = this.create(key, load);
      const copy = initial?.();
      if (copy !== undefined) this.succeed(entry, copy, Number.NEGATIVE_INFINITY);
      else this.run(entry);
    }
    // The newest closure: it may hold a newer service or session.
    entry.load = load;
    return entry.state as QueryState<T>;
  }

  /** Starts a key's load ahead of the view that will read it, so that sibling reads run side by side. */
  prefetch<T>(key: QueryKey, load: Load<T>): void {
    this.read(key, load);
  }

  /** The key's state as it is, without starting anything. */
  peek<T>(key: QueryKey): QueryState<T> | undefined {
    return this.entries.get(keyHash(key))?.state as QueryState<T> | undefined;
  }

  /**
   * A view shows the key: it hears of every change, its load is not aborted while it looks, and a stale
   * answer is refreshed behind it (after the view has painted, as subscriptions start after a commit).
   * The returned function lets go; once nobody looks, a load still on its way is aborted.
   */
  subscribe(key: QueryKey, listener: () => void): () => void {
    const hash = keyHash(key);
    const listeners = this.listeners.get(hash) ?? new Set();
    this.listeners.set(hash, listeners);
    listeners.add(listener);
    this.refs.set(hash, (this.refs.get(hash) ?? 0) + 1);
    const entry = this.entries.get(hash);
    if (entry && entry.state.hasData && !entry.attempt && this.isStale(entry)) this.run(entry);
    return () => {
      listeners.delete(listener);
      this.release(hash);
    };
  }

  /** Holds a key's load (a loading state on screen) without listening: `subscribe` with no listener. */
  retain(key: QueryKey): () => void {
    return this.subscribe(key, ignore);
  }

  /**
   * After a change on the server: every key starting with `prefix` is out of date. Keys on screen are
   * refreshed now, behind their data; the others when they are shown again.
   */
  invalidate(prefix: QueryKey): void {
    for (const [hash, entry] of this.entries) {
      if (!startsWith(entry.parts, prefix)) continue;
      entry.updatedAt = Number.NEGATIVE_INFINITY;
      if ((this.refs.get(hash) ?? 0) > 0 && entry.state.hasData) this.run(entry);
    }
  }

  /** Stores an answer got otherwise (a change's own answer), as fresh as a loaded one. */
  set<T>(key: QueryKey, data: T): void {
    const entry = this.entries.get(keyHash(key));
    if (entry) this.abortAttempt(entry);
    this.succeed(entry ?? this.create(key, () => Promise.resolve(data)), data, this.now());
  }

  /** The reader's Cancel: the request is aborted; without data the key is then `cancelled`. */
  cancel(key: QueryKey): void {
    const entry = this.entries.get(keyHash(key));
    if (!entry?.attempt) return;
    this.abortAttempt(entry);
    if (entry.state.hasData) this.update(entry, { ...entry.state, loading: false });
    else this.fail(entry, cancelledError());
  }

  /** Try again: a new request (a running one is let go); a failed or cancelled key waits afresh. */
  retry(key: QueryKey): void {
    const entry = this.entries.get(keyHash(key));
    if (!entry) return;
    if (!entry.state.hasData && !entry.settle) this.waitAfresh(entry);
    this.run(entry);
  }

  /** The answers a server-drawn first screen came with, by key hash; fresh until `endFirstScreen`. */
  seed(answers: Readonly<Record<string, unknown>>): void {
    for (const [hash, data] of Object.entries(answers)) {
      const entry = this.create(hash.split(':'), () => Promise.resolve(data), hash);
      this.succeed(entry, data, this.now());
      entry.seeded = true;
    }
  }

  /** The reader has moved on from the first screen: its answers are refreshed when shown again. */
  endFirstScreen(): void {
    this.firstScreen = false;
  }

  /** Another user's data must not show: what nobody shows goes, what is shown is refreshed on its next view. */
  forgetUser(): void {
    for (const [hash, entry] of this.entries) {
      entry.updatedAt = Number.NEGATIVE_INFINITY;
      if ((this.refs.get(hash) ?? 0) === 0) this.drop(hash, entry);
    }
  }

  /** Loads on their way (a server render waits for them before drawing again); they never reject. */
  pending(): Promise<unknown>[] {
    return [...this.entries.values()].filter((e) => e.attempt).map((e) => e.state.promise.catch(ignore));
  }

  /** Every answer there is, by key hash: what the browser needs to take a server-drawn screen over. */
  answers(): Record<string, unknown> {
    const ready = [...this.entries].filter(([, entry]) => entry.state.hasData);
    return Object.fromEntries(ready.map(([hash, entry]) => [hash, entry.state.data]));
  }

  /** Whether a load failed (a server render then leaves the page to the browser). */
  anyFailed(): boolean {
    return [...this.entries.values()].some((entry) => entry.state.error !== undefined);
  }

  private create(key: QueryKey, load: Load<unknown>, hash = keyHash(key)): Entry {
    const entry: Entry = {
      parts: keyParts(key),
      load,
      state: { hasData: false, loading: false, promise: fulfilled(undefined), settled: fulfilled(undefined) },
      updatedAt: Number.NEGATIVE_INFINITY,
      seeded: false,
      attempt: null,
      settle: null,
    };
    this.entries.set(hash, entry);
    this.waitAfresh(entry);
    return entry;
  }

  private waitAfresh(entry: Entry): void {
    const waiting = new Promise<unknown>((resolve, reject) => (entry.settle = { resolve, reject }));
    // Marked by hand as it settles (succeed, fail), before React's listeners run.
    const promise = waiting;
    // Read through `use()` or not at all: a failure nobody waited for is no unhandled rejection.
    const settled = tracked(promise.catch(ignore));
    entry.state = { hasData: false, loading: entry.state.loading, promise, settled };
  }

  private run(entry: Entry): void {
    this.abortAttempt(entry);
    const controller = new AbortController();
    entry.attempt = controller;
    let answer: Promise<unknown>;
    try {
      answer = entry.load(controller.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    // Only the latest attempt counts: an answer that comes after a newer request or an abort is dropped.
    const current = () => entry.attempt === controller && this.entries.get(this.hashOf(entry)) === entry;
    answer.then(
      (data) => current() && this.succeed(entry, data, this.now()),
      (error: unknown) => current() && this.fail(entry, error),
    );
    this.update(entry, { ...entry.state, loading: true });
  }

  private succeed(entry: Entry, data: unknown, at: number): void {
    entry.attempt = null;
    entry.updatedAt = at;
    entry.seeded = false;
    const { promise, settled } = entry.settle
      ? entry.state
      : { promise: fulfilled(data), settled: fulfilled(undefined) };
    if (entry.settle) markSettled(promise, { value: data });
    entry.settle?.resolve(data);
    entry.settle = null;
    this.update(entry, { hasData: true, data, loading: false, promise, settled });
  }

  private fail(entry: Entry, error: unknown): void {
    entry.attempt = null;
    // A refresh that fails keeps what is on screen.
    if (entry.state.hasData) return this.update(entry, { ...entry.state, loading: false });
    const failure = queryFailure(error);
    if (entry.settle) markSettled(entry.state.promise, { reason: failure });
    entry.settle?.reject(failure);
    entry.settle = null;
    this.update(entry, { ...entry.state, hasData: false, loading: false, error: failure });
  }

  private release(hash: string): void {
    this.refs.set(hash, (this.refs.get(hash) ?? 1) - 1);
    // Later, not now: React lets go and takes hold again within one commit (Strict Mode, a fallback that
    // gives way to its content), which must not cost the request.
    queueMicrotask(() => {
      const entry = this.entries.get(hash);
      if ((this.refs.get(hash) ?? 0) > 0 || !entry?.attempt) return;
      this.abortAttempt(entry);
      if (entry.state.hasData) this.update(entry, { ...entry.state, loading: false });
      else this.drop(hash, entry);
    });
  }

  private drop(hash: string, entry: Entry): void {
    this.abortAttempt(entry);
    const failure = queryFailure(cancelledError());
    if (entry.settle) markSettled(entry.state.promise, { reason: failure });
    entry.settle?.reject(failure);
    this.entries.delete(hash);
    this.notify(hash);
  }

  private abortAttempt(entry: Entry): void {
    entry.attempt?.abort();
    entry.attempt = null;
  }

  private isStale(entry: Entry): boolean {
    if (entry.seeded) return !this.firstScreen;
    return this.now() - entry.updatedAt > this.freshForMs;
  }

  private update(entry: Entry, state: QueryState): void {
    entry.state = state;
    this.notify(this.hashOf(entry));
  }

  private hashOf(entry: Entry): string {
    return keyHash(entry.parts);
  }

  private notify(hash: string): void {
    this.listeners.get(hash)?.forEach((listener) => listener());
  }
}
