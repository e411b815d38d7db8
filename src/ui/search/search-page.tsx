import { useDocumentTitle } from '../shared/use-document-title';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useMessages } from '../i18n/use-messages';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { searchMessages } from './search-messages';
import { searchTitleOf } from './search-title';
import { useSearchAddress } from './use-search-address';
import styles from './search-page.module.css';

/** `/search?q=…&page=…`: the site search, its query and page kept in the address so it can be shared. */
export function SearchPage() {
  const t = useMessages(searchMessages);
  const { query, page } = useSearchAddress();
  useDocumentTitle(searchTitleOf(t, query));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('search')}</h1>
      <SearchForm query={query} />
      {query ? (
        <QueryBoundary inline loadingLabel={t('searching')} errorTitle={t('failed')}>
          <SearchResults query={query} page={page} />
        </QueryBoundary>
      ) : (
        <p className={styles.intro}>{t('intro')}</p>
      )}
    </div>
  );
}
