import type { Paged } from '@/domain/lists/pager';
import type { NewsItem } from '@/domain/news/news';
import { isFiltered, type NewsFilter } from '@/domain/news/news-query';
import { EmptyState } from '../shared/empty-state';
import { NewsCard } from './news-card';
import { Pager } from '../shared/pager';
import styles from './news-results.module.css';

interface NewsResultsProps {
  paged: Paged<NewsItem>;
  filter: NewsFilter;
  hrefForPage(page: number): string;
}

/** One page of news with its count and pager. */
export function NewsResults({ paged: { rows, pager }, filter, hrefForPage }: NewsResultsProps) {
  if (rows.length === 0) {
    return <EmptyState>{isFiltered(filter) ? 'No news match these filters' : 'No news yet'}</EmptyState>;
  }
  return (
    <>
      <p className={styles.count} role="status">
        {pager.totalItems === 1 ? '1 item' : `${pager.totalItems} items`}
        {isFiltered(filter) && ' match these filters'}
      </p>
      <ul className={styles.list} aria-label="News">
        {rows.map((item) => (
          <li key={item.uuid}>
            <NewsCard item={item} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pager pager={pager} label="News pages" hrefFor={hrefForPage} />
    </>
  );
}
