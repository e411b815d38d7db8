import * as z from 'zod/mini';
import type { NewerComment, NewerTopic } from '@/application/groups/group-gateway';
import { RemoteSystemError } from '@/application/remote-system-error';
import { optionalField, requiredField } from './drupal-field';

/**
 * Saving against the version read (docs/wire-groups.md, 'Editing against the version read'). Core lets a
 * PATCH carry `changed` only as stored (no one may edit the field; EntityResource's field access lets an equal
 * value through), so sending the `changed` an edit was made from makes a save in between refuse this one, 403
 * with these words, and store nothing.
 */
export const STALE_SAVE_REFUSAL = "Access denied on updating field 'changed'.";

/** `changed` as unix seconds, which core's serializer reads whatever date format the site's views write. */
export function changedField(changed: string): [{ value: string }] {
  const millis = /^\d+$/.test(changed) ? Number.NaN : Date.parse(changed);
  return [{ value: Number.isNaN(millis) ? changed : String(Math.floor(millis / 1000)) }];
}

export const isStaleSave = (error: unknown): boolean =>
  error instanceof RemoteSystemError && error.isForbidden && error.serverMessage === STALE_SAVE_REFUSAL;

/** A timestamp as core normalizes it (RFC 3339; unix seconds on a site that kept the old normalizer), ISO. */
const timestamp = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) =>
    typeof value === 'number' ? new Date(value * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00') : value,
  ),
);

const textItem = z.object({ value: z.string() });
const firstText = z.pipe(
  z.tuple([textItem], textItem),
  z.transform(([first]) => first.value),
);

/** `GET comment/{cid}`: the stored text and its version. */
export const newerCommentSchema = z.pipe(
  z.object({ comment_body: firstText, changed: requiredField(timestamp) }),
  z.transform(({ comment_body, changed }): NewerComment => ({ html: comment_body, changed })),
);

/** `GET node/{nid}`: the stored title, message and version. */
export const newerTopicSchema = z.pipe(
  z.object({
    title: requiredField(z.string()),
    body: optionalField(z.string(), ''),
    changed: requiredField(timestamp),
  }),
  z.transform(({ title, body, changed }): NewerTopic => ({ title, messageHtml: body, changed })),
);
