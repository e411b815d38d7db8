import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DrupalMode } from '../../sandbox/drupal/drupal-mode';

export interface WirePager {
  current_page: string;
  total_items: string;
  total_pages: number;
  items_per_page: number;
}

export interface NewsRow {
  nid: [{ value: number }];
  uuid: [{ value: string }];
  title: [{ value: string }];
  created: [{ value: string }];
  field_tax_vocab_news: { target_id: number }[];
  field_tax_vocab_news_tags: { target_id: number }[];
}

/** GETs a view display as JSON, exactly as a client must call it (`_format=json`), with a session's cookies. */
export async function getView(
  app: FastifyInstance,
  path: string,
  query = '',
  cookies?: Record<string, string>,
): Promise<unknown> {
  const response = await app.inject({ url: `/cms/rest/views/${path}?_format=json${query}`, cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * The rows of a list answer, after checking its shape: `{rows, pager}` from the site's pager_serializer,
 * a bare array of rows from a stock Drupal.
 */
export function rowsOf<Row>(answer: unknown, drupal: DrupalMode): Row[] {
  if (drupal === 'core') {
    expect(Array.isArray(answer)).toBe(true);
    return answer as Row[];
  }
  expect(answer).toEqual({ rows: expect.any(Array), pager: expect.any(Object) });
  return (answer as { rows: Row[] }).rows;
}

export async function getRows<Row>(app: FastifyInstance, drupal: DrupalMode, path: string, query = '') {
  return rowsOf<Row>(await getView(app, path, query), drupal);
}
