import { inject, injectable } from 'inversify';
import type { Paged } from '@/domain/lists/pager';
import type { Conference, NewsFilterOptions, NewsItem } from '@/domain/news/news';
import type { NewsFilter } from '@/domain/news/news-query';
import { sortTimeline, type TimelineEntry } from '@/domain/timeline/timeline';
import type { ReadOptions } from '../read-options';
import { ListingGateway, type NewsListOptions } from './listing-gateway';

/** The public lists: news with filters, conferences, the timeline. Each read may be cancelled (`signal`). */
@injectable()
export class ReadListings {
  constructor(@inject(ListingGateway) private readonly listings: ListingGateway) {}

  news(filter: NewsFilter, options?: NewsListOptions): Promise<Paged<NewsItem>> {
    return this.listings.getNews(filter, options);
  }

  newsFilterOptions(options?: ReadOptions): Promise<NewsFilterOptions> {
    return this.listings.getNewsFilterOptions(options);
  }

  conferences(page: number, display = 'teaser', options?: ReadOptions): Promise<Paged<Conference>> {
    return this.listings.getConferences(page, display, options);
  }

  async timeline(reversed = false, options?: ReadOptions): Promise<TimelineEntry[]> {
    return sortTimeline(await this.listings.getTimeline(options), reversed);
  }
}
