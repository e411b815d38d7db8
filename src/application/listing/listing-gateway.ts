import type { Paged } from '@/domain/lists/pager';
import type { Conference, NewsFilterOptions, NewsItem } from '@/domain/news/news';
import type { NewsFilter } from '@/domain/news/news-query';
import type { TimelineEntry } from '@/domain/timeline/timeline';

export interface NewsListOptions {
  /** Views display, default `title`. */
  readonly display?: string;
  /** A path that replaces `rest/views/public_news/{display}`, relative to the content system. */
  readonly jsonUrl?: string;
}

/** Public lists of the content system (Views REST exports). Every method throws RemoteSystemError on failure. */
export interface ListingGateway {
  getNews(filter: NewsFilter, options?: NewsListOptions): Promise<Paged<NewsItem>>;
  getNewsFilterOptions(): Promise<NewsFilterOptions>;
  /** Conferences, display default `teaser`. */
  getConferences(page: number, display?: string): Promise<Paged<Conference>>;
  getTimeline(): Promise<TimelineEntry[]>;
}
