/**
 * The hashed code files the worker answers from its own cache, by path: the precached ones from the start, and
 * each other one once a copy of it is in the cache. A code request the worker does not hold is not intercepted
 * at all: the browser fetches it as it would without a worker, so a chunk the page cancels (a page being left)
 * fails as the page's own request, never as the worker's error ("A ServiceWorker intercepted the request and
 * encountered an unexpected error", which Firefox reported to the page being left).
 */
export class KeptCode {
  private readonly paths: Set<string>;

  constructor(precached: readonly string[]) {
    this.paths = new Set(precached.map(pathOf));
  }

  /** Whether the worker answers this address from its cache. */
  holds(url: string): boolean {
    return this.paths.has(pathOf(url));
  }

  /** A copy of it is in the cache now (kept when first used, or found there when the worker started). */
  add(url: string): void {
    this.paths.add(pathOf(url));
  }
}

const pathOf = (url: string) => new URL(url, 'http://portal.invalid').pathname;
