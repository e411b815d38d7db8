import { useEffect, useState } from 'react';
import { lastValueFrom } from 'rxjs';
import { LoadPage } from '@/application/site/load-page';
import type { PageAnswer } from '@/domain/pages/page';
import { useFirstScreenAnswer } from '../app/first-screen';
import { useService } from '../app/services';
import { toError } from '../shared/use-async';
import { isCancelled, sameDeps, useLoadRequest } from '../shared/use-load-request';

export type PageState =
  | { status: 'loading' }
  | { status: 'ready'; answer: PageAnswer }
  /** The reader stopped the load (Cancel): not an error. */
  | { status: 'cancelled' }
  | { status: 'error'; error: Error };

/**
 * The page at a path: the server-rendered first screen's answer, or a cached copy at once when there is one,
 * refreshed in the background. Leaving the path, or Cancel, unsubscribes, which aborts the request.
 */
export function usePage(path: string): PageState & { retry(): void; cancel(): void } {
  const loadPage = useService(LoadPage);
  const { key, cancelled, retry, cancel } = useLoadRequest([loadPage, path]);
  const served = useFirstScreenAnswer(`page:${path}`, () => lastValueFrom(loadPage.load(path)));
  const [result, setResult] = useState<{ key: readonly unknown[]; state: PageState; served?: true } | null>(
    () => (served.found ? { key, state: { status: 'ready', answer: served.data }, served: true } : null),
  );

  useEffect(() => {
    // The answer the first screen was rendered with is fresh: no second request for it.
    if (cancelled || (result?.served && sameDeps(result.key, key))) return;
    const subscription = loadPage.load(path).subscribe({
      next: (answer) => setResult({ key, state: { status: 'ready', answer } }),
      error: (error: unknown) =>
        setResult({
          key,
          state: isCancelled(error) ? { status: 'cancelled' } : { status: 'error', error: toError(error) },
        }),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a served answer counts once, for its request
  }, [...key, cancelled]);

  const state: PageState =
    result && sameDeps(result.key, key)
      ? result.state
      : cancelled
        ? { status: 'cancelled' }
        : { status: 'loading' };
  return { ...state, retry, cancel };
}
