import { RemoteSystemError } from '@/application/remote-system-error';
import { HttpStatusFailure, statusOf, type HttpRequest, type Send } from './http-request';

/** Drupal: the session cookie, and the CSRF header on the requests that opt in. */
export interface CookieAuthentication {
  /**
   * The session's CSRF token; asked for only by requests with `csrf`, with a writer the token of that user's
   * session only (NotTheWriter otherwise).
   */
  readonly csrfToken: (of?: number) => Promise<string>;
  /** The token sent was refused as not the session's (a session begun since, even the same account's). */
  readonly csrfTokenRefused: () => void;
  /**
   * Told of every 401/403 answer (with the URL asked for). Drupal answers an ended cookie session with 403
   * on most routes, so the session may have ended; or the user may just lack a permission.
   */
  readonly onRefused?: (url: string) => void;
}

/** Drupal's words for a CSRF token that is not the session's (core's CsrfRequestHeaderAccessCheck). */
export const CSRF_TOKEN_INVALID = 'X-CSRF-Token request header is invalid';

export function authenticateWithCookie(
  send: Send,
  { csrfToken, csrfTokenRefused, onRefused }: CookieAuthentication,
): Send {
  const withToken = async (request: HttpRequest) => {
    if (!request.csrf) return send(request);
    const of = request.csrf === 'session' ? undefined : request.csrf.writer;
    return send({ ...request, headers: { ...request.headers, 'X-CSRF-Token': await csrfToken(of) } });
  };
  return async (request) => {
    try {
      return await withToken(request).catch((error: unknown) => {
        // A token of a session that has ended since, even one of the same account (a logout and a login in
        // another tab): Drupal refused it before doing anything, so a fresh one, checked as the first was,
        // goes once more. A second refusal is the member's to see.
        if (!request.csrf || !isInvalidCsrfToken(error)) throw error;
        csrfTokenRefused();
        return withToken(request);
      });
    } catch (error) {
      // A writer's token refused before sending (the session is another's, or none) is told as Drupal's 403 is.
      const status = error instanceof RemoteSystemError ? error.status : statusOf(error);
      if ((status === 401 || status === 403) && request.refusalMayEndSession !== false)
        onRefused?.(request.url);
      throw error;
    }
  };
}

function isInvalidCsrfToken(error: unknown): boolean {
  if (!(error instanceof HttpStatusFailure) || error.response.status !== 403) return false;
  const { data } = error.response;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : data;
  return message === CSRF_TOKEN_INVALID;
}
