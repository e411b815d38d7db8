import { inject, injectable } from 'inversify';
import { catchError, concat, EMPTY, Observable, of } from 'rxjs';
import type { PageAnswer } from '@/domain/pages/page';
import { SessionStore } from '../session/session-store';
import { SyncSession } from '../session/sync-session';
import { PageCache } from './page-cache';
import { SiteGateway } from './site-gateway';

/** A request for a page that went out before its screen asked for it. */
interface EarlyRequest {
  readonly askedAs: number;
  readonly answer: Promise<PageAnswer>;
  readonly controller: AbortController;
}

/**
 * Loads the page at a path: the cached copy at once when there is one, then the fresh answer. The first
 * screen's answer may be asked for before its screen's code has arrived (`prefetch`), so the two travel
 * side by side instead of one after the other. Unsubscribing before the answer has come aborts its request,
 * so a new navigation never leaves the old one waiting on the wire.
 */
@injectable()
export class LoadPage {
  private readonly early = new Map<string, EarlyRequest>();

  constructor(
    @inject(SiteGateway) private readonly site: SiteGateway,
    @inject(PageCache) private readonly cache: PageCache,
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(SyncSession) private readonly sync: SyncSession,
  ) {}

  /** Starts the request for a path's page now; the next `load` of that path takes its answer, once. */
  prefetch(path: string): void {
    if (this.early.has(path)) return;
    const controller = new AbortController();
    const answer = this.site.getPage(path, { signal: controller.signal });
    // A failure is reported to the load that takes the answer, not here.
    answer.catch(() => undefined);
    this.early.set(path, { askedAs: this.store.snapshot().session.userId, answer, controller });
  }

  /** Emits the cached answer (if any) and then the fresh one; errors only when there is nothing to show. */
  load(path: string): Observable<PageAnswer> {
    const cached = this.cache.get(this.store.snapshot().session.userId, path);
    const fresh$ = new Observable<PageAnswer>((subscriber) => {
      const request = this.takeEarly(path) ?? this.request(path);
      request.answer.then(
        (answer) => {
          this.cache.put(answer.session.userId, path, answer);
          // A login or logout while this answer was on its way makes its session out of date: the page may
          // still show, but its user id must not undo the login state that was just set.
          if (this.store.snapshot().session.userId === request.askedAs) void this.sync.apply(answer.session);
          subscriber.next(answer);
          subscriber.complete();
        },
        (error: unknown) => subscriber.error(error),
      );
      // Aborting a request that has answered changes nothing.
      return () => request.controller.abort();
    });
    if (!cached) return fresh$;
    // A failed background refresh keeps the cached page on screen.
    return concat(of(cached), fresh$.pipe(catchError(() => EMPTY)));
  }

  private takeEarly(path: string): EarlyRequest | undefined {
    const early = this.early.get(path);
    this.early.delete(path);
    return early;
  }

  private request(path: string): EarlyRequest {
    const controller = new AbortController();
    const askedAs = this.store.snapshot().session.userId;
    return { askedAs, answer: this.site.getPage(path, { signal: controller.signal }), controller };
  }
}
