import { SearchSite } from '@/application/search/search-site';
import { useService } from '../app/services';
import { AsyncContent } from '../shared/async-content';
import { useContentLanguage } from '../shared/data/content-language';
import { useQuery } from '../shared/data/use-query';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { useViewer } from '../shared/use-viewer';
import { useMessages } from '../i18n/use-messages';
import { SearchHitView } from './search-hit-view';
import { searchMessages } from './search-messages';
import { searchPath } from './search-path';
import styles from './search-results.module.css';

interface SearchResultsProps {
  /** Not blank. */
  query: string;
  page: number;
}

/**
 * One page of what the query finds, best first. Keyed by who is looking too (a member finds the topics of
 * their groups, which a visitor's answer for the same words does not hold) and by the reader's language.
 */
export function SearchResults({ query, page }: SearchResultsProps) {
  const t = useMessages(searchMessages);
  const searchSite = useService(SearchSite);
  const { userId } = useViewer();
  const { language, keyIn } = useContentLanguage();
  const hits = useQuery(keyIn(['search', userId, query, page]), (signal) =>
    searchSite.search(query, page, { signal, language }),
  );

  return (
    <AsyncContent state={hits} loadingLabel={t('searching')}>
      {({ rows, pager }) =>
        rows.length === 0 ? (
          <EmptyState>{t('noResults', { query })}</EmptyState>
        ) : (
          <>
            <p className={styles.count} role="status">
              {t('resultCount', { count: pager.totalItems, query })}
            </p>
            <ol className={styles.hits} aria-label={t('results')}>
              {rows.map((hit) => (
                <li key={hit.nid}>
                  <SearchHitView hit={hit} />
                </li>
              ))}
            </ol>
            <Pager pager={pager} label={t('resultPages')} hrefFor={(other) => searchPath(query, other)} />
          </>
        )
      }
    </AsyncContent>
  );
}
