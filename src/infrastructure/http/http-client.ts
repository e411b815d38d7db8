import type { RemoteSystem } from '@/application/remote-system-error';
import { fetchTransport } from './fetch-transport';
import { HttpStatusFailure, type HttpRequest, type HttpResponse, type Send } from './http-request';
import { answerDeadline } from './call-failure';

/**
 * How a remote system knows who is calling: wraps the transport to add what the system needs. Each
 * connection brings its own (cookie-authentication.ts for Drupal, bearer-authentication.ts for the proposal
 * system); SEWOBE has none, its session travels in the form body.
 */
export type Authenticate = (send: Send) => Send;

/**
 * How long any call of any remote system may wait for its answer (docs/behaviour.md, 'Remote calls'): without
 * a limit one stalled answer would keep a screen loading forever; past this the call is aborted and fails with
 * reason `network`, and the screen shows its error with Try again.
 */
export const ANSWER_TIMEOUT_MS = 25_000;

export interface HttpClientOptions {
  readonly system: RemoteSystem;
  readonly baseURL: string;
  /**
   * Whether calls carry cookies to another origin: only where a cookie session exists
   * (docs/wire-drupal.md, "Site prerequisites"). A credentialed call to a system that answers CORS with `*`
   * (SEWOBE) is refused by the browser.
   */
  readonly withCredentials?: boolean;
  readonly authenticate?: Authenticate;
  /** What puts its requests on the wire; the platform's fetch (fetch-transport.ts) when left out. */
  readonly transport?: Send;
}

type Config = Omit<HttpRequest, 'method' | 'url' | 'data'>;

/** A remote system's client: every failure is a RemoteSystemError, so nothing above the adapters sees HTTP. */
export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: Config): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: Config): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: Config): Promise<HttpResponse<T>>;
  /**
   * Whether calls carry cookies to another origin (only a cookie session does: docs/wire-drupal.md, "Site
   * prerequisites").
   */
  readonly withCredentials: boolean;
  /**
   * What puts a request on the wire, below authentication. Replaceable, as a browser's cookie store is
   * in tests under Node, where fetch keeps no cookies.
   */
  transport: Send;
  /**
   * Stops every call still waiting for its answer, before a logout, so that no answer of the member's lands in
   * the browser's HTTP cache after the logout emptied it. A read is sent again once the returned function is
   * called (the logout has answered): its caller never hears of the stop, whose "Loading cancelled" no reader
   * asked for. A write ends as its caller's abort would ("cancelled"): it may have reached the system already.
   */
  holdCallsUnderway(): () => void;
}

/**
 * The one factory for the clients of the three remote systems, on the platform's fetch (fetch-transport.ts).
 * An `AbortSignal` (`signal`) and upload progress (`onUploadProgress`) pass through the request; every call
 * waits at most ANSWER_TIMEOUT_MS for its answer (`timeoutMs` per request), here in one place for all of them.
 */
export function createHttpClient({
  system,
  baseURL,
  withCredentials = false,
  authenticate = (send) => send,
  transport = fetchTransport({ baseURL, withCredentials }),
}: HttpClientOptions): HttpClient {
  const underway = new Set<() => void>();
  // Settles when the hold of holdCallsUnderway ends; null while nothing is held.
  let held: Promise<void> | null = null;
  const call = <T>(request: HttpRequest): Promise<HttpResponse<T>> => {
    const deadline = answerDeadline(system, request.signal, limitOf(request));
    let stopped = false;
    const stop = () => {
      stopped = true;
      deadline.cancel();
    };
    underway.add(stop);
    return authenticated({ ...request, signal: deadline.signal })
      .finally(() => {
        underway.delete(stop);
        deadline.clear();
      })
      .then(
        (response) => response as HttpResponse<T>,
        async (error: unknown) => {
          if (error instanceof HttpStatusFailure && request.answeredStatuses?.includes(error.response.status))
            return error.response as HttpResponse<T>;
          if (!stopped || !isRead(request) || request.signal?.aborted) throw deadline.failure(error);
          // Until no logout holds the calls (a second one may have begun meanwhile).
          while (held) await held;
          return call<T>(request);
        },
      );
  };
  const client: HttpClient = {
    withCredentials,
    transport,
    request: call,
    holdCallsUnderway: () => {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      for (const stop of [...underway]) stop();
      return () => {
        held = null;
        release();
      };
    },
    get: (url, config) => client.request({ ...config, method: 'get', url }),
    delete: (url, config) => client.request({ ...config, method: 'delete', url }),
    post: (url, data, config) => client.request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => client.request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => client.request({ ...config, method: 'patch', url, data }),
  };
  // Authentication wraps whatever the transport is at call time, so a replaced transport is honoured.
  const send: Send = (request) => client.transport(request);
  const authenticated = authenticate(send);
  return client;
}

/**
 * A read may be sent twice; a write may have reached the system the first time. A GET that names its writer
 * (the working groups' join and leave: drupal-connection.ts) is a write.
 */
const isRead = ({ method, csrf }: HttpRequest): boolean => method === 'get' && typeof csrf !== 'object';

/** An upload that reports progress may rightly take minutes on a slow line; it shows it moves, and has Cancel. */
const limitOf = ({ timeoutMs, onUploadProgress }: HttpRequest): number | null =>
  timeoutMs !== undefined ? timeoutMs : onUploadProgress ? null : ANSWER_TIMEOUT_MS;
