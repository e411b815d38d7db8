import * as z from 'zod/mini';
import type { AttachmentFile, TopicDraft, TopicEdit } from '@/application/groups/group-gateway';
import { wireNumber } from '../../wire/answer-parsing';
import { changedField } from './entity-versions';

/** What the adapter sends for topics and comments, and the short answers it reads back. */

/**
 * The New Topic form as the custom module reads it: `group_id`, `title`, `message`, `group`, then each file
 * as `field_files[]` under its own name. The files must be Blobs (a browser's `File`); anything else is a
 * programming error, not a remote failure.
 */
export function topicFormData(draft: TopicDraft): FormData {
  const form = new FormData();
  form.append('group_id', String(draft.groupId));
  form.append('title', draft.title);
  form.append('message', draft.message);
  form.append('group', draft.group);
  for (const file of draft.files) form.append('field_files[]', asBlob(file), file.name);
  return form;
}

function asBlob(file: AttachmentFile): Blob {
  if (file instanceof Blob) return file;
  throw new TypeError(`The attachment ${file.name} is not a file the browser can send (no Blob).`);
}

/** Drupal's own automatic subject is the body's text cut to 29 characters at a word; the same is sent. */
const SUBJECT_LENGTH = 29;

function subjectOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= SUBJECT_LENGTH) return text;
  const cut = text.slice(0, SUBJECT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…`;
}

/** The text format of every member-written text: comments and topic messages alike. */
const MEMBER_TEXT_FORMAT = 'basic_html';

/**
 * The comment body of docs/wire-drupal.md ("Comments"): a `comment` on the node, in the `basic_html` text
 * format; a reply names the comment it answers as `pid`.
 */
export function commentRequest(topicNid: number, html: string, replyTo?: number) {
  return {
    entity_type: [{ value: 'node' }],
    entity_id: [{ target_id: topicNid }],
    field_name: [{ value: 'comment' }],
    comment_type: [{ target_id: 'comment' }],
    ...(replyTo === undefined ? {} : { pid: [{ target_id: replyTo }] }),
    subject: [{ value: subjectOf(html) }],
    comment_body: [{ value: html, format: MEMBER_TEXT_FORMAT }],
  };
}

/**
 * A comment `PATCH` must name its bundle (`comment_type`), or core answers 400; the body changes, made from the
 * version `changed` (entity-versions.ts), and its subject with it, made anew as on POST: Drupal's search finds a
 * comment by its subject too, so a subject left as first written would lead a search to words edited away. An
 * unchanged body makes the same subject, so a save that changes nothing still leaves `changed` where it was.
 */
export function commentEditRequest(html: string, changed: string) {
  return {
    comment_type: [{ target_id: 'comment' }],
    changed: changedField(changed),
    subject: [{ value: subjectOf(html) }],
    comment_body: [{ value: html, format: MEMBER_TEXT_FORMAT }],
  };
}

/** A topic `PATCH`: its bundle, the version it was made from, title and message. */
export function topicEditRequest({ title, message }: TopicEdit, changed: string) {
  return {
    type: [{ target_id: 'group_topic' }],
    changed: changedField(changed),
    title: [{ value: title }],
    body: [{ value: message, format: MEMBER_TEXT_FORMAT }],
  };
}

/**
 * Pinning or unpinning a topic: its bundle and `sticky` alone. Core checks edit access field by field, so a
 * body naming nothing but `sticky` asks for `administer nodes` only, never for the title's or message's rights.
 */
export function topicPinRequest(pinned: boolean) {
  return { type: [{ target_id: 'group_topic' }], sticky: [{ value: pinned }] };
}

export const postedTopicSchema = z.pipe(
  z.object({ nid: wireNumber }),
  z.transform(({ nid }) => ({ nid })),
);

export const standingChangeSchema = z.object({ status: z.enum(['joined', 'left']) });
