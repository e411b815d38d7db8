import { useCallback, useState } from 'react';
import type { LogIn } from '@/application/session/log-in';
import { LogInLoader } from '@/application/session/log-in-loader';
import { useService } from '../app/services';
import { withTimeout } from '../app/lazy-part';

/** One wait per loader, under the two-minute limit for a part's code, whoever asks first. */
const arriving = new WeakMap<LogInLoader, Promise<LogIn>>();

const ignore = () => undefined;

export interface LogInOnDemand {
  /** Starts loading the use case's code (once): as the visitor reaches into the form. */
  prepare(): void;
  /** The use case, once its code has arrived; null when it did not (the error boundary shows instead). */
  logIn(): Promise<LogIn | null>;
}

/**
 * The LogIn use case, whose code (its adapter and zod with it, 11 kB gzipped) no first load carries: the form
 * is drawn at once and asks for it when a field or the button first takes the focus, so it has arrived by the
 * time what was typed is sent; a form sent before that waits for it then. A part that fails to load, or takes
 * longer than the two-minute limit for a part's code (docs/behaviour.md, 'Page furniture'), reaches the nearest
 * error boundary (a reload), as a lazily loaded screen's does.
 */
export function useLogInOnDemand(): LogInOnDemand {
  const loader = useService(LogInLoader);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  const load = useCallback(() => {
    let loading = arriving.get(loader);
    if (!loading) arriving.set(loader, (loading = withTimeout(loader.load())));
    return loading;
  }, [loader]);
  const prepare = useCallback(() => void load().catch(ignore), [load]);
  const logIn = useCallback(
    () =>
      load().catch((error: unknown) => {
        setFailure({ error });
        return null;
      }),
    [load],
  );
  return { prepare, logIn };
}
