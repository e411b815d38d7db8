import type { SandboxDatabase } from '../../storage/database';
import type { DrupalMode } from '../drupal-mode';
import type { Query } from '../../host/query';
import { refusal } from '../../host/server-errors';
import { readPageNumber, toWirePager } from '../wire/pager';

/** Which rows a view should select; `limit` -1 means every row (SQLite's "no limit"). */
export interface RowWindow {
  limit: number;
  offset: number;
}

export const EVERY_ROW: RowWindow = { limit: -1, offset: 0 };

/** The rows in the window, and how many the filtered view holds in all. */
export interface ViewRows {
  rows: unknown[];
  total: number;
}

export interface ViewDefinition {
  displays: readonly string[];
  /**
   * The site's full pager (pager_serializer), and what the same display does as a stock REST export,
   * whose `RestExport` display has `$usesPager = FALSE` and so only "some" (the first `itemsPerPage` rows,
   * `?page` ignored) or "none" (every row). Absent: the display has no pager in either Drupal.
   */
  paging?: { itemsPerPage: number; stock: 'some' | 'none' };
  /** Filters and sorts as the query asks (in both modes), then returns the rows in the window. */
  select(db: SandboxDatabase, query: Query, window: RowWindow): ViewRows;
}

export const PAGE_OUT_OF_RANGE = 'The page number is out of range.';

/** A display's answer: `{rows, pager}` with the site's pager_serializer, otherwise a bare array of rows. */
export function answerView(view: ViewDefinition, db: SandboxDatabase, query: Query, mode: DrupalMode) {
  const { paging } = view;
  if (!paging) return view.select(db, query, EVERY_ROW).rows;
  if (mode === 'core') {
    const window = paging.stock === 'some' ? { limit: paging.itemsPerPage, offset: 0 } : EVERY_ROW;
    return view.select(db, query, window).rows;
  }
  const page = readPageNumber(query.page);
  const { itemsPerPage } = paging;
  const offset = page * itemsPerPage;
  // No list has that many rows; past a safe integer the database could not even be asked (it answered
  // "datatype mismatch" as a 500). Views would count the rows first and find the page empty: a client
  // sending such a number is broken, and 400 tells it so.
  if (!Number.isSafeInteger(offset)) throw refusal(400, PAGE_OUT_OF_RANGE);
  const { rows, total } = view.select(db, query, { limit: itemsPerPage, offset });
  return { rows, pager: toWirePager(total, page, itemsPerPage) };
}
