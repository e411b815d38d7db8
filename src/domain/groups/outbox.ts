import type { TopicComment } from './group';

/** Where and when a send from the outbox went: the comment it answers (null: the topic), and when it began. */
export interface OutboxSend {
  readonly replyTo: number | null;
  /** ms since the epoch; null while no send has begun. */
  readonly attemptedAt: number | null;
}

/** The first wait after a failed send from the outbox, doubled at each further failure up to the longest. */
export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 60_000;

/** How long to wait before the next try after `failures` sends in a row found the content system away. */
export const retryDelayMs = (failures: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS);

/**
 * How far the device's clock may be ahead of the content system's and a stored comment still be recognised
 * as this send's: Drupal stamps `created` with its own clock, in whole seconds.
 */
export const CLOCK_LEEWAY_MS = 120_000;

/**
 * Whether `comment` is the one a lost send of `item` stored: written by the member, with the text the send
 * carried (`html`), in the same place, and not before the send began (within the clocks' leeway). An older
 * comment with the same words ("+1", "Thanks!") was not this send's.
 */
export function isStoredSend(comment: TopicComment, item: OutboxSend, uid: number, html: string): boolean {
  if (item.attemptedAt === null) return false;
  return (
    comment.authorUid === uid &&
    asDrawn(comment.bodyHtml) === asDrawn(html) &&
    comment.parentId === item.replyTo &&
    Date.parse(comment.created) >= item.attemptedAt - CLOCK_LEEWAY_MS
  );
}

/**
 * Comment HTML as Drupal's text format writes it back (docs/wire-groups.md): its serializer writes quotes as
 * characters and a no-break space by name, and its filter drops NUL. The rest of what the portal sends (`<p>`,
 * `<br>`, `&amp;`, `&lt;`, `&gt;`) comes back as sent, so the same text compares equal either way.
 */
const asDrawn = (html: string): string =>
  html
    .replaceAll('&quot;', '"')
    .replace(/&#0*39;/g, "'")
    .replaceAll('\u00a0', '&nbsp;')
    .replaceAll('\0', '');
