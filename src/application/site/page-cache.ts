import { inject, injectable } from 'inversify';
import type { PageAnswer } from '@/domain/pages/page';
import { type AccountCopies, dropKeysOfAccounts } from '../session/account-copies';
import { SessionStore } from '../session/session-store';
import { type KeyValueStorage, SessionStorage } from '../storage/key-value-storage';
import { isRecord, StoredArea } from '../storage/stored-area';
import { AppConfig } from '../config/app-config';
import type { Language } from '../preferences/preferences';

/** Most pages kept per user; older ones are dropped first. */
const PAGES_PER_USER = 40;

type CachedPages = [path: string, answer: PageAnswer][];

/** Enough of a check that a stored copy from another build resets instead of breaking a page. */
export const isCachedPages = (value: unknown): value is CachedPages =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      isRecord(entry[1]) &&
      isRecord(entry[1].session) &&
      (entry[1].node === null || isRecord(entry[1].node)),
  );

/**
 * A page's place in the cache: its path, after the language it was asked in (`de:/about-us`; a path starts
 * with `/`, so the two never meet). A page asked without a language keeps its bare path.
 */
const entryOf = (path: string, language: Language | undefined): string =>
  language === undefined ? path : `${language}:${path}`;

/**
 * Pages already seen, per user id and language, so a revisit renders at once. Kept in sessionStorage (per
 * tab, like the login); a user's pages go when their session ends (logout, expiry, another user).
 */
@injectable()
export class PageCache implements AccountCopies {
  private readonly memory = new Map<number, Map<string, PageAnswer>>();
  readonly keeps = 'the pages read in this tab, per account';

  constructor(
    @inject(SessionStorage) private readonly storage: KeyValueStorage,
    @inject(AppConfig) private readonly config: { appName: string },
    @inject(SessionStore) sessions: SessionStore,
  ) {
    sessions.ended$.subscribe(({ userId }) => this.dropUser(userId));
  }

  get(userId: number, path: string, language?: Language): PageAnswer | undefined {
    return this.pagesOf(userId).get(entryOf(path, language));
  }

  put(userId: number, path: string, answer: PageAnswer, language?: Language): void {
    const pages = this.pagesOf(userId);
    const entry = entryOf(path, language);
    pages.delete(entry);
    pages.set(entry, answer);
    for (const oldest of pages.keys()) {
      if (pages.size <= PAGES_PER_USER) break;
      pages.delete(oldest);
    }
    this.areaOf(userId).save([...pages]);
  }

  dropUser(userId: number): void {
    this.memory.delete(userId);
    this.areaOf(userId).clear();
  }

  get places(): readonly string[] {
    return [`session:${this.prefix}`];
  }

  /** Another account is logged in: no page read by anyone else stays (AccountCopiesOnDevice). */
  dropAllBut(userId: number): void {
    for (const owner of this.memory.keys()) if (owner !== userId) this.memory.delete(owner);
    dropKeysOfAccounts(this.storage, this.prefix, (owner) => owner !== userId);
  }

  private pagesOf(userId: number): Map<string, PageAnswer> {
    let pages = this.memory.get(userId);
    if (!pages) {
      pages = new Map(this.areaOf(userId).load());
      this.memory.set(userId, pages);
    }
    return pages;
  }

  private areaOf(userId: number): StoredArea<CachedPages> {
    return new StoredArea(this.storage, `${this.prefix}${userId}`, 1, isCachedPages, []);
  }

  private get prefix(): string {
    return `${this.config.appName}.pages.`;
  }
}
