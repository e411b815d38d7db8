import { ReadListings } from '@/application/listing/read-listings';
import { emptyNewsFilter } from '@/domain/news/news-query';
import { useService } from '../app/services';
import { usePublicMessages } from '../i18n/public-messages';
import { EmptyState } from '../shared/empty-state';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useQuery } from '../shared/data/use-query';
import { AsyncContent } from '../shared/async-content';
import { NewsCard } from './news-card';
import styles from './latest-news.module.css';

interface LatestNewsProps {
  display: string;
  jsonUrl: string;
  /** How many of the newest items to show. */
  limit: number;
}

/** A teaser of the newest items (the home page's), without filters or pager. */
export function LatestNews(props: LatestNewsProps) {
  const t = usePublicMessages();
  return (
    <QueryBoundary inline loadingLabel={t('loadingNews')} errorTitle={t('newsFailed')}>
      <Latest {...props} />
    </QueryBoundary>
  );
}

function Latest({ display, jsonUrl, limit }: LatestNewsProps) {
  const t = usePublicMessages();
  const listings = useService(ReadListings);
  const news = useQuery(['latest-news', display, jsonUrl], (signal) =>
    listings.news(emptyNewsFilter, { display, jsonUrl, signal }),
  );
  return (
    <AsyncContent state={news} loadingLabel={t('loadingNews')}>
      {({ rows }) =>
        rows.length === 0 ? (
          <EmptyState>{t('noNewsYet')}</EmptyState>
        ) : (
          <ul className={styles.grid} aria-label={t('latestNews')}>
            {rows.slice(0, limit).map((item) => (
              <li key={item.uuid}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )
      }
    </AsyncContent>
  );
}
