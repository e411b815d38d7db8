/** The value written in place of what a log line must not carry. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a credential or a person's: a login link's token, an API key, a password
 * reset, an e-mail address, a session. Matched anywhere in the name (`api_key`, `resetToken`, `user_email`):
 * a name redacted in vain costs a log reader a value, one missed costs a reader's secret.
 */
const SENSITIVE_NAME = /token|key|secret|pass|pwd|mail|session|sess|auth|code|sig|otp|cookie|ticket/i;

/** An e-mail address, whatever parameter (`?q=`) or path segment it came in, raw or percent-encoded. */
const MAIL = /[^\s/?&=#;,"'<>]+(?:@|%40)[^\s/?&=#;,"'<>]+/gi;

/**
 * A request target (`/path?query`) as a log line may carry it: the path as asked, the value of each sensitive
 * parameter and of each holding an e-mail address replaced, and an e-mail address in the path too. The names stay, so a
 * line still says which link or form was used.
 */
export function redactedPath(target: string): string {
  const at = target.indexOf('?');
  const path = (at < 0 ? target : target.slice(0, at)).replace(MAIL, REDACTED);
  if (at < 0) return path;
  const query = target
    .slice(at + 1)
    .split('&')
    .map(redactedParameter)
    .join('&');
  return `${path}?${query}`;
}

function redactedParameter(parameter: string): string {
  const equals = parameter.indexOf('=');
  if (equals < 0) return parameter.replace(MAIL, REDACTED);
  const name = parameter.slice(0, equals);
  const value = parameter.slice(equals + 1);
  // A value holding an address goes whole: what is around it (`mail to …`) is as much the reader's.
  return SENSITIVE_NAME.test(decoded(name)) || decoded(value).includes('@')
    ? `${name}=${REDACTED}`
    : parameter;
}

/**
 * Free text bound for a log line (a failure's message, which may quote the address Drupal was asked, the
 * reader's search words with it): every query in it and every e-mail address redacted as above.
 */
export function redactedText(text: string): string {
  return text.replace(/[^\s"'<>]*\?[^\s"'<>]*/g, (target) => redactedPath(target)).replace(MAIL, REDACTED);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A failure's own words, its cause's first (fetch's `fetch failed` alone says nothing), safe for a log line. */
export function messageOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return redactedText(cause instanceof Error ? cause.message : String(cause));
}
