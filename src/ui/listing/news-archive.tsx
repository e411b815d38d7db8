import { memo } from 'react';
import { ReadListings } from '@/application/listing/read-listings';
import type { NewsFilter } from '@/domain/news/news-query';
import type { Language } from '@/application/preferences/preferences';
import { useService } from '../app/services';
import { usePublicMessages } from '../i18n/public-messages';
import { QueryBoundary } from '../shared/data/query-boundary';
import { useAllSettled, useQuery, useQueryCache } from '../shared/data/use-query';
import { AsyncContent } from '../shared/async-content';
import { inLanguage, useContentLanguage } from '../shared/data/content-language';
import { NewsFilters } from './news-filters';
import { NewsResults } from './news-results';
import { useNewsFilter } from './use-news-filter';
import styles from '../shared/async-content.module.css';

interface NewsArchiveProps {
  display: string;
  jsonUrl: string;
}

const useListings = () => useService(ReadListings);

const optionsQuery = (listings: ReadListings, language: Language) => ({
  key: inLanguage(['news-filter-options'], language),
  load: (signal: AbortSignal) => listings.newsFilterOptions({ signal, language }),
});

const newsQuery = (
  listings: ReadListings,
  filter: NewsFilter,
  { display, jsonUrl }: NewsArchiveProps,
  language: Language,
) => ({
  key: inLanguage(['news', display, jsonUrl, JSON.stringify(filter)], language),
  load: (signal: AbortSignal) => listings.news(filter, { display, jsonUrl, signal, language }),
});

/** Every news item, newest first, with filters and a pager that live in the page address. */
export function NewsArchive(props: NewsArchiveProps) {
  const t = usePublicMessages();
  return (
    <QueryBoundary inline loadingLabel={t('loadingNews')} errorTitle={t('newsFailed')}>
      <Archive {...props} />
    </QueryBoundary>
  );
}

function Archive(props: NewsArchiveProps) {
  const t = usePublicMessages();
  const listings = useListings();
  const { filter, chosen, pending, changeFilter, hrefForPage } = useNewsFilter();
  const { language } = useContentLanguage();
  const options = optionsQuery(listings, language);
  const news = newsQuery(listings, filter, props, language);
  // On the first visit filters and list appear together, in one paint: the one that came first would
  // otherwise be pushed down by the other (a layout shift). Later, each keeps its own state.
  const firstVisit = !useQueryCache().peek(options.key)?.hasData;
  useAllSettled(firstVisit ? [options, news] : []);

  return (
    <div>
      {/* Without its filters the list is still worth reading, so their failure is reported apart. */}
      <QueryBoundary inline loadingLabel={t('loadingFilters')} errorTitle={t('filtersFailed')}>
        <Filters listings={listings} filter={chosen} onChange={changeFilter} />
      </QueryBoundary>
      {/* Dimmed at once from the tick, before the list for it is drawn; the list itself is not drawn again. */}
      <div aria-busy={pending || undefined} className={pending ? styles.pending : undefined}>
        <QueryBoundary inline loadingLabel={t('loadingNews')} errorTitle={t('newsFailed')}>
          <Results listings={listings} filter={filter} hrefForPage={hrefForPage} {...props} />
        </QueryBoundary>
      </div>
    </div>
  );
}

interface FiltersProps {
  listings: ReadListings;
  filter: NewsFilter;
  onChange: ReturnType<typeof useNewsFilter>['changeFilter'];
}

function Filters({ listings, filter, onChange }: FiltersProps) {
  const { key, load } = optionsQuery(listings, useContentLanguage().language);
  const options = useQuery(key, load);
  return <NewsFilters options={options.data} filter={filter} onChange={onChange} />;
}

interface ResultsProps extends NewsArchiveProps {
  listings: ReadListings;
  filter: NewsFilter;
  hrefForPage(page: number): string;
}

const Results = memo(function Results({ listings, filter, hrefForPage, ...props }: ResultsProps) {
  const { key, load } = newsQuery(listings, filter, props, useContentLanguage().language);
  const news = useQuery(key, load);
  const t = usePublicMessages();
  return (
    <AsyncContent state={news} loadingLabel={t('loadingNews')}>
      {(paged) => <NewsResults paged={paged} filter={filter} hrefForPage={hrefForPage} />}
    </AsyncContent>
  );
});
