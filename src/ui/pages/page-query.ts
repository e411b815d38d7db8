import { PageCache } from '@/application/site/page-cache';
import { SessionStore } from '@/application/session/session-store';
import { LoadPage } from '@/application/site/load-page';
import { RemoteSystemError } from '@/application/remote-system-error';
import type { PageAnswer } from '@/domain/pages/page';
import { useObservable, useService } from '../app/services';
import { usePublicMessages } from '../i18n/public-messages';
import { useQuery } from '../shared/data/use-query';

/**
 * The page at a path through the query cache: a page seen in this tab (PageCache, kept in sessionStorage)
 * shows at once and is refreshed behind it; LoadPage still owns the request (its early `prefetch`, the
 * session it syncs). Leaving the path, or Cancel, aborts the request.
 */
export function usePageAnswer(path: string): PageAnswer {
  const loadPage = useService(LoadPage);
  const pages = useService(PageCache);
  const { userId } = useObservable(useService(SessionStore)).session;
  const silent = usePublicMessages()('pageDidNotAnswer');
  const seen = () => pages.get(userId, path);
  return useQuery(['page', path], (signal) => freshPage(loadPage, path, signal, silent), seen).data;
}

/**
 * LoadPage's last answer: the fresh one, or the cached copy when the refresh failed. `silent` is the
 * error's message when LoadPage ends without one: the error state shows it to the reader.
 */
function freshPage(
  loadPage: LoadPage,
  path: string,
  signal: AbortSignal,
  silent: string,
): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    let last: PageAnswer | undefined;
    const subscription = loadPage.load(path).subscribe({
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
