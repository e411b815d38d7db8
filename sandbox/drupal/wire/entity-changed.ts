import type { FieldList } from './entity-resource';

/**
 * A `changed` field in a PATCH body, as a genuine Drupal meets it. Nobody may edit `changed`
 * (ChangedFieldItemList::defaultAccess; CommentAccessControlHandler lists it read-only too), and
 * EntityResource::checkPatchFieldAccess lets a field one may not edit through only when it equals the stored
 * value. So a client that sends the `changed` it read saves when nobody saved in between, and is refused
 * with 403 otherwise, before anything is stored: core's own REST tests expect exactly this answer for
 * `changed` on comments and nodes (`$patchProtectedFieldNames`). The EntityChanged constraint's 422 cannot be
 * reached through REST, since the stored `changed` is what it compares.
 */
export const CHANGED_REFUSAL = "Access denied on updating field 'changed'.";

/** The serializer's refusal of a date it cannot read (DateTimeNormalizer), answered with 422. */
export const unreadableDate = (value: string) =>
  `The specified date "${value}" is not in an accepted format: "U" (UNIX timestamp), ` +
  '"Y-m-d\\TH:i:sO" (ISO 8601), "Y-m-d\\TH:i:sP" (RFC 3339).';

const ISO_8601 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})([+-]\d{2}):?(\d{2})$/;

/** Unix seconds of a timestamp as core's serializer accepts it (unix seconds, ISO 8601, RFC 3339), or null. */
export function timestampSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  if (/^-?\d+$/.test(value)) return Number(value);
  const parts = ISO_8601.exec(value);
  if (!parts) return null;
  const seconds = Date.parse(`${parts[1]}${parts[2]}:${parts[3]}`) / 1000;
  return Number.isNaN(seconds) ? null : seconds;
}

/** A refusal of a PATCH body's field: its status and core's words. */
export type ChangedCheck = { readonly status: 403 | 422; readonly message: string } | undefined;

/**
 * The serializer reads every field before any access check: a `changed` that is no date is refused first
 * (422), whatever else the body holds.
 */
export function unreadableChanged(field: FieldList): string | undefined {
  const value = field?.[0]?.value;
  return typeof value === 'string' && timestampSeconds(value) === null ? unreadableDate(value) : undefined;
}

/** Nothing when the body's `changed` is absent or the stored one; core's 403 otherwise. */
export function checkChanged(field: FieldList, storedIso: string): ChangedCheck {
  if (field === undefined) return undefined;
  const seconds = timestampSeconds(field[0]?.value);
  return seconds === Date.parse(storedIso) / 1000 ? undefined : { status: 403, message: CHANGED_REFUSAL };
}
