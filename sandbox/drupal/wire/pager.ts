import { firstValue, type QueryValue } from '../../host/query';

/**
 * The pager of Drupal's pager_serializer. `current_page` and `total_items` arrive as strings from a
 * live site (MySQL stringifies), the other two as numbers; the sandbox sends the same mix.
 */
export interface WirePager {
  current_page: string;
  total_items: string;
  total_pages: number;
  items_per_page: number;
}

/** The numeric start of a string as PHP reads it (`1.5`, ` 2abc`, `1e1`); none is 0. */
const PHP_NUMERIC_START = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;

/**
 * `page` is 0-based, read as core's PagerParameters::findPage() reads it, with PHP's `(int)`: `1.5` is page 1
 * and `abc` page 0 (a genuine Drupal's comment pager, the fifth recording); a page below 0 is the first. A number
 * past the largest integer stays the largest, as PHP's `(int)` keeps a numeric string at PHP_INT_MAX: a page no
 * pager can reach, which the views answer as out of range.
 */
export function readPageNumber(value: QueryValue): number {
  const page = Math.trunc(Number(PHP_NUMERIC_START.exec(firstValue(value) ?? '')?.[0] ?? 0));
  return page > 0 ? Math.min(page, Number.MAX_SAFE_INTEGER) : 0;
}

/** A page past the end is not an error: its rows are simply empty. */
export function toWirePager(totalItems: number, page: number, itemsPerPage: number): WirePager {
  return {
    current_page: String(page),
    total_items: String(totalItems),
    total_pages: Math.ceil(totalItems / itemsPerPage),
    items_per_page: itemsPerPage,
  };
}
