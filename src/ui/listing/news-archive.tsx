import { ReadListings } from '@/application/listing/read-listings';
import { useService } from '../app/services';
import { LoadingOverlay } from '../shared/loading-overlay';
import { useAsync, type AsyncState } from '../shared/use-async';
import { AsyncContent } from '../shared/async-content';
import { NewsFilters } from './news-filters';
import { NewsResults } from './news-results';
import { useNewsFilter } from './use-news-filter';

interface NewsArchiveProps {
  display: string;
  jsonUrl: string;
}

/** Every news item, newest first, with filters and a pager that live in the page address. */
export function NewsArchive({ display, jsonUrl }: NewsArchiveProps) {
  const listings = useService(ReadListings);
  const { filter, changeFilter, hrefForPage } = useNewsFilter();
  const options = useAsync(
    (signal) => listings.newsFilterOptions({ signal }),
    [listings],
    'news-filter-options',
  );
  const news = useAsync(
    (signal) => listings.news(filter, { display, jsonUrl, signal }),
    [listings, filter, display, jsonUrl],
    `news:${display}:${jsonUrl}:${JSON.stringify(filter)}`,
  );

  // On the first visit filters and list appear together, in one paint: the one that came first would
  // otherwise be pushed down by the other (a layout shift). Later, each keeps its own state.
  const failed = options.status === 'error' || news.status === 'error';
  if (!failed && (isFirstLoad(options) || isFirstLoad(news)))
    return (
      <LoadingOverlay
        label="Loading news"
        inline
        onCancel={() => (options.cancel(), news.cancel())}
        onRetry={() => (options.retry(), news.retry())}
      />
    );

  return (
    <div>
      {/* Without its filters the list is still worth reading, so their failure is reported apart. */}
      <AsyncContent
        state={options}
        loadingLabel="Loading filters"
        errorTitle="The filters could not be loaded"
      >
        {(loaded) => <NewsFilters options={loaded} filter={filter} onChange={changeFilter} />}
      </AsyncContent>
      <AsyncContent state={news} loadingLabel="Loading news" errorTitle="The news could not be loaded">
        {(paged) => <NewsResults paged={paged} filter={filter} hrefForPage={hrefForPage} />}
      </AsyncContent>
    </div>
  );
}

const isFirstLoad = (state: AsyncState<unknown>) => state.status === 'loading' && state.data === undefined;
