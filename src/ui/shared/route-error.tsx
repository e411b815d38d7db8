import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { LazyPartError } from '../app/lazy-route';
import styles from './states.module.css';

/** A screen that failed: a part of the code that did not load (offer a reload) or an unexpected error. */
export function RouteError() {
  const error = useRouteError();
  const partFailed =
    error instanceof LazyPartError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
        error.message,
      ));
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
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
