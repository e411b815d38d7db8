import { inject, injectable } from 'inversify';
import type { PageAnswer } from '@/domain/pages/page';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { TOKENS } from '../tokens';

/** Most pages kept per user; older ones are dropped first. */
const PAGES_PER_USER = 40;

/**
 * Pages already seen, per user id, so a revisit renders at once. Kept in sessionStorage (per tab, like
 * the login) and dropped for a user on logout.
 */
@injectable()
export class PageCache {
  private readonly memory = new Map<number, Map<string, PageAnswer>>();

  constructor(
    @inject(TOKENS.SessionStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.Config) private readonly config: { appName: string },
  ) {}

  get(userId: number, path: string): PageAnswer | undefined {
    return this.pagesOf(userId).get(path);
  }

  put(userId: number, path: string, answer: PageAnswer): void {
    const pages = this.pagesOf(userId);
    pages.delete(path);
    pages.set(path, answer);
    for (const oldest of pages.keys()) {
      if (pages.size <= PAGES_PER_USER) break;
      pages.delete(oldest);
    }
    this.storage.write(this.key(userId), JSON.stringify([...pages]));
  }

  dropUser(userId: number): void {
    this.memory.delete(userId);
    this.storage.remove(this.key(userId));
  }

  private pagesOf(userId: number): Map<string, PageAnswer> {
    let pages = this.memory.get(userId);
    if (!pages) {
      pages = new Map(this.restore(userId));
      this.memory.set(userId, pages);
    }
    return pages;
  }

  private restore(userId: number): [string, PageAnswer][] {
    try {
      const stored: unknown = JSON.parse(this.storage.read(this.key(userId)) ?? '[]');
      return Array.isArray(stored) ? (stored as [string, PageAnswer][]) : [];
    } catch {
      return [];
    }
  }

  private key(userId: number): string {
    return `${this.config.appName}.pages.v1.${userId}`;
  }
}
