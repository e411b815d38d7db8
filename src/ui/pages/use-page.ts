import { useEffect, useState } from 'react';
import { TOKENS } from '@/application/tokens';
import type { PageAnswer } from '@/domain/pages/page';
import { useService } from '../app/services';
import { toError } from '../shared/use-async';

export type PageState =
  { status: 'loading' } | { status: 'ready'; answer: PageAnswer } | { status: 'error'; error: Error };

/** The page at a path: a cached copy at once when there is one, refreshed in the background. */
export function usePage(path: string): PageState & { retry(): void } {
  const loadPage = useService(TOKENS.LoadPage);
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${path}`;
  const [result, setResult] = useState<{ request: string; state: PageState } | null>(null);

  useEffect(() => {
    const subscription = loadPage.load(path).subscribe({
      next: (answer) => setResult({ request, state: { status: 'ready', answer } }),
      error: (error: unknown) => setResult({ request, state: { status: 'error', error: toError(error) } }),
    });
    return () => subscription.unsubscribe();
  }, [loadPage, path, request]);

  const state: PageState = result?.request === request ? result.state : { status: 'loading' };
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
