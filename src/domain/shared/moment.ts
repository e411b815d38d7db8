/**
 * An ISO 8601 date as a moment (milliseconds since the epoch), so that dates written with different offsets
 * compare as the times they name, not as text. One that does not read counts as the earliest moment (0): a
 * topic with an unreadable date sorts last, a comment with one is never newer than anything.
 */
export const momentOf = (iso: string): number => Date.parse(iso) || 0;
