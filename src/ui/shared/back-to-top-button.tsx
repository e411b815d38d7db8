import { useTranslation } from '../i18n/use-translation';
import { useFormUnderCorner } from './form-under-corner';
import styles from './back-to-top-button.module.css';

/**
 * "Back to top" itself, stepping aside while a form passes under it (useFormUnderCorner). Drawn once the
 * corner has been looked at: a button drawn before would cover a form for a frame.
 */
export function BackToTopButton() {
  const formUnder = useFormUnderCorner();
  const { t } = useTranslation();
  if (formUnder !== false) return null;

  const toTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard users continue from the start of the content, not from nowhere.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={styles.button} onClick={toTop}>
      <span className={styles.arrow} aria-hidden="true" />
      {t('backToTop')}
    </button>
  );
}
