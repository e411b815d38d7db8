import * as z from 'zod/mini';
import type { Paged, Pager } from '@/domain/lists/pager';
import { wireNumber } from '../../wire/answer-parsing';

/**
 * A Views REST export answers in one of two shapes (docs/wire-drupal.md, "Views REST exports"):
 * - `{rows, pager}` with the `pager_serializer` module, pager numbers possibly strings;
 * - a bare array of rows from a stock REST export, which has no pager: the whole list as one page.
 */

/** A pager field: a count or position, so a whole number however it was sent. */
const pagerNumber = z.pipe(wireNumber, z.int().check(z.gte(0)));

const pagerSchema = z.pipe(
  z.object({
    current_page: pagerNumber,
    total_items: pagerNumber,
    total_pages: pagerNumber,
    items_per_page: pagerNumber,
  }),
  z.transform((pager): Pager => ({
    currentPage: pager.current_page,
    totalItems: pager.total_items,
    totalPages: pager.total_pages,
    itemsPerPage: pager.items_per_page,
  })),
);

/** The pager a bare array stands for: page 0 of one page holding every row (of none when empty, as Drupal counts). */
const singlePage = (rows: number): Pager => ({
  currentPage: 0,
  totalItems: rows,
  totalPages: rows > 0 ? 1 : 0,
  itemsPerPage: rows,
});

/** The outer shape only; rows stay unknown until each is read on its own. */
const answerSchema = z.union([
  z.array(z.unknown()),
  z.object({ rows: z.array(z.unknown()), pager: pagerSchema }),
]);

/**
 * Keeps the rows that read; one unexpected row (an editor left a date empty, a module added a shape) costs
 * that row, not the whole list. Developers hear which row and why.
 */
function readableRows<T>(rows: readonly unknown[], row: z.ZodMiniType<T>, view: string): T[] {
  return rows.flatMap((raw, index) => {
    const parsed = row.safeParse(raw);
    if (parsed.success) return [parsed.data];
    if (import.meta.env.DEV) {
      console.warn(`Left out row ${index} of ${view}, which does not read:`, z.prettifyError(parsed.error));
    }
    return [];
  });
}

/**
 * The schema of a view's answer whose rows each parse with `row`; `view` names it in warnings. An answer
 * that is neither shape still fails, as every wrong answer does (parseAnswer).
 */
export const viewsList = <T>(row: z.ZodMiniType<T>, view: string): z.ZodMiniType<Paged<T>> =>
  z.pipe(
    answerSchema,
    z.transform((answer): Paged<T> => {
      if (Array.isArray(answer)) {
        const rows = readableRows(answer, row, view);
        return { rows, pager: singlePage(rows.length) };
      }
      return { rows: readableRows(answer.rows, row, view), pager: answer.pager };
    }),
  );
