import { inject, injectable } from 'inversify';
import type { Paged } from '@/domain/lists/pager';
import type { Conference, NewsFilterOptions, NewsItem } from '@/domain/news/news';
import type { NewsFilter } from '@/domain/news/news-query';
import { sortTimeline, type TimelineEntry } from '@/domain/timeline/timeline';
import { TOKENS } from '../tokens';
import type { ListingGateway, NewsListOptions } from './listing-gateway';

/** The public lists: news with filters, conferences, the timeline. */
@injectable()
export class ReadListings {
  constructor(@inject(TOKENS.ListingGateway) private readonly listings: ListingGateway) {}

  news(filter: NewsFilter, options?: NewsListOptions): Promise<Paged<NewsItem>> {
    return this.listings.getNews(filter, options);
  }

  newsFilterOptions(): Promise<NewsFilterOptions> {
    return this.listings.getNewsFilterOptions();
  }

  conferences(page: number, display = 'teaser'): Promise<Paged<Conference>> {
    return this.listings.getConferences(page, display);
  }

  async timeline(reversed = false): Promise<TimelineEntry[]> {
    return sortTimeline(await this.listings.getTimeline(), reversed);
  }
}
