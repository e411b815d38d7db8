import { RemoteSystemError } from '@/application/remote-system-error';
import { statusOf, type Send } from './http-request';

/** Drupal: the session cookie, and the CSRF header on the requests that opt in. */
export interface CookieAuthentication {
  /**
   * The session's CSRF token; asked for only by requests with `csrf: true`, with `csrfOf` the token of that
   * user's session only.
   */
  readonly csrfToken: (of?: number) => Promise<string>;
  /**
   * Told of every 401/403 answer (with the URL asked for). Drupal answers an ended cookie session with 403
   * on most routes, so the session may have ended; or the user may just lack a permission.
   */
  readonly onRefused?: (url: string) => void;
}

export function authenticateWithCookie(send: Send, { csrfToken, onRefused }: CookieAuthentication): Send {
  return async (request) => {
    try {
      const headers = request.csrf
        ? { ...request.headers, 'X-CSRF-Token': await csrfToken(request.csrfOf) }
        : request.headers;
      return await send({ ...request, headers });
    } catch (error) {
      // A writer's token refused before sending (the session is another's, or none) is told as Drupal's 403 is.
      const status = error instanceof RemoteSystemError ? error.status : statusOf(error);
      if ((status === 401 || status === 403) && request.refusalMayEndSession !== false)
        onRefused?.(request.url);
      throw error;
    }
  };
}
