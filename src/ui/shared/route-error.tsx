import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Preferences } from '@/application/preferences/preferences';
import { LazyPartError } from '../app/lazy-part';
import { useContainerIfAny } from '../app/services';
import { catalogueReady, translator } from '../i18n/message-catalogues';
import { shellMessages } from '../i18n/shell-messages';
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
  const t = useShellWordsAtHand();
  const partFailed =
    error instanceof LazyPartError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
        error.message,
      ));
  // The browser's and the script engine's messages are shown as they came: they help whoever is asked to fix it.
  const detail =
    error instanceof LazyPartError && error.timedOut
      ? t('partTimedOut')
      : error instanceof Error
        ? error.message
        : '';
  return (
    <div role="alert" className={styles.error}>
      <h1 className={styles.errorTitle}>{partFailed ? t('partFailed') : t('screenFailed')}</h1>
      <p>{partFailed ? t('partFailedHelp') : t('screenFailedHelp')}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </div>
  );
}

/**
 * The shell's words in the reader's language when they are at hand, else in English: the error screen must
 * not wait for a catalogue (the failure may be that one not arriving) nor fail for want of it or of services.
 */
function useShellWordsAtHand() {
  const preferences = useContainerIfAny()?.get(Preferences);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = preferences?.state$.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [preferences],
  );
  const language = () => preferences?.snapshot().language ?? 'en';
  const chosen = useSyncExternalStore(subscribe, language, language);
  const ready = catalogueReady(chosen, shellMessages) === true;
  if (!ready) catalogueReady('en', shellMessages);
  return translator(ready ? chosen : 'en', shellMessages);
}
