import { useEffect, useState } from 'react';
import { lastValueFrom } from 'rxjs';
import { TOKENS } from '@/application/tokens';
import type { PageAnswer } from '@/domain/pages/page';
import { useFirstScreenAnswer } from '../app/first-screen';
import { useService } from '../app/services';
import { toError } from '../shared/use-async';

export type PageState =
  { status: 'loading' } | { status: 'ready'; answer: PageAnswer } | { status: 'error'; error: Error };

/**
 * The page at a path: the server-rendered first screen's answer, or a cached copy at once when there is one,
 * refreshed in the background.
 */
export function usePage(path: string): PageState & { retry(): void } {
  const loadPage = useService(TOKENS.LoadPage);
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${path}`;
  const served = useFirstScreenAnswer(`page:${path}`, () => lastValueFrom(loadPage.load(path)));
  const [result, setResult] = useState<{ request: string; state: PageState; served?: true } | null>(() =>
    served.found ? { request, state: { status: 'ready', answer: served.data }, served: true } : null,
  );

  useEffect(() => {
    // The answer the first screen was rendered with is fresh: no second request for it.
    if (result?.served && result.request === request) return;
    const subscription = loadPage.load(path).subscribe({
      next: (answer) => setResult({ request, state: { status: 'ready', answer } }),
      error: (error: unknown) => setResult({ request, state: { status: 'error', error: toError(error) } }),
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a served answer counts once, for its request
  }, [loadPage, path, request]);

  const state: PageState = result?.request === request ? result.state : { status: 'loading' };
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
