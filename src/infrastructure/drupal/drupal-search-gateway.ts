import { inject, injectable } from 'inversify';
import type { ReadOptions } from '@/application/read-options';
import type { SearchGateway } from '@/application/search/search-gateway';
import type { Paged } from '@/domain/lists/pager';
import type { SearchHit } from '@/domain/search/search-hit';
import type { HttpClient } from '../http/http-client';
import { parseAnswer } from '../wire/answer-parsing';
import { DrupalHttp } from './drupal-connection';
import { contentLanguageQuery } from './wire/content-language';
import { searchRowSchema } from './wire/search-schema';
import { viewsList } from './wire/views-list';

const searchAnswer = viewsList(searchRowSchema, 'site_search');

/**
 * The site search as Drupal's Search API view exports it (docs/search.md). The session cookie goes along,
 * so Drupal's node access shows a member the topics of their groups.
 */
@injectable()
export class DrupalSearchGateway implements SearchGateway {
  constructor(@inject(DrupalHttp) private readonly http: HttpClient) {}

  /** In the reader's language where the view renders translations (`language_content_entity`, as every read). */
  async search(
    text: string,
    page: number,
    { signal, language }: ReadOptions = {},
  ): Promise<Paged<SearchHit>> {
    const { data } = await this.http.get<unknown>('rest/views/site_search/standard', {
      params: {
        _format: 'json',
        ...Object.fromEntries(contentLanguageQuery(language)),
        keys: text,
        page: String(page),
      },
      signal,
    });
    return parseAnswer('drupal', searchAnswer, data);
  }
}
