import { useEffect, useId, useRef, useState } from 'react';
import { TOKENS } from '@/application/tokens';
import { useObservable, useService } from '../app/services';
import styles from './session-expired-notice.module.css';

type Phase = 'idle' | 'trying' | 'done';

/**
 * Shown when a logout could not reach the content system: this portal has forgotten the member, but the
 * session there may still be open, which matters on a shared computer. Offers to try again, and says so
 * when the session has ended after all (by Try again, or by the retry that follows the next page answer).
 */
export function LogoutNotice() {
  const { failed } = useObservable(useService(TOKENS.PendingLogout));
  const logOut = useService(TOKENS.LogOut);
  const [phase, setPhase] = useState<Phase>('idle');
  const [wasFailed, setWasFailed] = useState(failed);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusClose = useRef(false);
  const headingId = useId();

  if (failed !== wasFailed) {
    setWasFailed(failed);
    if (wasFailed && !failed) setPhase('done');
  }
  // Try again is gone once it worked: keep the keyboard user's place on the notice.
  useEffect(() => {
    if (phase === 'done' && focusClose.current) closeButton.current?.focus();
  }, [phase]);

  if (!failed && phase !== 'done') return null;
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
            Logged out
          </h2>
          <p className={styles.text}>Your session in the content system has ended too.</p>
        </div>
        <button ref={closeButton} type="button" className={styles.quiet} onClick={() => setPhase('idle')}>
          Close
        </button>
      </section>
    );
  }
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <div role="alert">
        <h2 id={headingId} className={styles.title}>
          Logout not complete
        </h2>
        <p className={styles.text}>
          You are logged out of this portal, but the content system could not be reached to end your session
          there. On a shared computer, try again before you leave.
        </p>
      </div>
      <button
        type="button"
        className={styles.primary}
        onClick={() => void tryAgain()}
        disabled={phase === 'trying'}
      >
        {phase === 'trying' ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}
