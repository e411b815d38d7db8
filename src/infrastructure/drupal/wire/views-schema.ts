import * as z from 'zod/mini';
import type { Conference, FilterTerm, NewsItem } from '@/domain/news/news';
import type { TimelineEntry } from '@/domain/timeline/timeline';
import { wireNumber, wireText } from '../../wire/answer-parsing';
import { contentImage } from './content-image';
import { langcodeField } from './content-language';
import { optionalField, requiredField } from './drupal-field';
import { resolveFileUrlsInHtml } from './file-urls';

/**
 * Rows of the Views REST exports (docs/wire-drupal.md, "Views REST exports"); `viewsList` reads the answer
 * around them. Row schemas that carry HTML or images take Drupal's base, because Drupal
 * writes its file URLs root-relative to its own host.
 */

const bodyItem = z.object({ processed: wireText, summary: wireText });

/** What news and conference rows share: a node with a body, a path alias and perhaps a picture. */
const nodeRowFields = (drupalBase: string) => ({
  uuid: requiredField(z.string()),
  nid: requiredField(wireNumber),
  title: requiredField(z.string()),
  body: z.nullish(z.array(bodyItem)),
  path: z.nullish(z.array(z.object({ alias: wireText }))),
  // A picture is decoration: one that does not read costs the picture, not the row.
  field_image: z.catch(z.nullish(z.array(contentImage(drupalBase))), null),
  // The translation asked for, or the original's language where there is none.
  langcode: langcodeField,
});

type NodeRow = z.output<z.ZodMiniObject<ReturnType<typeof nodeRowFields>>>;

function nodeBasics(row: NodeRow, drupalBase: string) {
  const body = row.body?.[0];
  const image = row.field_image?.[0];
  return {
    uuid: row.uuid,
    nid: row.nid,
    title: row.title,
    // The teaser text: the editor's summary when there is one, the full text otherwise.
    summaryHtml: resolveFileUrlsInHtml(body?.summary || body?.processed || '', drupalBase),
    path: row.path?.[0]?.alias || `/node/${row.nid}`,
    ...(image && { image }),
    ...(row.langcode && { language: row.langcode }),
  };
}

export const newsRowSchema = (drupalBase: string) =>
  z.pipe(
    z.object({ ...nodeRowFields(drupalBase), created: requiredField(z.string()) }),
    z.transform((row): NewsItem => ({ ...nodeBasics(row, drupalBase), created: row.created })),
  );

const dateRange = z.object({ value: z.string(), end_value: wireText });

/** A conference without dates (`field_date_range: []`) cannot be listed by date: that row does not read. */
export const conferenceRowSchema = (drupalBase: string) =>
  z.pipe(
    z.object({
      ...nodeRowFields(drupalBase),
      field_date_range: z.tuple([dateRange], dateRange),
      field_location: optionalField(z.string(), ''),
    }),
    z.transform((row): Conference => {
      const [range] = row.field_date_range;
      return {
        ...nodeBasics(row, drupalBase),
        startDate: range.value,
        // A one-day conference may have no end.
        endDate: range.end_value || range.value,
        location: row.field_location,
      };
    }),
  );

/**
 * A filter vocabulary row (`vocab_news/as_filter`, `vocab_tags/as_filter`): `{tid, name}` from a fields
 * display (tid often a string), or the term's entity normalization `{"tid": [{"value": 3}], ...}`.
 */
export const termRowSchema = z.pipe(
  z.union([
    z.object({ tid: wireNumber, name: z.string() }),
    z.object({ tid: requiredField(wireNumber), name: requiredField(z.string()) }),
  ]),
  z.transform((term): FilterTerm => ({ tid: term.tid, name: term.name })),
);

/** A `public_timeline/standard` entry (decided shape; the view answers a bare array). */
export const timelineRowSchema = (drupalBase: string) =>
  z.pipe(
    z.object({
      _id: z.union([z.string(), z.number()]),
      title: wireText,
      text: wireText,
      date: z.string(),
      tags: z.nullish(z.array(z.string())),
      langcode: langcodeField,
    }),
    z.transform((entry): TimelineEntry => ({
      id: String(entry._id),
      title: entry.title,
      text: resolveFileUrlsInHtml(entry.text, drupalBase),
      date: entry.date,
      tags: entry.tags ?? [],
      ...(entry.langcode && { language: entry.langcode }),
    })),
  );
