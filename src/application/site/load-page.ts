import { inject, injectable } from 'inversify';
import { catchError, concat, defer, EMPTY, from, of, tap, type Observable } from 'rxjs';
import type { PageAnswer } from '@/domain/pages/page';
import type { SessionStore } from '../session/session-store';
import type { SyncSession } from '../session/sync-session';
import { TOKENS } from '../tokens';
import type { PageCache } from './page-cache';
import type { SiteGateway } from './site-gateway';

/** Loads the page at a path: the cached copy at once when there is one, then the fresh answer. */
@injectable()
export class LoadPage {
  constructor(
    @inject(TOKENS.SiteGateway) private readonly site: SiteGateway,
    @inject(TOKENS.PageCache) private readonly cache: PageCache,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SyncSession) private readonly sync: SyncSession,
  ) {}

  /** Emits the cached answer (if any) and then the fresh one; errors only when there is nothing to show. */
  load(path: string): Observable<PageAnswer> {
    const cached = this.cache.get(this.store.snapshot().session.userId, path);
    const fresh$ = defer(() => {
      const askedAs = this.store.snapshot().session.userId;
      return from(this.site.getPage(path)).pipe(
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
