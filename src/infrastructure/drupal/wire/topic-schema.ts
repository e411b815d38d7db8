import * as z from 'zod/mini';
import type { Attachment, Topic, TopicComment, TopicSummary } from '@/domain/groups/group';
import { wireFlag, wireNumber, wireNumberOrNull, wireText } from '../../wire/answer-parsing';
import { resolveFileUrl, resolveFileUrlsInHtml } from './file-urls';

/**
 * Topic rows of fields displays (docs/wire-groups.md): flat values, numbers often strings. Messages and
 * comments are member-written HTML and pass through as data: the UI sanitizes them with its strict profile.
 * File names and sizes are data too, never markup.
 */

/** Items of a multi-value field, each read on its own: one unreadable attachment or comment costs only itself. */
const readableItems = <T>(item: z.ZodMiniType<T>) =>
  z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((items) =>
      (items ?? []).flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );

/**
 * A display without the field, or a value that is no count, says nothing about the comments: unknown (null),
 * never 0, and the topic is listed all the same.
 */
const commentCount = z.pipe(
  wireNumberOrNull,
  z.transform((count) => (count !== null && Number.isInteger(count) && count >= 0 ? count : null)),
);

/** An id above 0, or null: a row without one (a uid of anonymous 0, an empty `pid`) names no one. */
const idOrNull = z.pipe(
  wireNumberOrNull,
  z.transform((uid) => (uid !== null && Number.isInteger(uid) && uid > 0 ? uid : null)),
);

/** A text value, or null when missing or not text: an optional field read leniently. */
const optionalText = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null)),
);

/**
 * Views renders a raw timestamp as unix seconds (`"1732600000"`); empty (no comment), 0 or unreadable is
 * null. The domain carries ISO 8601.
 */
const unixSecondsAsIso = z.pipe(
  wireNumberOrNull,
  z.transform((seconds) =>
    seconds !== null && Number.isInteger(seconds) && seconds > 0 ? isoOfUnixSeconds(seconds) : null,
  ),
);

/**
 * Node `sticky` as a fields display renders it: the raw value (`"1"`, `"0"`), a boolean, or the boolean
 * formatter's default labels (`"On"`, `"Off"`). Missing or anything else: not pinned, and the row stays.
 */
const pinned = z.pipe(
  z.optional(z.unknown()),
  z.transform(
    (value) => wireFlag.parse(value) || (typeof value === 'string' && value.trim().toLowerCase() === 'on'),
  ),
);

/** ISO 8601 in UTC with Drupal's `+00:00`, as the rows' other dates come. */
export const isoOfUnixSeconds = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().replace(/\.\d+Z$/, '+00:00');

export const topicSummaryRowSchema = z.pipe(
  z.object({
    nid: wireNumber,
    title: z.string(),
    created: z.string(),
    name: wireText,
    comment_count: commentCount,
    uid: idOrNull,
    last_comment_timestamp: unixSecondsAsIso,
    last_comment_name: optionalText,
    new_comments: commentCount,
    sticky: pinned,
  }),
  z.transform((row): TopicSummary => ({
    nid: row.nid,
    title: row.title,
    created: row.created,
    authorName: row.name,
    commentCount: row.comment_count,
    authorUid: row.uid,
    // Core's statistics carry the node's own time and author when it has no comment: no comment, no last one.
    lastCommentAt: row.comment_count === 0 ? null : row.last_comment_timestamp,
    lastCommentAuthor: row.comment_count === 0 ? null : row.last_comment_name,
    newComments: row.new_comments,
    sticky: row.sticky,
  })),
);

/** Attachments are private files, root-relative to Drupal's host: rebased on Drupal's base. */
const attachment = (drupalBase: string) =>
  z.pipe(
    z.object({ name: z.string(), size: wireNumber, url: z.string() }),
    z.transform((file): Attachment => ({
      name: file.name,
      size: file.size,
      url: resolveFileUrl(file.url, drupalBase),
    })),
  );

/**
 * A comment as the view draws it; its pictures, root-relative to Drupal's host as basic_html keeps them (a
 * file of the site, or core's "Image removed." icon), rebased on Drupal's base so the reader's browser finds them.
 */
const comment = (drupalBase: string) =>
  z.pipe(
    z.object({
      cid: wireNumber,
      name: wireText,
      created: z.string(),
      comment_body: wireText,
      uid: idOrNull,
      changed: optionalText,
      pid: idOrNull,
    }),
    z.transform((row): TopicComment => ({
      id: row.cid,
      authorName: row.name,
      authorUid: row.uid,
      created: row.created,
      changed: row.changed ?? row.created,
      parentId: row.pid,
      bodyHtml: resolveFileUrlsInHtml(row.comment_body, drupalBase),
    })),
  );

export const topicRowSchema = (drupalBase: string) =>
  z.pipe(
    z.object({
      nid: wireNumber,
      title: z.string(),
      created: z.string(),
      name: wireText,
      uid: idOrNull,
      changed: optionalText,
      body: wireText,
      group_id: wireNumber,
      group_label: wireText,
      field_files: readableItems(attachment(drupalBase)),
      comments: readableItems(comment(drupalBase)),
      sticky: pinned,
    }),
    z.transform((row): Topic => ({
      nid: row.nid,
      groupId: row.group_id,
      groupTitle: row.group_label,
      title: row.title,
      created: row.created,
      changed: row.changed ?? row.created,
      authorName: row.name,
      authorUid: row.uid,
      messageHtml: resolveFileUrlsInHtml(row.body, drupalBase),
      attachments: row.field_files,
      comments: row.comments,
      sticky: row.sticky,
    })),
  );
