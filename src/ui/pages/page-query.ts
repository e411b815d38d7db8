import { PageCache } from '@/application/site/page-cache';
import { SessionStore } from '@/application/session/session-store';
import { LoadPage } from '@/application/site/load-page';
import { RemoteSystemError } from '@/application/remote-system-error';
import type { PageAnswer } from '@/domain/pages/page';
import { useObservable, useService } from '../app/services';
import type { Language } from '@/application/preferences/preferences';
import { usePublicMessages } from '../i18n/public-messages';
import { useQuery } from '../shared/data/use-query';
import { inLanguage, useContentLanguage } from '../shared/data/content-language';

/** The query key of a path's page in a language: `page:/about-us`, `page:/about-us:de`. */
export const pageKey = (path: string, language: Language) => inLanguage(['page', path], language);

/**
 * The page at a path, in the reader's language where the content system has it translated, through the
 * query cache: a page seen in this tab (PageCache, kept in sessionStorage) shows at once and is refreshed
 * behind it; LoadPage still owns the request (its early `prefetch`, the session it syncs). Leaving the path,
 * or Cancel, aborts the request.
 */
export function usePageAnswer(path: string): PageAnswer {
  const loadPage = useService(LoadPage);
  const pages = useService(PageCache);
  const { userId } = useObservable(useService(SessionStore)).session;
  const { language } = useContentLanguage();
  const silent = usePublicMessages()('pageDidNotAnswer');
  const seen = () => pages.get(userId, path, language);
  const load = (signal: AbortSignal) => freshPage(loadPage, path, language, signal, silent);
  return useQuery(pageKey(path, language), load, seen).data;
}

/**
 * LoadPage's last answer: the fresh one, or the cached copy when the refresh failed. `silent` is the
 * error's message when LoadPage ends without one: the error state shows it to the reader.
 */
function freshPage(
  loadPage: LoadPage,
  path: string,
  language: Language,
  signal: AbortSignal,
  silent: string,
): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    let last: PageAnswer | undefined;
    const subscription = loadPage.load(path, language).subscribe({
      next: (answer) => (last = answer),
      error: reject,
      complete: () => (last ? resolve(last) : reject(new Error(silent))),
    });
    // Unsubscribing aborts LoadPage's request on the wire.
    signal.addEventListener('abort', () => {
      subscription.unsubscribe();
      reject(new RemoteSystemError('drupal', null, { reason: 'cancelled' }));
    });
  });
}
