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
