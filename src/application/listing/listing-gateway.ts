import type { Paged } from '@/domain/lists/pager';
import type { Conference, NewsFilterOptions, NewsItem } from '@/domain/news/news';
import type { NewsFilter } from '@/domain/news/news-query';
import type { TimelineEntry } from '@/domain/timeline/timeline';
import type { ReadOptions } from '../read-options';
import { token } from '../token';

export interface NewsListOptions extends ReadOptions {
  /** Views display, default `title`. */
  readonly display?: string;
  /** A path that replaces `rest/views/public_news/{display}`, relative to the content system. */
  readonly jsonUrl?: string;
}

/**
 * Public lists of the content system (Views REST exports). Every method throws RemoteSystemError on failure,
 * of reason `cancelled` once its `signal` aborts.
 */
export interface ListingGateway {
  getNews(filter: NewsFilter, options?: NewsListOptions): Promise<Paged<NewsItem>>;
  getNewsFilterOptions(options?: ReadOptions): Promise<NewsFilterOptions>;
  /** Conferences, display default `teaser`. */
  getConferences(page: number, display?: string, options?: ReadOptions): Promise<Paged<Conference>>;
  getTimeline(options?: ReadOptions): Promise<TimelineEntry[]>;
}
export const ListingGateway = token<ListingGateway>('ListingGateway');
