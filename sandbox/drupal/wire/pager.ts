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

/** `page` is 0-based; anything that is not a whole non-negative number means the first page. */
export function readPageNumber(value: QueryValue): number {
  const page = Number(firstValue(value) ?? '0');
  return Number.isInteger(page) && page >= 0 ? page : 0;
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
