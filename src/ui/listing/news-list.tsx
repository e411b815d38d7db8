import { LatestNews } from './latest-news';
import { NewsArchive } from './news-archive';

interface NewsListProps {
  /** The view's display (`title`, `teaser`). */
  display: string;
  /** More than 0: a teaser of that many latest items; 0: the whole list with filters and pager. */
  limit: number;
  /** When not empty, the path that replaces the view's own (the paragraph's `json_url`). */
  jsonUrl: string;
}

/** The news paragraph of a content page: either a short teaser or the full, filterable list. */
export function NewsList({ display, limit, jsonUrl }: NewsListProps) {
  return limit > 0 ? (
    <LatestNews display={display} jsonUrl={jsonUrl} limit={limit} />
  ) : (
    <NewsArchive display={display} jsonUrl={jsonUrl} />
  );
}
