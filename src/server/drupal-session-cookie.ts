/**
 * Drupal's session cookie in a Cookie header: a name `SESS…` (over http) or `SSESS…` (over https) followed by
 * `=`, at the start of the header or after a `;`. The one definition of "this request has a Drupal session":
 * the first-screen service (first-screen-document.ts) answers such a request with the app, kept private, and
 * nginx's page cache neither reads nor fills for it (deploy/page-locations.ts writes this source into a `map`).
 * Were the two to differ, a cookie one of them calls a session and the other does not would let a stranger's
 * request put the app's empty shell into the cache, where every visitor would get it.
 *
 * Written for both regex engines alike: no `\s` (JavaScript's takes Unicode spaces, nginx's PCRE does not), no
 * flags (the map's `~` is case-sensitive), no `"` or `{` (it is written into a quoted nginx string).
 */
export const DRUPAL_SESSION_COOKIE = '(^|;)[ \\t]*S?SESS[^=; \\t]*=';

const SESSION = new RegExp(DRUPAL_SESSION_COOKIE);

/** Whether a Cookie header carries Drupal's session cookie. */
export function hasDrupalSession(cookieHeader: string | undefined): boolean {
  return SESSION.test(cookieHeader ?? '');
}

const SESSION_PAIR = /^S?SESS[^=; \t]*=/;

/**
 * Only the session's pairs of a Cookie header (`SESSab=…; SSESScd=…`), or null without one: a member's
 * render forwards them to Drupal and nothing else the browser holds for the portal's host.
 */
export function drupalSessionCookie(cookieHeader: string | undefined): string | null {
  const pairs = (cookieHeader ?? '')
    .split(';')
    // Spaces and tabs only, as DRUPAL_SESSION_COOKIE reads them: the two agree on what is a session.
    .map((pair) => pair.replace(/^[ \t]+|[ \t]+$/g, ''))
    .filter((pair) => SESSION_PAIR.test(pair));
  return pairs.length > 0 ? pairs.join('; ') : null;
}
