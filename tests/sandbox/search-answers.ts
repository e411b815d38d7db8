import type { FastifyInstance } from 'fastify';
import type { DrupalMode } from '../../sandbox/drupal/drupal-mode';
import { getView, rowsOf, type WirePager } from './view-answers';

/** A row of `site_search/standard` (docs/search.md). */
export interface SearchRow {
  type: string;
  nid: string | number;
  title: string;
  url: string;
  created: string;
  excerpt: string;
  /** The comment a topic was found by (a string from the site, a number from core), else "". */
  comment_id: string | number;
  /** Who wrote that comment, else "". */
  comment_author: string;
}

/** Searches as `cookies`' user (none: a visitor), in `language`; the rows and, on the site, the pager. */
export async function search(
  app: FastifyInstance,
  drupal: DrupalMode,
  keys: string,
  { page, cookies, language }: { page?: number; cookies?: Record<string, string>; language?: string } = {},
): Promise<{ rows: SearchRow[]; pager?: WirePager }> {
  const query =
    `&keys=${encodeURIComponent(keys)}${page === undefined ? '' : `&page=${page}`}` +
    (language === undefined ? '' : `&language_content_entity=${language}`);
  const answer = cookies
    ? await getViewAs(app, `site_search/standard`, query, cookies)
    : await getView(app, 'site_search/standard', query);
  const rows = rowsOf<SearchRow>(answer, drupal);
  return drupal === 'site' ? { rows, pager: (answer as { pager: WirePager }).pager } : { rows };
}

async function getViewAs(app: FastifyInstance, path: string, query: string, cookies: Record<string, string>) {
  const response = await app.inject({ url: `/cms/rest/views/${path}?_format=json${query}`, cookies });
  if (response.statusCode !== 200)
    throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
  return response.json<unknown>();
}
