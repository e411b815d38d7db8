import type { QueryCache } from './query-cache';

/**
 * The keys read below a QueryBoundary. While its loading state is on screen it holds their requests, those
 * of keys first read while it shows too (a view that waited for its code, then reads its data), so that
 * leaving the screen aborts every one of them.
 */
export class BoundaryKeys extends Set<string> {
  private holds: Map<string, () => void> | null = null;

  constructor(private readonly cache: QueryCache) {
    super();
  }

  override add(key: string): this {
    super.add(key);
    if (this.holds && !this.holds.has(key)) this.holds.set(key, this.cache.retain(key));
    return this;
  }

  /** The loading state shows: every key's request is held until `letGo`. */
  hold(): void {
    this.holds ??= new Map([...this].map((key) => [key, this.cache.retain(key)]));
  }

  letGo(): void {
    const holds = this.holds;
    this.holds = null;
    holds?.forEach((release) => release());
  }
}
