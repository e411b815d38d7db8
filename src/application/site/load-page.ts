import { inject, injectable } from 'inversify';
import { catchError, concat, EMPTY, Observable, of } from 'rxjs';
import type { PageAnswer } from '@/domain/pages/page';
import type { Language } from '../preferences/preferences';
import { SessionStore } from '../session/session-store';
import { SyncSession } from '../session/sync-session';
import { PageCache } from './page-cache';
import { SiteGateway } from './site-gateway';

/** A request for a page that went out before its screen asked for it. */
interface EarlyRequest {
  readonly language: Language | undefined;
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

  /**
   * Starts the request for a path's page in a language now; the next `load` of that path in that language
   * takes its answer, once.
   */
  prefetch(path: string, language?: Language): void {
    const early = this.early.get(path);
    if (early && early.language === language) return;
    early?.controller.abort();
    this.early.set(path, this.request(path, language));
  }

  /**
   * Emits the cached answer (if any) and then the fresh one; errors only when there is nothing to show. A
   * `language` asks for the page's translation (the original where there is none), cached apart.
   */
  load(path: string, language?: Language): Observable<PageAnswer> {
    const cached = this.cache.get(this.store.snapshot().session.userId, path, language);
    const fresh$ = new Observable<PageAnswer>((subscriber) => {
      const request = this.takeEarly(path, language) ?? this.request(path, language);
      let settled = false;
      request.answer.then(
        (answer) => {
          settled = true;
          this.cache.put(answer.session.userId, path, answer, language);
          // A login or logout while this answer was on its way makes its session out of date: the page may
          // still show, but its user id must not undo the login state that was just set.
          if (this.store.snapshot().session.userId === request.askedAs) void this.sync.apply(answer.session);
          subscriber.next(answer);
          subscriber.complete();
        },
        (error: unknown) => {
          settled = true;
          subscriber.error(error);
        },
      );
      // Only a request on its way is aborted: one that has answered has nothing to stop, and an abort still
      // makes its reason (a DOMException), which a server render paid for on every page.
      return () => {
        if (!settled) request.controller.abort();
      };
    });
    if (!cached) return fresh$;
    // A failed background refresh keeps the cached page on screen.
    return concat(of(cached), fresh$.pipe(catchError(() => EMPTY)));
  }

  /** The early request for the path, taken once; one in another language is dropped (and aborted). */
  private takeEarly(path: string, language: Language | undefined): EarlyRequest | undefined {
    const early = this.early.get(path);
    this.early.delete(path);
    if (!early || early.language === language) return early;
    early.controller.abort();
    return undefined;
  }

  private request(path: string, language: Language | undefined): EarlyRequest {
    const controller = new AbortController();
    const askedAs = this.store.snapshot().session.userId;
    const answer = this.site.getPage(path, { signal: controller.signal, ...(language && { language }) });
    // A failure is reported to the load that takes the answer, not here.
    answer.catch(() => undefined);
    // The session it carries answers a tab's first "who is logged in?" too (SyncSession.askOnce).
    this.sync.pageOnItsWay(answer);
    return { language, askedAs, answer, controller };
  }
}
