import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMessages } from '../i18n/use-messages';
import { useHydrated } from '../shared/use-hydrated';
import { searchMessages } from './search-messages';
import { SEARCH_ROUTE } from './search-path';
import { useSearchSubmit } from './use-search-submit';
import styles from './header-search.module.css';

const SEARCH_ICON = (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12.5 12.5 18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The header's search field: Enter opens the results for what was typed. A plain GET form underneath, so it
 * works on a server-drawn screen before the code has run. On phones it folds behind a button (before the
 * code has run, a link to the search page).
 */
export function HeaderSearch() {
  const t = useMessages(searchMessages);
  const { submit, pending } = useSearchSubmit();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const hydrated = useHydrated();

  const toggle = () => {
    // Shown first, then focused: a hidden field cannot take the focus.
    flushSync(() => setOpen(!open));
    if (!open) input.current?.focus();
  };
  // Escape in an empty field folds it again (in a filled one the browser first empties it), back to its button.
  const foldOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !open || event.currentTarget.value) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className={styles.headerSearch} data-open={open}>
      {hydrated ? (
        <button
          ref={button}
          type="button"
          className={styles.toggle}
          aria-label={t('openSearch')}
          aria-expanded={open}
          aria-controls={formId}
          onClick={toggle}
        >
          {SEARCH_ICON}
        </button>
      ) : (
        // Before the code has run nothing could unfold the field: the search page, with its own, is a link away.
        <a className={styles.toggle} href={SEARCH_ROUTE} aria-label={t('openSearch')}>
          {SEARCH_ICON}
        </a>
      )}
      <form
        id={formId}
        role="search"
        aria-label={t('searchLabel')}
        className={styles.form}
        action={SEARCH_ROUTE}
        aria-busy={pending || undefined}
        onSubmit={(event) => {
          submit(event);
          setOpen(false);
        }}
      >
        <label className="visually-hidden" htmlFor={`${formId}-q`}>
          {t('searchLabel')}
        </label>
        <input
          ref={input}
          id={`${formId}-q`}
          className={styles.input}
          type="search"
          name="q"
          placeholder={t('search')}
          enterKeyHint="search"
          onKeyDown={foldOnEscape}
        />
      </form>
    </div>
  );
}
