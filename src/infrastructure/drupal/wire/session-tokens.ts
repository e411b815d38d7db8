import { unexpectedAnswer } from '../../wire/unexpected-answer';

/*
 * The session's tokens as Drupal's answers carry them, read by hand rather than with zod: DrupalCredentials is
 * made with the container every first load builds, and zod's code stays out of a first load (issue 52). The
 * rules are those of the wire schemas (answer-parsing.ts's wireNumber, a non-blank string).
 */

/** Whose session a page answer reports, and its logout token (null without one); null for another shape. */
export function pageSessionOf(data: unknown): { userId: number; logoutToken: string | null } | null {
  const session = field(field(data, 'data'), 'session');
  const userId = wireNumberOf(field(session, 'user_id'));
  const token = field(session, 'logout_token');
  if (userId === null) return null;
  if (token === undefined) return { userId, logoutToken: null };
  return typeof token === 'string' && token.length > 0 ? { userId, logoutToken: token } : null;
}

/** `GET session/token`: the token as plain text, trimmed; anything else is an unexpected answer. */
export function csrfTokenOf(data: unknown): string {
  const token = typeof data === 'string' ? data.trim() : '';
  if (token === '') throw unexpectedAnswer('drupal', new TypeError('session/token gave no token'));
  return token;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** A number, or one written as a string (`"23"`); blank strings and what does not read as a number are not. */
function wireNumberOf(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : null;
}
