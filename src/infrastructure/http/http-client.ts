import type { RemoteSystem } from '@/application/remote-system-error';
import { fetchTransport } from './fetch-transport';
import type { HttpRequest, HttpResponse, Send } from './http-request';
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
   * Ends every call still waiting for its answer, as its caller's abort would ("cancelled"): before a logout,
   * so that no answer of the member's lands in the browser's HTTP cache after the logout emptied it.
   */
  cancelCallsUnderway(): void;
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
  const client: HttpClient = {
    withCredentials,
    transport,
    request: <T>(request: HttpRequest) => {
      const deadline = answerDeadline(system, request.signal, limitOf(request));
      underway.add(deadline.cancel);
      return authenticated({ ...request, signal: deadline.signal })
        .then(
          (response) => response as HttpResponse<T>,
          (error: unknown) => Promise.reject(deadline.failure(error)),
        )
        .finally(() => {
          underway.delete(deadline.cancel);
          deadline.clear();
        });
    },
    cancelCallsUnderway: () => {
      for (const cancel of [...underway]) cancel();
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

/** An upload that reports progress may rightly take minutes on a slow line; it shows it moves, and has Cancel. */
const limitOf = ({ timeoutMs, onUploadProgress }: HttpRequest): number | null =>
  timeoutMs !== undefined ? timeoutMs : onUploadProgress ? null : ANSWER_TIMEOUT_MS;
