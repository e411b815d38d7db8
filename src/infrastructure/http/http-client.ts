import axios, { AxiosError, type AxiosInstance } from 'axios';
import { RemoteSystemError, type RemoteSystem } from '@/application/remote-system-error';

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

export interface HttpClientOptions {
  readonly system: RemoteSystem;
  readonly baseURL: string;
  /** Drupal's CSRF token for unsafe methods; null when there is none (anonymous). */
  readonly csrfToken?: () => Promise<string | null>;
  /** Told of every 401/403 answer (with the request's URL), e.g. to check whether the session ended. */
  readonly onUnauthorized?: (url: string) => void;
}

/**
 * One axios instance per remote system, with the spec's client defaults: JSON Accept header, cookies sent,
 * the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, no timeout, success for 200–299. Every failure becomes a
 * RemoteSystemError, so nothing above this file sees axios.
 */
export function createHttpClient({
  system,
  baseURL,
  csrfToken,
  onUnauthorized,
}: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });

  if (csrfToken) {
    client.interceptors.request.use(async (request) => {
      if (UNSAFE_METHODS.has((request.method ?? 'get').toLowerCase())) {
        const token = await csrfToken();
        if (token) request.headers.set('X-CSRF-Token', token);
      }
      return request;
    });
  }

  client.interceptors.response.use(undefined, (error: unknown) => {
    const failure = toRemoteSystemError(system, error);
    if (failure.isUnauthorized && error instanceof AxiosError) onUnauthorized?.(error.config?.url ?? '');
    return Promise.reject(failure);
  });
  return client;
}

export function toRemoteSystemError(system: RemoteSystem, error: unknown): RemoteSystemError {
  if (error instanceof RemoteSystemError) return error;
  if (error instanceof AxiosError) {
    const status = error.response?.status ?? null;
    const body: unknown = error.response?.data;
    const serverMessage =
      typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : null;
    return new RemoteSystemError(system, status, error.message, serverMessage);
  }
  return new RemoteSystemError(system, null, error instanceof Error ? error.message : String(error));
}
