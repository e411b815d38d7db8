import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LazyPartError } from '../app/lazy-part';
import { ErrorBoundary } from './error-boundary';
import styles from './route-error.module.css';

/** Shows RouteError for an error thrown below it, and tries again once the reader goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <RouteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/** A screen that failed: a part of the code that did not load (offer a reload) or an unexpected error. */
export function RouteError({ error }: { error: unknown }) {
  const partFailed =
    error instanceof LazyPartError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
        error.message,
      ));
  const message = error instanceof Error ? error.message : '';
  return (
    <div role="alert" className={styles.error}>
      <h1 className={styles.errorTitle}>
        {partFailed ? 'This part of the site could not be loaded' : 'Something went wrong'}
      </h1>
      <p>
        {partFailed
          ? 'Your connection may have dropped, or the site was updated meanwhile. Reloading usually helps.'
          : 'An unexpected error stopped this screen.'}
      </p>
      {message && <p className={styles.detail}>{message}</p>}
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
