import {
  headersOf,
  HttpStatusFailure,
  isPlainValue,
  textAnswer,
  type HttpRequest,
  type HttpResponse,
  type Send,
} from './http-request';

export interface TransportOptions {
  readonly baseURL: string;
  /** Whether calls carry cookies to another origin; same-origin calls carry them anyway, as XHR does. */
  readonly withCredentials: boolean;
}

/**
 * The platform's fetch, with the client's defaults: JSON Accept header, the XSRF-TOKEN cookie echoed as
 * X-XSRF-TOKEN on same-origin calls (docs/wire-drupal.md, 'CSRF and the session token'), no timeout of its own
 * (http-client.ts sets the answer limit), success for 200–299 (anything else throws HttpStatusFailure with the
 * answer). A call with upload progress goes through XMLHttpRequest instead.
 */
export function fetchTransport({ baseURL, withCredentials }: TransportOptions): Send {
  return async (request) => {
    const url = urlOf(baseURL, request);
    if (request.onUploadProgress) {
      const { sendWithProgress } = await import('./send-with-progress');
      return sendWithProgress(url, request, withCredentials);
    }
    const answer = await fetch(url, {
      method: request.method.toUpperCase(),
      headers: headersOf(request, url),
      // Like XHR, a GET sends no body, whatever the request carries.
      body: request.method === 'get' ? undefined : await bodyOf(request.data),
      credentials: withCredentials || request.withCredentials ? 'include' : 'same-origin',
      signal: request.signal,
    });
    const response: HttpResponse = {
      status: answer.status,
      headers: answer.headers,
      data: await dataOf(answer, request.responseType),
    };
    if (answer.status < 200 || answer.status > 299) throw new HttpStatusFailure(request, response);
    return response;
  };
}

export function urlOf(baseURL: string, { url, params }: HttpRequest): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('/');
  const full = absolute ? url : baseURL.replace(/\/?$/, '/') + url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => query.append(`${key}[]`, String(item)));
    else query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full;
}

async function bodyOf(data: unknown): Promise<BodyInit | undefined> {
  if (data === undefined) return undefined;
  if (data instanceof FormData) return multipartBlob(data);
  return isPlainValue(data) ? JSON.stringify(data) : (data as BodyInit);
}

/**
 * A form encoded once as multipart bytes, its type (with the boundary) on the Blob, which fetch sends as the
 * Content-Type. Node's own fetch (Node 24 and later) streams a FormData body part by part and, when the call
 * is aborted half-way, writes the next part into the closed stream from a promise nobody holds: an unhandled
 * "ReadableStream is already closed". A Blob goes whole, and an abort only ends the call.
 */
async function multipartBlob(form: FormData): Promise<Blob> {
  return new Response(form).blob();
}

/** Bytes when asked, else the text read as textAnswer reads it. */
async function dataOf(answer: Response, type: HttpRequest['responseType'] = 'json'): Promise<unknown> {
  return type === 'arraybuffer' ? answer.arrayBuffer() : textAnswer(await answer.text(), type);
}
