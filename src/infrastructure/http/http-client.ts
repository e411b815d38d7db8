import axios, { type AxiosInstance } from 'axios';
import type { RemoteSystem } from '@/application/remote-system-error';
import { authenticateWithBearer, type BearerAuthentication } from './bearer-authentication';
import { authenticateWithCookie, type CookieAuthentication } from './cookie-authentication';
import { toRemoteSystemError } from './remote-failure';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Send the session's CSRF token as `X-CSRF-Token`: for the Drupal routes that declare
     * `_csrf_request_header_token` (GETs included). An opt-in per request, never a guess from the method.
     */
    csrf?: boolean;
    /**
     * `false` for calls whose 401/403 says something other than "the session may have ended" (Drupal's
     * login refuses a logged-in browser with 403, logout a stale token): no session check follows them.
     */
    refusalMayEndSession?: boolean;
    /** Set on the one retry after a bearer token was renewed, so a second 401 fails for good. */
    retriedAfterRenewal?: boolean;
  }
}

/** How a remote system knows who is calling. */
export type Authentication =
  /** No cookies, no header: SEWOBE carries its session in the form body and may answer CORS with `*`. */
  { readonly kind: 'none' } | CookieAuthentication | BearerAuthentication;

export interface HttpClientOptions {
  readonly system: RemoteSystem;
  readonly baseURL: string;
  readonly authentication: Authentication;
}

/**
 * The one factory for the clients of the three remote systems, with the spec's client defaults: JSON Accept
 * header, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, no timeout, success for 200–299. Every failure
 * becomes a RemoteSystemError (with its reason), so nothing above the adapters sees axios. An `AbortSignal`
 * (`signal`) and upload progress (`onUploadProgress`) pass straight through axios' request config.
 */
export function createHttpClient({ system, baseURL, authentication }: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    // Cookies go only where a cookie session exists (contracts.md): a credentialed call to a system that
    // answers CORS with `*` is refused by the browser.
    withCredentials: authentication.kind === 'cookie',
    headers: { Accept: 'application/json' },
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  // Response interceptors run in the order they are added: authentication sees axios' own error (with the
  // request's config, to retry it), and the last one turns every failure into a RemoteSystemError.
  if (authentication.kind === 'cookie') authenticateWithCookie(client, authentication);
  if (authentication.kind === 'bearer') authenticateWithBearer(client, authentication);
  client.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(toRemoteSystemError(system, error)),
  );
  return client;
}
