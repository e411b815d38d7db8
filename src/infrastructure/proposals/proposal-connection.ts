import { authenticateWithBearer } from '../http/bearer-authentication';
import { type HttpClient, createHttpClient } from '../http/http-client';
import { RemoteSystemError } from '@/application/remote-system-error';
import { proposalLoginCode } from '@/domain/session/roles';
import { isLoadableUserId } from '@/domain/session/session';
import type { Viewer } from '@/domain/session/viewer';
import { SessionsToEnd } from '../http/sessions-to-end';
import { parseAnswer } from '../wire/answer-parsing';
import { LOGIN_PATH, loginRequest, tokenSchema, LOGOUT_PATH } from './proposal-wire';
import type { AppConfig } from '@/application/config/app-config';
import { token } from '@/application/token';

export interface ProposalConnection {
  readonly http: HttpClient;
  readonly credentials: ProposalCredentials;
}

/** The proposal system's client, for the proposal adapter; its credentials are bound by their class. */
export const ProposalHttp = token<HttpClient>('ProposalHttp');

/**
 * The proposal system's client and its bearer token, made together: the client sends the token and asks
 * the credentials to log in again on a 401; the credentials log in through the client. The login and the
 * logout renew nothing: the login carries no token, the logout carries the one it ends.
 */
export function connectToProposals(config: Pick<AppConfig, 'proposalsUrl'>): ProposalConnection {
  const http = createHttpClient({
    system: 'proposals',
    baseURL: config.proposalsUrl,
    authenticate: (send) =>
      authenticateWithBearer(send, {
        token: () => credentials.token,
        renew: () => credentials.renew(),
        isLoginRequest: (url) => url === LOGIN_PATH || url === LOGOUT_PATH,
      }),
  });
  const credentials = new ProposalCredentials(http);
  return { http, credentials };
}

/**
 * The proposal system's bearer token and whose it is, in memory only (never storage: a reload logs in
 * again). The client asks it for the token and, after a 401, to log in again as the same viewer.
 */
export class ProposalCredentials {
  private current: { token: string; viewer: Viewer } | null = null;
  private loggingIn: { viewer: Viewer; done: Promise<void> } | null = null;
  private readonly toEnd = new SessionsToEnd();

  constructor(private readonly http: HttpClient) {}

  get token(): string | null {
    return this.current?.token ?? null;
  }

  /**
   * Logs the viewer in, unless a token of theirs is held or on its way: a second token would stay open on
   * the proposal system after Logout, which ends the token held (two opens of the form at once asked for two).
   * A held token that has expired is renewed by the first call it fails (401).
   */
  logIn(viewer: Viewer): Promise<void> {
    if (this.current && sameLogin(this.current.viewer, viewer)) return Promise.resolve();
    if (this.loggingIn && sameLogin(this.loggingIn.viewer, viewer)) return this.loggingIn.done;
    const done = this.requestToken(viewer).finally(() => {
      if (this.loggingIn?.done === done) this.loggingIn = null;
    });
    this.loggingIn = { viewer, done };
    return done;
  }

  /**
   * The proposal system's login. It proves the Drupal session by its cookie, so it asks for credentials even
   * across origins. A refused login leaves no token: the one held before belonged to an older login.
   */
  private async requestToken(viewer: Viewer): Promise<void> {
    if (!isLoadableUserId(viewer.userId)) throw new RangeError(`User ${viewer.userId} cannot log in.`);
    try {
      const body = loginRequest(viewer.userId, proposalLoginCode(viewer.roles));
      const { data } = await this.http.post<unknown>(LOGIN_PATH, body, { withCredentials: true });
      const token = parseAnswer('proposals', tokenSchema, data);
      // Another login's token (the roles changed) still works on the server: Logout ends it too.
      if (this.current && !sameLogin(this.current.viewer, viewer)) this.toEnd.add(this.current.token);
      this.current = { token, viewer };
    } catch (error) {
      this.current = null;
      throw error;
    }
  }

  /**
   * After a 401, as the same viewer. When that login is refused too, the Drupal session has ended: the
   * call fails as 401 ("log in again"), not with the login's own 403.
   */
  async renew(): Promise<void> {
    const viewer = this.current?.viewer;
    if (!viewer) throw new RemoteSystemError('proposals', 401);
    try {
      await this.requestToken(viewer);
    } catch (error) {
      if (!(error instanceof RemoteSystemError && (error.isForbidden || error.isUnauthenticated)))
        throw error;
      throw new RemoteSystemError('proposals', 401, { serverMessage: error.serverMessage });
    }
  }

  /** Forgets token and viewer; answers the token, so that a logout can still end it on the server. */
  forget(): string | null {
    const token = this.token;
    this.current = null;
    return token;
  }

  /**
   * Ends the token with `end`: forgotten for every later call at once, but kept in memory until `end` went
   * through, with any token whose end failed or hung before, so that Try again still ends it. No token, no
   * call.
   */
  logOut(end: (token: string) => Promise<void>): Promise<void> {
    return this.toEnd.endAll(this.forget(), end);
  }
}

/** Logins that get the same token: the same user with the same login code (organizer or not). */
const sameLogin = (a: Viewer, b: Viewer): boolean =>
  a.userId === b.userId && proposalLoginCode(a.roles) === proposalLoginCode(b.roles);
