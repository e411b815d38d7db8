import type { HttpClient } from '../http/http-client';
import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import { AppConfig } from '@/application/config/app-config';
import type { ListingGateway, NewsListOptions } from '@/application/listing/listing-gateway';
import type { ReadOptions } from '@/application/read-options';
import { DrupalHttp } from './drupal-connection';
import type { Paged } from '@/domain/lists/pager';
import type { Conference, FilterTerm, NewsFilterOptions, NewsItem } from '@/domain/news/news';
import { newsQuery, type NewsFilter } from '@/domain/news/news-query';
import type { TimelineEntry } from '@/domain/timeline/timeline';
import { parseAnswer } from '../wire/answer-parsing';
import { madeOnce } from '../wire/made-once';
import { contentLanguageQuery } from './wire/content-language';
import { viewsList } from './wire/views-list';
import { conferenceRowSchema, newsRowSchema, termRowSchema, timelineRowSchema } from './wire/views-schema';

const DEFAULT_NEWS_DISPLAY = 'title';
const DEFAULT_CONFERENCE_DISPLAY = 'teaser';

/**
 * A filter vocabulary is a short list of checkboxes. A pager claiming more pages than this is a
 * misconfigured view (one term per page, say), and every news list must not fire hundreds of requests.
 */
const MAX_VOCABULARY_PAGES = 20;

const termList = viewsList(termRowSchema, 'a filter vocabulary');

/** File URLs in rows are rebased on Drupal (see wire/file-urls.ts). */
const listsOf = madeOnce((drupalBase: string) => ({
  news: viewsList(newsRowSchema(drupalBase), 'public_news'),
  conferences: viewsList(conferenceRowSchema(drupalBase), 'public_conferences'),
  timeline: viewsList(timelineRowSchema(drupalBase), 'public_timeline'),
}));

/** Public lists from Drupal's Views REST exports (`rest/views/...?_format=json`). */
@injectable()
export class DrupalListingGateway implements ListingGateway {
  private readonly newsList: z.ZodMiniType<Paged<NewsItem>>;
  private readonly conferenceList: z.ZodMiniType<Paged<Conference>>;
  private readonly timelineList: z.ZodMiniType<Paged<TimelineEntry>>;

  constructor(
    @inject(DrupalHttp) private readonly http: HttpClient,
    @inject(AppConfig) config: AppConfig,
  ) {
    const lists = listsOf(config.cmsUrl);
    this.newsList = lists.news;
    this.conferenceList = lists.conferences;
    this.timelineList = lists.timeline;
  }

  getNews(filter: NewsFilter, options: NewsListOptions = {}): Promise<Paged<NewsItem>> {
    const path = options.jsonUrl || `rest/views/public_news/${options.display ?? DEFAULT_NEWS_DISPLAY}`;
    return this.view(path, newsQuery(filter), this.newsList, options);
  }

  async getNewsFilterOptions(options: ReadOptions = {}): Promise<NewsFilterOptions> {
    const [terms, tags] = await Promise.all([
      this.vocabulary('vocab_news', options),
      this.vocabulary('vocab_tags', options),
    ]);
    return { terms, tags };
  }

  getConferences(
    page: number,
    display = DEFAULT_CONFERENCE_DISPLAY,
    options: ReadOptions = {},
  ): Promise<Paged<Conference>> {
    const path = `rest/views/public_conferences/${display}`;
    return this.view(path, [['page', String(page)]], this.conferenceList, options);
  }

  async getTimeline(options: ReadOptions = {}): Promise<TimelineEntry[]> {
    const { rows } = await this.view('rest/views/public_timeline/standard', [], this.timelineList, options);
    return [...rows];
  }

  /** Every term of a vocabulary: further pages when its pager has them (a bare array is all of it). */
  private async vocabulary(name: string, options: ReadOptions): Promise<FilterTerm[]> {
    const path = `rest/views/${name}/as_filter`;
    const first = await this.view(path, [], termList, options);
    const pageCount = Math.min(first.pager.totalPages, MAX_VOCABULARY_PAGES);
    const later = await Promise.all(
      Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
        this.view(path, [['page', String(index + 1)]], termList, options),
      ),
    );
    return withoutRepeats([first, ...later].flatMap((answer) => answer.rows));
  }

  /**
   * GETs a view as JSON with the query pairs exactly as given, in the language asked for. Drupal picks the
   * format from `_format` only; it is appended even to a json url that has its own, because PHP reads the
   * last one.
   */
  private async view<T>(
    path: string,
    query: [string, string][],
    schema: z.ZodMiniType<T>,
    { signal, language }: ReadOptions,
  ): Promise<T> {
    const separator = path.includes('?') ? '&' : '?';
    const pairs: [string, string][] = [['_format', 'json'], ...contentLanguageQuery(language), ...query];
    const { data } = await this.http.get<unknown>(`${path}${separator}${queryString(pairs)}`, { signal });
    return parseAnswer('drupal', schema, data);
  }
}

/** A term added or removed between two page requests shifts the pages; each term is offered once. */
function withoutRepeats(terms: readonly FilterTerm[]): FilterTerm[] {
  const seen = new Set<number>();
  return terms.filter((term) => !seen.has(term.tid) && seen.add(term.tid));
}

/**
 * Axios' own serializer would rename array keys and escape commas, so the query is written here: the
 * term filter stays one comma list (`field_tax_vocab_news_tid=3,5`) and each tag is its own repeated
 * `field_tax_vocab_news_tags_tid[]=8`, the way Drupal's exposed filters read them.
 */
function queryString(pairs: readonly [string, string][]): string {
  const encode = (part: string) =>
    encodeURIComponent(part).replace(/%2C/gi, ',').replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}
