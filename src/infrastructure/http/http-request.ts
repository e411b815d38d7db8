/**
 * Whose session's CSRF token a call sends:
 * - `{ writer }`: a change made as that user (a member's words, a join, a mark). The token is one the content
 *   system gave that user's session; when the session the browser now holds is another account's, the call is
 *   not made (`NotTheWriter`).
 * - `'session'`: whatever session the browser holds: a read behind the header, the logout.
 */
export type CsrfUse = { readonly writer: number } | 'session';

/** One call to a remote system, in the shape the adapters write it (axios' names, so reading stays familiar). */
export interface HttpRequest {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Relative to the client's base URL, or absolute. */
  readonly url: string;
  /** Query parameters; an array value repeats the key as `key[]` (as axios does, and PHP reads it). */
  readonly params?: Readonly<Record<string, unknown>>;
  /** A plain value goes as JSON; `FormData`, `URLSearchParams` and strings go as they are. */
  readonly data?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** How to read the answer's body: JSON when it parses (the default), text, or bytes. */
  readonly responseType?: 'json' | 'text' | 'arraybuffer';
  /** Cancels the call; it then fails with a RemoteSystemError of reason `cancelled`. */
  readonly signal?: AbortSignal;
  /**
   * The longest wait for the answer, in ms, after which the call fails with reason `network`; `null` for
   * none. Unset: the client's limit (ANSWER_TIMEOUT_MS), or none for an upload that reports its progress.
   */
  readonly timeoutMs?: number | null;
  /** Send cookies to another origin too (a cookie session always does). */
  readonly withCredentials?: boolean;
  /** Makes the call go through XMLHttpRequest (via axios, loaded on demand): fetch cannot report uploads. */
  readonly onUploadProgress?: (progress: { loaded: number; total?: number }) => void;
  /**
   * Send a CSRF token as `X-CSRF-Token`: for the Drupal routes that declare `_csrf_request_header_token` (GETs
   * included). An opt-in per request, never a guess from the method.
   */
  readonly csrf?: CsrfUse;
  /**
   * A call on the browser's session itself (Drupal's login and logout), made for whoever holds it: the one kind
   * of call to the content system that changes something without a writer (cookie-authentication.ts).
   */
  readonly ownsSession?: boolean;
  /**
   * `false` for calls whose 401/403 says something other than "the session may have ended" (Drupal's
   * login refuses a logged-in browser with 403, logout a stale token): no session check follows them.
   */
  readonly refusalMayEndSession?: boolean;
  /**
   * A POST that changes nothing (Drupal's `history/get_node_read_timestamps`): a server render, which only
   * reads, may send it.
   */
  readonly readsOnly?: boolean;
  /**
   * Statuses outside 2xx that answer the call rather than fail it, for an adapter that reads their body (the
   * proposal system's 412 carries the newer version). Authentication sees them first: a 401 still renews.
   */
  readonly answeredStatuses?: readonly number[];
  /** Set on the one retry after a bearer token was renewed, so a second 401 fails for good. */
  readonly retriedAfterRenewal?: boolean;
}

export interface HttpResponse<T = unknown> {
  readonly status: number;
  readonly data: T;
  readonly headers: Headers;
}

/** Sends one request; resolves for 2xx answers only. */
export type Send = (request: HttpRequest) => Promise<HttpResponse>;

/** An answer outside 200–299: the call failed, but the answer (and its cookies) arrived. */
export class HttpStatusFailure extends Error {
  override readonly name = 'HttpStatusFailure';
  constructor(
    readonly request: HttpRequest,
    readonly response: HttpResponse,
  ) {
    super(`Request failed with status code ${response.status}`);
  }
}

export const statusOf = (error: unknown): number | null =>
  error instanceof HttpStatusFailure ? error.response.status : null;

/**
 * The headers both transports send: JSON Accept, a JSON Content-Type for plain values, and the XSRF-TOKEN
 * cookie echoed as X-XSRF-TOKEN on same-origin calls.
 */
export function headersOf(request: HttpRequest, url: string): Headers {
  const headers = new Headers({ Accept: 'application/json', ...request.headers });
  if (isPlainValue(request.data) && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  const xsrf = sameOriginXsrfToken(url);
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}

function sameOriginXsrfToken(url: string): string | null {
  if (typeof document === 'undefined' || new URL(url, location.href).origin !== location.origin) return null;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A value sent as JSON, not as a body the platform sends as it is (text, form data, a file). */
export const isPlainValue = (data: unknown) =>
  data !== undefined &&
  typeof data !== 'string' &&
  !(data instanceof FormData) &&
  !(data instanceof URLSearchParams) &&
  !(data instanceof Blob);

/**
 * An answer's text as both transports give it: the text when asked for text (or when there is none), else JSON
 * when it parses, whatever the content type says, else the text, as axios reads it.
 */
export function textAnswer(text: string, type: HttpRequest['responseType'] = 'json'): unknown {
  if (type === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
