import { use } from 'react';
import type { LogIn } from '@/application/session/log-in';
import { LogInLoader } from '@/application/session/log-in-loader';
import { useService } from '../app/services';
import { withTimeout } from '../app/lazy-part';
import { tracked } from '../shared/data/tracked-promise';

/**
 * One wait per loader (React's `use` needs the same promise on every render), under the two-minute limit for a
 * part's code.
 */
const arriving = new WeakMap<LogInLoader, Promise<LogIn>>();

/**
 * The LogIn use case. The first time, the nearest Suspense boundary waits while its code loads; a part that fails
 * to load, or takes longer than the two-minute limit for a part's code (docs/behaviour.md, 'Page furniture'),
 * reaches the nearest error boundary (a reload).
 */
export function useLogIn(): LogIn {
  const loader = useService(LogInLoader);
  let loading = arriving.get(loader);
  if (!loading) arriving.set(loader, (loading = tracked(withTimeout(loader.load()))));
  return use(loading);
}
