/** Position within a paged list. Every field is an integer whatever the wire sent. */
export interface Pager {
  readonly currentPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
  readonly itemsPerPage: number;
}

export const DEFAULT_PAGE = 0;

export interface Paged<T> {
  readonly rows: readonly T[];
  readonly pager: Pager;
}

/** Reads a page number from user input (a URL query): non-negative integers only, else the default page. */
export function parsePageNumber(raw: string | null | undefined): number {
  const page = Number(raw);
  return raw !== null && raw !== undefined && raw !== '' && Number.isInteger(page) && page >= 0
    ? page
    : DEFAULT_PAGE;
}

export const hasNextPage = (pager: Pager): boolean => pager.currentPage + 1 < pager.totalPages;
export const hasPreviousPage = (pager: Pager): boolean => pager.currentPage > 0;

/**
 * Page `page` (0-based) of a whole list held at once, `perPage` rows a page: for a list that arrived without
 * a pager, so a screen still shows one page of it. A page past the end has no rows.
 */
export function pageOfRows<T>(rows: readonly T[], page: number, perPage: number): Paged<T> {
  return {
    rows: rows.slice(page * perPage, (page + 1) * perPage),
    pager: {
      currentPage: page,
      totalItems: rows.length,
      totalPages: Math.ceil(rows.length / perPage),
      itemsPerPage: perPage,
    },
  };
}
