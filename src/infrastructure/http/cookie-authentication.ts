import { AxiosError, type AxiosInstance } from 'axios';

/** Drupal: the session cookie, and the CSRF header on the requests that opt in. */
export interface CookieAuthentication {
  readonly kind: 'cookie';
  /** The session's CSRF token; asked for only by requests with `csrf: true`. */
  readonly csrfToken: () => Promise<string>;
  /**
   * Told of every 401/403 answer (with the URL asked for). Drupal answers an ended cookie session with 403
   * on most routes, so the session may have ended; or the user may just lack a permission.
   */
  readonly onRefused?: (url: string) => void;
}

export function authenticateWithCookie(
  client: AxiosInstance,
  { csrfToken, onRefused }: CookieAuthentication,
) {
  client.interceptors.request.use(async (request) => {
    if (request.csrf) request.headers.set('X-CSRF-Token', await csrfToken());
    return request;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && error.config?.refusalMayEndSession !== false) {
      const status = error.response?.status;
      if (status === 401 || status === 403) onRefused?.(error.config?.url ?? '');
    }
    return Promise.reject(error);
  });
}
