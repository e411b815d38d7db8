import { keyHash, keyParts, startsWith, type QueryKey } from './query-key';
import { QueryEntry, type Load, type QueryState } from './query-entry';

export interface QueryCacheOptions {
  /** How long an answer is shown again without asking (a quick way back); later a visit refreshes it. */
  freshForMs?: number;
  now?: () => number;
}

/** Answers younger than this are reused as they are: going back and forth costs no request. */
export const FRESH_FOR_MS = 30_000;

const ignore = () => undefined;

/**
 * One keyed cache for what views read from the remote systems: one request per key however many views ask
 * (deduplication), data kept while it is refreshed, invalidation by key prefix after a change, and requests
 * aborted once nobody waits for them. Plain TypeScript; React reads it through `useQuery`.
 */
export class QueryCache {
  private readonly entries = new Map<string, QueryEntry>();
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
      if (copy !== undefined) entry.succeed(copy, Number.NEGATIVE_INFINITY);
      else entry.run(this.now);
    }
    // The newest closure: it may hold a newer service or session.
    entry.load = load;
    // A first screen's answer was named by its hash (`group:1`): from now on `invalidate(['group', 1])` finds it.
    entry.parts = keyParts(key);
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
    if (entry && entry.state.hasData && !entry.running && this.isStale(entry)) entry.run(this.now);
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
      // Out of date even on the first screen: a change made there is shown when the key is shown again.
      entry.seeded = false;
      if ((this.refs.get(hash) ?? 0) > 0 && entry.state.hasData) entry.run(this.now);
    }
  }

  /**
   * Every key starting with `prefix` is no longer to be shown: what no view shows goes (a load on its way is
   * aborted), so the next view of it waits for a new answer rather than showing the old one; what is on screen
   * is out of date, as after `invalidate`.
   */
  forget(prefix: QueryKey): void {
    for (const [hash, entry] of this.entries) {
      if (!startsWith(entry.parts, prefix)) continue;
      if ((this.refs.get(hash) ?? 0) > 0) {
        entry.updatedAt = Number.NEGATIVE_INFINITY;
        entry.seeded = false;
      } else this.drop(hash, entry);
    }
  }

  /** Stores an answer got otherwise (a change's own answer), as fresh as a loaded one. */
  set<T>(key: QueryKey, data: T): void {
    const entry = this.entries.get(keyHash(key));
    entry?.abort();
    (entry ?? this.create(key, () => Promise.resolve(data))).succeed(data, this.now());
  }

  /** The reader's Cancel: the request is aborted; without data the key is then `cancelled`. */
  cancel(key: QueryKey): void {
    const entry = this.entries.get(keyHash(key));
    if (entry?.running) entry.cancel();
  }

  /** Try again: a new request (a running one is let go); a failed or cancelled key waits afresh. */
  retry(key: QueryKey): void {
    this.entries.get(keyHash(key))?.retry(this.now);
  }

  /** The answers a server-drawn first screen came with, by key hash; fresh until `endFirstScreen`. */
  seed(answers: Readonly<Record<string, unknown>>): void {
    for (const [hash, data] of Object.entries(answers)) {
      const entry = this.create(hash.split(':'), () => Promise.resolve(data), hash);
      entry.succeed(data, this.now());
      entry.seeded = true;
    }
  }

  /** The reader has moved on from the first screen: its answers are refreshed when shown again. */
  endFirstScreen(): void {
    this.firstScreen = false;
  }

  /**
   * Another user's data must not show: what nobody shows goes, what is shown is refreshed on its next view.
   * `fromVisitor`: nobody was logged in before, so nothing private can show, and a load on its way is let
   * finish. Its request went with the browser's cookie, as did the answer that told who is logged in: a new
   * tab of a member's browser learns it from its first page, whose screen is still waiting (suspended, so
   * not counted as shown), and dropping that load asked the member's `/` a second time (issue 30).
   * Otherwise a first load on its way is asked again as the new user, and a screen waiting on it gets that
   * answer: dropped, it heard "Loading cancelled" (a tab reloaded after a failed logout, whose server session
   * lived on, showed the home page's news so).
   */
  forgetUser(fromVisitor = false): void {
    for (const [hash, entry] of this.entries) {
      if (fromVisitor && entry.running) continue;
      entry.updatedAt = Number.NEGATIVE_INFINITY;
      if ((this.refs.get(hash) ?? 0) > 0) continue;
      if (entry.running && !entry.state.hasData) entry.run(this.now);
      else this.drop(hash, entry);
    }
  }

  /** Loads on their way (a server render waits for them before drawing again); they never reject. */
  pending(): Promise<unknown>[] {
    return [...this.entries.values()].filter((e) => e.running).map((e) => e.state.promise.catch(ignore));
  }

  /** Every answer there is, by key hash: what the browser needs to take a server-drawn screen over. */
  answers(): Record<string, unknown> {
    const ready = [...this.entries].filter(([, entry]) => entry.state.hasData);
    return Object.fromEntries(ready.map(([hash, entry]) => [hash, entry.state.data]));
  }

  /** Whether a load failed (a server render then leaves the page to the browser). */
  anyFailed(): boolean {
    return this.firstError() !== undefined;
  }

  /** The first failed load's error, undefined when none failed: why a server render could not be drawn. */
  firstError(): unknown {
    return [...this.entries.values()].find((entry) => entry.state.error !== undefined)?.state.error;
  }

  private create(key: QueryKey, load: Load<unknown>, hash = keyHash(key)): QueryEntry {
    const entry = new QueryEntry(keyParts(key), load, () => this.notify(hash));
    this.entries.set(hash, entry);
    return entry;
  }

  private release(hash: string): void {
    this.refs.set(hash, (this.refs.get(hash) ?? 1) - 1);
    // Later, not now: React lets go and takes hold again within one commit (Strict Mode, a fallback that
    // gives way to its content), which must not cost the request.
    queueMicrotask(() => {
      const entry = this.entries.get(hash);
      if ((this.refs.get(hash) ?? 0) > 0 || !entry?.running) return;
      if (entry.state.hasData) entry.cancel();
      else this.drop(hash, entry);
    });
  }

  private drop(hash: string, entry: QueryEntry): void {
    this.entries.delete(hash);
    entry.drop();
  }

  private isStale(entry: QueryEntry): boolean {
    if (entry.seeded) return !this.firstScreen;
    return this.now() - entry.updatedAt > this.freshForMs;
  }

  private notify(hash: string): void {
    this.listeners.get(hash)?.forEach((listener) => listener());
  }
}
