import * as z from 'zod/mini';
import { portalPathOf, SEARCH_HIT_KINDS, type SearchHit } from '@/domain/search/search-hit';
import { wireNumber, wireNumberOrNull, wireText } from '../../wire/answer-parsing';

/**
 * A row of `site_search/standard` (docs/search.md): a fields display, values as views renders them. The
 * answer around the rows is any views answer (`viewsList`).
 */

/** A Unix timestamp in seconds (a date field left at its raw value), as ISO 8601 with offset. */
const timestamp = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((seconds) => new Date(Number(seconds) * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00')),
);

/** ISO 8601 as the fields displays send dates, or else a timestamp. */
const wireDate = z.union([z.string().check(z.regex(/^\d{4}-\d\d-\d\dT/)), timestamp]);

export const searchRowSchema = z.pipe(
  z.object({
    type: z.enum(SEARCH_HIT_KINDS),
    nid: z.pipe(wireNumber, z.int().check(z.positive())),
    title: z.string().check(z.trim(), z.minLength(1)),
    url: wireText,
    created: wireDate,
    excerpt: wireText,
    // The comment a topic was found by; views send "" for none, and a site may not send the fields at all.
    comment_id: wireNumberOrNull,
    comment_author: wireText,
  }),
  z.transform((row): SearchHit => {
    const cid = row.type === 'topic' ? foundCommentId(row.comment_id) : undefined;
    return {
      kind: row.type,
      nid: row.nid,
      title: row.title,
      path: portalPathOf(row.type, row.nid, row.url, cid),
      created: row.created,
      excerptHtml: row.excerpt,
      ...(cid !== undefined && { comment: { cid, author: row.comment_author.trim() } }),
    };
  }),
);

/** A comment id that names one (a positive whole number), else none: the hit then leads to the topic. */
const foundCommentId = (id: number | null): number | undefined =>
  id !== null && Number.isInteger(id) && id > 0 ? id : undefined;
