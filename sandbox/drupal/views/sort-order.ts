import { firstValue, type Query } from '../../host/query';

export type SortDirection = 'ASC' | 'DESC';

export interface SortChoice<Column extends string> {
  column: Column;
  /** Used when sort_by is given without a valid sort_order. */
  direction: SortDirection;
}

/**
 * Reads `sort_by` and `sort_order` (exactly ASC or DESC). Like a Drupal exposed sort, an unknown
 * field or order falls back to the view's default instead of failing.
 */
export function readSortOrder<Column extends string>(
  query: Query,
  choices: Readonly<Record<string, SortChoice<Column>>>,
  fallback: SortChoice<Column>,
): SortChoice<Column> {
  const sortBy = firstValue(query.sort_by);
  const choice = sortBy !== undefined && Object.hasOwn(choices, sortBy) ? choices[sortBy] : undefined;
  const order = firstValue(query.sort_order);
  const direction = order === 'ASC' || order === 'DESC' ? order : undefined;
  const base = choice ?? fallback;
  return { column: base.column, direction: direction ?? base.direction };
}
