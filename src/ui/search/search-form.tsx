import { useId } from 'react';
import { useMessages } from '../i18n/use-messages';
import { searchMessages } from './search-messages';
import { SEARCH_ROUTE } from './search-path';
import { useSearchSubmit } from './use-search-submit';
import styles from './search-form.module.css';

/**
 * The results screen's own search field, holding the query of the address; a new search starts at its first
 * page.
 */
export function SearchForm({ query }: { query: string }) {
  const t = useMessages(searchMessages);
  const id = useId();
  const { submit, pending } = useSearchSubmit();
  return (
    // Named apart from the header's search: two landmarks of one role need names of their own.
    <form
      role="search"
      aria-label={t('search')}
      className={styles.form}
      action={SEARCH_ROUTE}
      onSubmit={submit}
      aria-busy={pending || undefined}
    >
      <label className={styles.label} htmlFor={id}>
        {t('searchLabel')}
      </label>
      <div className={styles.field}>
        {/* A new address (the header's search, Back) shows its own query: keyed, not kept in state. */}
        <input key={query} id={id} className={styles.input} type="search" name="q" defaultValue={query} />
        <button type="submit" className={styles.button}>
          {t('searchButton')}
        </button>
      </div>
    </form>
  );
}
