import { statusOf, type HttpRequest, type Send } from './http-request';

/** The proposal system: a bearer token held in memory, renewed once when a call answers 401. */
export interface BearerAuthentication {
  /** The current token, or null before the first login. */
  readonly token: () => string | null;
  /** Gets a new token (the proposal system's login). Throws when that fails. */
  readonly renew: () => Promise<void>;
  /** Requests that must not carry the token or trigger a renewal (the login itself). */
  readonly isLoginRequest: (url: string) => boolean;
}

export function authenticateWithBearer(send: Send, auth: BearerAuthentication): Send {
  let renewal: Promise<void> | null = null;
  // Several calls failing at once share one renewal.
  const renewOnce = () => (renewal ??= auth.renew().finally(() => (renewal = null)));

  const withToken = (request: HttpRequest): HttpRequest => {
    const token = auth.token();
    if (!token || auth.isLoginRequest(request.url)) return request;
    return { ...request, headers: { ...request.headers, Authorization: bearer(token) } };
  };

  const authenticated: Send = async (request) => {
    const sent = withToken(request);
    try {
      return await send(sent);
    } catch (error) {
      if (statusOf(error) !== 401 || request.retriedAfterRenewal || auth.isLoginRequest(request.url))
        throw error;
      // A call that went out with an older token than the current one needs no renewal, only the retry.
      if (sent.headers?.Authorization === bearer(auth.token())) await renewOnce();
      return authenticated({ ...request, retriedAfterRenewal: true });
    }
  };
  return authenticated;
}

const bearer = (token: string | null) => `Bearer ${token}`;
