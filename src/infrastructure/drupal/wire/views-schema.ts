import * as z from 'zod/mini';
import type { Paged, Pager } from '@/domain/lists/pager';
import type { Conference, FilterTerm, NewsItem } from '@/domain/news/news';
import type { TimelineEntry } from '@/domain/timeline/timeline';
import { wireNumber, wireText } from '../../wire/wire-values';
import { optionalField, requiredField } from './drupal-field';

/** Views REST exports (contracts.md, "Views REST exports"): `{rows, pager}` with entity rows. */

const pagerSchema = z.pipe(
  z.object({
    current_page: wireNumber,
    total_items: wireNumber,
    total_pages: wireNumber,
    items_per_page: wireNumber,
  }),
  z.transform((pager): Pager => ({
    currentPage: pager.current_page,
    totalItems: pager.total_items,
    totalPages: pager.total_pages,
    itemsPerPage: pager.items_per_page,
  })),
);

/** A paged list answer whose rows each parse with `row`. */
export const pagedSchema = <T>(row: z.ZodMiniType<T>) =>
  z.pipe(
    z.object({ rows: z.array(row), pager: pagerSchema }),
    z.transform((list): Paged<T> => list),
  );

const bodyItem = z.object({ processed: wireText, summary: wireText });

/** What news and conference rows share: a node with a body and a path alias. */
const nodeRowFields = {
  uuid: requiredField(z.string()),
  nid: requiredField(wireNumber),
  title: requiredField(z.string()),
  body: z.nullish(z.array(bodyItem)),
  path: z.nullish(z.array(z.object({ alias: wireText }))),
};

function nodeBasics(row: z.output<z.ZodMiniObject<typeof nodeRowFields>>) {
  const body = row.body?.[0];
  return {
    uuid: row.uuid,
    nid: row.nid,
    title: row.title,
    // The teaser text: the editor's summary when there is one, the full text otherwise.
    summaryHtml: body?.summary || body?.processed || '',
    path: row.path?.[0]?.alias || `/node/${row.nid}`,
  };
}

export const newsRowSchema = z.pipe(
  z.object({ ...nodeRowFields, created: requiredField(z.string()) }),
  z.transform((row): NewsItem => ({ ...nodeBasics(row), created: row.created })),
);

const dateRange = z.object({ value: z.string(), end_value: wireText });

export const conferenceRowSchema = z.pipe(
  z.object({
    ...nodeRowFields,
    field_date_range: z.tuple([dateRange], dateRange),
    field_location: optionalField(z.string(), ''),
  }),
  z.transform((row): Conference => {
    const [range] = row.field_date_range;
    return {
      ...nodeBasics(row),
      startDate: range.value,
      // A one-day conference may have no end.
      endDate: range.end_value || range.value,
      location: row.field_location,
    };
  }),
);

/** A filter vocabulary row (`vocab_news/as_filter`, `vocab_tags/as_filter`). */
export const termRowSchema = z.object({ tid: wireNumber, name: z.string() });
/** Filter lists come as `{rows, pager}`; a bare list of rows is read as well. */
export const termListSchema = z.pipe(
  z.union([
    z.array(termRowSchema),
    z.pipe(
      z.object({ rows: z.array(termRowSchema) }),
      z.transform((list) => list.rows),
    ),
  ]),
  z.transform((rows): FilterTerm[] => rows),
);

/** `public_timeline/standard`: a bare array (decided shape). */
export const timelineSchema = z.array(
  z.pipe(
    z.object({
      _id: z.union([z.string(), z.number()]),
      title: wireText,
      text: wireText,
      date: z.string(),
      tags: z.nullish(z.array(z.string())),
    }),
    z.transform((entry): TimelineEntry => ({
      id: String(entry._id),
      title: entry.title,
      text: entry.text,
      date: entry.date,
      tags: entry.tags ?? [],
    })),
  ),
);
