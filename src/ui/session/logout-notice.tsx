import { useEffect, useId, useRef, useState } from 'react';
import type { RemoteSystem } from '@/application/remote-system-error';
import { LogOut } from '@/application/session/log-out';
import { useObservable, useService } from '../app/services';
import { useMessages } from '../i18n/use-messages';
import { useTranslation } from '../i18n/use-translation';
import { remoteSystemNames } from './remote-system-names';
import { sessionStatusMessages } from './session-status-messages';
import styles from './logout-notice.module.css';

type Phase = 'idle' | 'trying' | 'done';

/**
 * Shown when a logout could not end every session it opened (the content, membership or proposal system):
 * this portal has forgotten the member, but those sessions may still be open, which matters on a shared
 * computer. Names them, offers to try again (only those), and says so when they have ended after all (by
 * Try again, or by the retry that follows the next page answer).
 */
export function LogoutNotice({ openWhenNeeded }: { openWhenNeeded?: readonly RemoteSystem[] }) {
  const logOut = useService(LogOut);
  const t = useMessages(sessionStatusMessages);
  const { language } = useTranslation();
  const { open } = useObservable(logOut);
  const [phase, setPhase] = useState<Phase>('idle');
  // Loaded late (logout-notice-slot.tsx): the sessions that were open when it was called for, so that their
  // ending meanwhile is told as such.
  const [shown, setShown] = useState(openWhenNeeded ?? open);
  const [ended, setEnded] = useState<readonly RemoteSystem[]>([]);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusClose = useRef(false);
  const headingId = useId();

  if (open !== shown) {
    setShown(open);
    if (shown.length > 0 && open.length === 0) {
      setEnded(shown);
      setPhase('done');
    }
  }
  // Try again is gone once it worked: keep the keyboard user's place on the notice.
  useEffect(() => {
    if (phase === 'done' && focusClose.current) closeButton.current?.focus();
  }, [phase]);

  if (open.length === 0 && phase !== 'done') return null;
  const tryAgain = async () => {
    setPhase('trying');
    focusClose.current = true;
    const result = await logOut.retry();
    setPhase(result.ok ? 'done' : 'idle');
  };

  if (phase === 'done') {
    return (
      <section className={styles.notice} aria-labelledby={headingId}>
        <div role="status">
          <h2 id={headingId} className={styles.title}>
            {t('loggedOut')}
          </h2>
          <p className={styles.text}>
            {t('sessionsEndedToo', {
              count: ended.length,
              systems: remoteSystemNames(ended, 'location', t, language),
            })}
          </p>
        </div>
        <button ref={closeButton} type="button" className={styles.quiet} onClick={() => setPhase('idle')}>
          {t('close')}
        </button>
      </section>
    );
  }
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <div role="alert">
        <h2 id={headingId} className={styles.title}>
          {t('logoutIncomplete')}
        </h2>
        <p className={styles.text}>
          {t('logoutIncompleteText', {
            count: open.length,
            systems: remoteSystemNames(open, 'subject', t, language),
          })}
        </p>
      </div>
      <button
        type="button"
        className={styles.primary}
        onClick={() => void tryAgain()}
        disabled={phase === 'trying'}
      >
        {phase === 'trying' ? t('tryingAgain') : t('tryAgain')}
      </button>
    </section>
  );
}
