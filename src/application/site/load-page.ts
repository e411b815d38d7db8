import { inject, injectable } from 'inversify';
import { catchError, concat, defer, EMPTY, from, of, tap, type Observable } from 'rxjs';
import type { PageAnswer } from '@/domain/pages/page';
import type { SessionStore } from '../session/session-store';
import type { SyncSession } from '../session/sync-session';
import { TOKENS } from '../tokens';
import type { PageCache } from './page-cache';
import type { SiteGateway } from './site-gateway';

/**
 * Loads the page at a path: the cached copy at once when there is one, then the fresh answer. The first
 * screen's answer may be asked for before its screen's code has arrived (`prefetch`), so the two travel
 * side by side instead of one after the other.
 */
@injectable()
export class LoadPage {
  private readonly early = new Map<string, { askedAs: number; answer: Promise<PageAnswer> }>();

  constructor(
    @inject(TOKENS.SiteGateway) private readonly site: SiteGateway,
    @inject(TOKENS.PageCache) private readonly cache: PageCache,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SyncSession) private readonly sync: SyncSession,
  ) {}

  /** Starts the request for a path's page now; the next `load` of that path takes its answer, once. */
  prefetch(path: string): void {
    if (this.early.has(path)) return;
    const answer = this.site.getPage(path);
    // A failure is reported to the load that takes the answer, not here.
    answer.catch(() => undefined);
    this.early.set(path, { askedAs: this.store.snapshot().session.userId, answer });
  }

  /** Emits the cached answer (if any) and then the fresh one; errors only when there is nothing to show. */
  load(path: string): Observable<PageAnswer> {
    const cached = this.cache.get(this.store.snapshot().session.userId, path);
    const fresh$ = defer(() => {
      const early = this.early.get(path);
      this.early.delete(path);
      const askedAs = early?.askedAs ?? this.store.snapshot().session.userId;
      return from(early?.answer ?? this.site.getPage(path)).pipe(
        tap((answer) => {
          this.cache.put(answer.session.userId, path, answer);
          // A login or logout while this answer was on its way makes its session out of date: the page may
          // still show, but its user id must not undo the login state that was just set.
          if (this.store.snapshot().session.userId === askedAs) void this.sync.apply(answer.session);
        }),
      );
    });
    if (!cached) return fresh$;
    // A failed background refresh keeps the cached page on screen.
    return concat(of(cached), fresh$.pipe(catchError(() => EMPTY)));
  }
}
