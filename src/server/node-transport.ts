import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { urlOf } from '@/infrastructure/http/fetch-transport';
import {
  headersOf,
  HttpStatusFailure,
  isPlainValue,
  textAnswer,
  type HttpRequest,
  type HttpResponse,
  type Send,
} from '@/infrastructure/http/http-request';
import { abortReason } from './abort-reason';

/** One pool of kept-alive connections for the process, as fetch keeps: every render's calls share them. */
const AGENTS = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};

/** Redirects followed for a read, as fetch follows them; more is a loop, and the last answer fails. */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The renderer's transport: Node's `http` on kept-alive connections instead of its fetch, whose WHATWG
 * streams, Request, Response and signals cost a render more than the calls' own work (docs/performance.md,
 * "Renders"). It reads as fetch-transport.ts does (JSON when the body parses, else text; 2xx or
 * HttpStatusFailure; cancelled by the request's signal, with its reason) and only reads: a server render
 * writes nothing (a POST marked `readsOnly`, Drupal's history timestamps, is a read).
 */
export function nodeTransport(baseURL: string): Send {
  return async (request) => {
    if (request.method !== 'get' && !(request.method === 'post' && request.readsOnly))
      throw new Error(`A server render only reads; it cannot ${request.method}.`);
    let url = new URL(urlOf(baseURL, request));
    const { origin } = url;
    for (let redirects = 0; ; redirects++) {
      // A member's render carries their session cookie: it goes to the configured Drupal only, never to
      // another host a redirect names (fetch's own cookie jar would not send it there either).
      const answer = await read(url, url.origin === origin ? request : withoutCookie(request));
      const location = answer.headers.get('location');
      if (!REDIRECTS.has(answer.status) || !location || redirects === MAX_REDIRECTS)
        return succeeded(request, answer);
      url = new URL(location, url);
    }
  };
}

function withoutCookie(request: HttpRequest): HttpRequest {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'cookie'),
  );
  return { ...request, headers };
}

function succeeded(request: HttpRequest, answer: HttpResponse): HttpResponse {
  if (answer.status < 200 || answer.status > 299) throw new HttpStatusFailure(request, answer);
  return answer;
}

function read(url: URL, request: HttpRequest): Promise<HttpResponse> {
  const { signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const { body, headers } = bodyOf(request, headersOf(request, url.href));
    const outgoing = send(url, {
      method: request.method.toUpperCase(),
      headers: Object.fromEntries(headers),
      agent: AGENTS[url.protocol as keyof typeof AGENTS],
    });
    const abort = () => outgoing.destroy(abortReason(signal!) as Error);
    const settle = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    outgoing.on('error', (error) => {
      settle();
      reject(signal?.aborted ? abortReason(signal) : error);
    });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', (error) => {
        settle();
        reject(signal?.aborted ? abortReason(signal) : error);
      });
      incoming.on('end', () => {
        settle();
        const data = dataOf(Buffer.concat(chunks), request);
        resolve({ status: incoming.statusCode ?? 0, headers: headersFrom(incoming), data });
      });
    });
    outgoing.end(body);
  });
}

/**
 * A reading POST's body as fetch sends it: a form with its form type, text as it is, a plain value as JSON
 * (headersOf typed it); nothing else is read by a POST.
 */
function bodyOf({ data }: HttpRequest, headers: Headers): { body?: string; headers: Headers } {
  if (data === undefined) return { headers };
  if (data instanceof URLSearchParams) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return { body: data.toString(), headers };
  }
  if (typeof data === 'string') return { body: data, headers };
  if (isPlainValue(data)) return { body: JSON.stringify(data), headers };
  throw new Error('A server render sends no files or multipart forms.');
}

function headersFrom({ rawHeaders }: IncomingMessage): Headers {
  const pairs: [string, string][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) pairs.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  return new Headers(pairs);
}

/** As fetch-transport.ts reads a body: bytes when asked, else through textAnswer. */
function dataOf(body: Buffer, { responseType }: HttpRequest): unknown {
  return responseType === 'arraybuffer'
    ? body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)
    : textAnswer(body.toString('utf8'), responseType);
}
