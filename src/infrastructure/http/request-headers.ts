import type { HttpRequest } from './http-request';

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
