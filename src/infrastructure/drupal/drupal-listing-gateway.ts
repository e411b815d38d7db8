import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { ListingGateway, NewsListOptions } from '@/application/listing/listing-gateway';
import type { Paged } from '@/domain/lists/pager';
import type { Conference, NewsFilterOptions, NewsItem } from '@/domain/news/news';
import { newsQuery, type NewsFilter } from '@/domain/news/news-query';
import type { TimelineEntry } from '@/domain/timeline/timeline';
import { INFRASTRUCTURE_TOKENS } from '../infrastructure-tokens';
import { parseAnswer } from '../wire/wire-values';
import {
  conferenceRowSchema,
  newsRowSchema,
  pagedSchema,
  termListSchema,
  timelineSchema,
} from './wire/views-schema';

const DEFAULT_NEWS_DISPLAY = 'title';
const DEFAULT_CONFERENCE_DISPLAY = 'teaser';

const newsListSchema = pagedSchema(newsRowSchema);
const conferenceListSchema = pagedSchema(conferenceRowSchema);

/** Public lists from Drupal's Views REST exports (`rest/views/...?_format=json`). */
@injectable()
export class DrupalListingGateway implements ListingGateway {
  constructor(@inject(INFRASTRUCTURE_TOKENS.ContentHttp) private readonly http: AxiosInstance) {}

  getNews(filter: NewsFilter, options: NewsListOptions = {}): Promise<Paged<NewsItem>> {
    const path = options.jsonUrl || `rest/views/public_news/${options.display ?? DEFAULT_NEWS_DISPLAY}`;
    return this.view(path, newsQuery(filter), newsListSchema);
  }

  async getNewsFilterOptions(): Promise<NewsFilterOptions> {
    const [terms, tags] = await Promise.all([
      this.view('rest/views/vocab_news/as_filter', [], termListSchema),
      this.view('rest/views/vocab_tags/as_filter', [], termListSchema),
    ]);
    return { terms, tags };
  }

  getConferences(page: number, display = DEFAULT_CONFERENCE_DISPLAY): Promise<Paged<Conference>> {
    return this.view(
      `rest/views/public_conferences/${display}`,
      [['page', String(page)]],
      conferenceListSchema,
    );
  }

  getTimeline(): Promise<TimelineEntry[]> {
    return this.view('rest/views/public_timeline/standard', [], timelineSchema);
  }

  /** GETs a view as JSON with the query pairs exactly as given. */
  private async view<S extends z.ZodMiniType>(
    path: string,
    query: [string, string][],
    schema: S,
  ): Promise<z.output<S>> {
    const separator = path.includes('?') ? '&' : '?';
    const { data } = await this.http.get<unknown>(
      `${path}${separator}${queryString([['_format', 'json'], ...query])}`,
    );
    return parseAnswer('content', schema, data);
  }
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
