import type { Paged } from '@/domain/lists/pager';
import type { NewsItem } from '@/domain/news/news';
import { isFiltered, type NewsFilter } from '@/domain/news/news-query';
import { EmptyState } from '../shared/empty-state';
import { usePublicMessages } from '../i18n/public-messages';
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
  const t = usePublicMessages();
  const filtered = isFiltered(filter);
  if (rows.length === 0) {
    return <EmptyState>{t(filtered ? 'noNewsMatching' : 'noNewsYet')}</EmptyState>;
  }
  return (
    <>
      <p className={styles.count} role="status">
        {t(filtered ? 'newsMatching' : 'newsCount', { count: pager.totalItems })}
      </p>
      <ul className={styles.list} aria-label={t('news')}>
        {rows.map((item) => (
          <li key={item.uuid}>
            <NewsCard item={item} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pager pager={pager} label={t('newsPages')} hrefFor={hrefForPage} />
    </>
  );
}
