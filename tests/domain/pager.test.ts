import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE,
  hasNextPage,
  hasPreviousPage,
  parsePageNumber,
  type Pager,
} from '@/domain/lists/pager';

describe('parsePageNumber', () => {
  it.each([
    { raw: '0', page: 0 },
    { raw: '2', page: 2 },
    { raw: '17', page: 17 },
    { raw: null, page: DEFAULT_PAGE },
    { raw: undefined, page: DEFAULT_PAGE },
    { raw: '', page: DEFAULT_PAGE },
    { raw: '-1', page: DEFAULT_PAGE },
    { raw: '1.5', page: DEFAULT_PAGE },
    { raw: 'two', page: DEFAULT_PAGE },
    { raw: 'Infinity', page: DEFAULT_PAGE },
  ])('reads $raw as page $page', ({ raw, page }) => {
    expect(parsePageNumber(raw)).toBe(page);
  });

  it('starts at page 0, as Drupal counts', () => {
    expect(DEFAULT_PAGE).toBe(0);
  });
});

describe('hasPreviousPage and hasNextPage', () => {
  const pager = (currentPage: number, totalPages: number): Pager => ({
    currentPage,
    totalPages,
    totalItems: totalPages * 10,
    itemsPerPage: 10,
  });

  it.each([
    { current: 0, total: 1, previous: false, next: false },
    { current: 0, total: 4, previous: false, next: true },
    { current: 2, total: 4, previous: true, next: true },
    { current: 3, total: 4, previous: true, next: false },
    { current: 0, total: 0, previous: false, next: false },
    // Past the end (an old shared link): a way back, none further.
    { current: 9, total: 4, previous: true, next: false },
  ])('page $current of $total: previous $previous, next $next', ({ current, total, previous, next }) => {
    expect(hasPreviousPage(pager(current, total))).toBe(previous);
    expect(hasNextPage(pager(current, total))).toBe(next);
  });
});
