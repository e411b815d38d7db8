import type { ListingGateway, NewsListOptions } from '@/application/listing/listing-gateway';
import type { Paged } from '@/domain/lists/pager';
import type { Conference, NewsFilterOptions, NewsItem } from '@/domain/news/news';
import type { NewsFilter } from '@/domain/news/news-query';
import type { TimelineEntry } from '@/domain/timeline/timeline';
import { SimulatedOutage } from './simulated-outage';

/** A news item with the vocabulary terms and tags it is filed under, and its translations by language. */
export interface FiledNewsItem {
  readonly item: NewsItem;
  readonly terms?: readonly number[];
  readonly tags?: readonly number[];
  readonly translations?: Readonly<Record<string, NewsItem>>;
}

export interface InMemoryListingOptions {
  readonly news?: readonly FiledNewsItem[];
  readonly filterOptions?: NewsFilterOptions;
  readonly conferences?: readonly Conference[];
  /** Served in this order, as the timeline view does (sorting is the use case's job). */
  readonly timeline?: readonly TimelineEntry[];
}

/** The page sizes of the sandbox's views. */
export const NEWS_PER_PAGE = 10;
export const CONFERENCES_PER_PAGE = 4;

/** One page of a list, with Drupal's pager; a page past the end is empty, not an error. */
function pageOf<T>(all: readonly T[], page: number, itemsPerPage: number): Paged<T> {
  const rows = all.slice(page * itemsPerPage, (page + 1) * itemsPerPage);
  const totalPages = Math.ceil(all.length / itemsPerPage);
  return { rows, pager: { currentPage: page, totalItems: all.length, totalPages, itemsPerPage } };
}

/** Like an exposed "is one of" filter: no ids means no restriction, several ids mean any of them. */
const matchesAny = (wanted: readonly number[], held: readonly number[] = []): boolean =>
  wanted.length === 0 || wanted.some((id) => held.includes(id));

const newestFirst = (a: FiledNewsItem, b: FiledNewsItem): number =>
  b.item.created.localeCompare(a.item.created) || b.item.nid - a.item.nid;

/** The public lists in memory, filtered and paged the way Drupal's views do it. */
export class InMemoryListingGateway implements ListingGateway {
  private news: FiledNewsItem[];
  private filterOptions: NewsFilterOptions;
  private conferences: readonly Conference[];
  private timeline: readonly TimelineEntry[];
  readonly outage = new SimulatedOutage('drupal');
  /** Every news request, so tests can assert which filter and display a view asked for. */
  readonly newsRequests: { filter: NewsFilter; options: NewsListOptions }[] = [];

  constructor(options: InMemoryListingOptions = {}) {
    this.news = [...(options.news ?? [])].sort(newestFirst);
    this.filterOptions = options.filterOptions ?? { terms: [], tags: [] };
    this.conferences = options.conferences ?? [];
    this.timeline = options.timeline ?? [];
  }

  seedNews(news: readonly FiledNewsItem[], filterOptions = this.filterOptions): void {
    this.news = [...news].sort(newestFirst);
    this.filterOptions = filterOptions;
  }

  seedConferences(conferences: readonly Conference[]): void {
    this.conferences = conferences;
  }

  seedTimeline(entries: readonly TimelineEntry[]): void {
    this.timeline = entries;
  }

  async getNews(filter: NewsFilter, options: NewsListOptions = {}): Promise<Paged<NewsItem>> {
    this.newsRequests.push({ filter, options });
    this.outage.check();
    const matching = this.news.filter(
      ({ terms, tags }) => matchesAny(filter.terms, terms) && matchesAny(filter.tags, tags),
    );
    // The translation asked for where there is one, else the original, as the view renders each row.
    const language = options.language;
    return pageOf(
      matching.map(({ item, translations }) => (language && translations?.[language]) || item),
      filter.page,
      NEWS_PER_PAGE,
    );
  }

  async getNewsFilterOptions(): Promise<NewsFilterOptions> {
    this.outage.check();
    return this.filterOptions;
  }

  /** Latest conference first, like the view's default sort. */
  async getConferences(page: number): Promise<Paged<Conference>> {
    this.outage.check();
    const latestFirst = [...this.conferences].sort((a, b) => b.startDate.localeCompare(a.startDate));
    return pageOf(latestFirst, page, CONFERENCES_PER_PAGE);
  }

  async getTimeline(): Promise<TimelineEntry[]> {
    this.outage.check();
    return [...this.timeline];
  }
}
