import { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

/** The proposal system: a bearer token held in memory, renewed once when a call answers 401. */
export interface BearerAuthentication {
  readonly kind: 'bearer';
  /** The current token, or null before the first login. */
  readonly token: () => string | null;
  /** Gets a new token (the proposal system's login). Throws when that fails. */
  readonly renew: () => Promise<void>;
  /** Requests that must not carry the token or trigger a renewal (the login itself). */
  readonly isLoginRequest: (url: string) => boolean;
}

export function authenticateWithBearer(client: AxiosInstance, auth: BearerAuthentication) {
  let renewal: Promise<void> | null = null;
  // Several calls failing at once share one renewal.
  const renewOnce = () => (renewal ??= auth.renew().finally(() => (renewal = null)));

  client.interceptors.request.use((request) => {
    const token = auth.token();
    if (token && !auth.isLoginRequest(request.url ?? ''))
      request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const request = error instanceof AxiosError ? error.config : undefined;
    if (!request || !shouldRenew(error as AxiosError, request, auth)) throw error;
    // A call that went out with an older token than the current one needs no renewal, only the retry.
    if (request.headers.get('Authorization') === bearer(auth.token())) await renewOnce();
    return client.request({ ...request, retriedAfterRenewal: true });
  });
}

const bearer = (token: string | null) => `Bearer ${token}`;

function shouldRenew(error: AxiosError, request: InternalAxiosRequestConfig, auth: BearerAuthentication) {
  return (
    error.response?.status === 401 && !request.retriedAfterRenewal && !auth.isLoginRequest(request.url ?? '')
  );
}
