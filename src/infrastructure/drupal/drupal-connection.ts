import { authenticateWithCookie } from '../http/cookie-authentication';
import { type HttpClient, createHttpClient } from '../http/http-client';
import { NotTheWriter } from '@/application/groups/not-the-writer';
import { RemoteSystemError } from '@/application/remote-system-error';
import { isLoadableUserId } from '@/domain/session/session';
import { unexpectedAnswer } from '../wire/unexpected-answer';
import type { AppConfig } from '@/application/config/app-config';
import { token } from '@/application/token';
import type { HttpRequest, Send } from '../http/http-request';

export interface DrupalConnection {
  readonly http: HttpClient;
  readonly credentials: DrupalCredentials;
}

/** Drupal's client, for the Drupal adapters; its credentials are bound by their class. */
export const DrupalHttp = token<HttpClient>('DrupalHttp');

/**
 * What puts Drupal's calls on the wire where the portal runs, when that is not the browser's fetch: a server
 * render binds its own (its reads, its time limit, a member's cookie) in the container of its request.
 */
export const DrupalTransport = token<Send>('DrupalTransport');

/**
 * Drupal's client and the session tokens it sends, made together: the client asks the
 * credentials for the CSRF token, and the credentials fetch tokens through the client (never with
 * `csrf`, so the two cannot wait on each other). Its calls go out through `transport`, else fetch.
 */
export function connectToDrupal(
  config: Pick<AppConfig, 'cmsUrl' | 'appName'>,
  onRefused?: (url: string) => void,
  transport?: Send,
): DrupalConnection {
  const http = createHttpClient({
    system: 'drupal',
    baseURL: config.cmsUrl,
    withCredentials: true,
    ...(transport ? { transport } : {}),
    // A write that names no writer is refused before anything, its token included, is asked for.
    authenticate: (send) =>
      writesNameTheirWriter(
        authenticateWithCookie(send, {
          csrfToken: (of) => credentials.csrfToken(of),
          csrfTokenRefused: () => credentials.csrfTokenRefused(),
          onRefused,
        }),
      ),
  });
  const credentials = new DrupalCredentials(http, `${config.appName}-json/get/page`);
  return { http, credentials };
}

/**
 * A call that changes something in the content system was written without its writer: a fault of the code,
 * caught before anything is sent, since such a call would go as whichever account holds the browser's session.
 */
export class WriteWithoutWriter extends Error {
  override readonly name = 'WriteWithoutWriter';
  constructor(request: HttpRequest) {
    super(`${request.method.toUpperCase()} ${request.url} changes the content system but names no writer`);
  }
}

/**
 * Every call to the content system that changes something goes as its writer: with `csrf: { writer }`, so with
 * a token of that user's session only (drupal-connection.ts). Any method but GET changes something unless it
 * is marked `readsOnly`; a GET that changes something (the working groups' join and leave) says so by its
 * writer. The login and the logout act on the session itself, for whoever holds it (`ownsSession`).
 */
export function writesNameTheirWriter(send: Send): Send {
  return (request) => {
    const changes = request.method !== 'get' && !request.readsOnly;
    const named = typeof request.csrf === 'object';
    if (changes && !named && !request.ownsSession) return Promise.reject(new WriteWithoutWriter(request));
    return send(request);
  };
}

/**
 * The Drupal session's two tokens, owned by the adapters and never by application state. Both are kept in
 * memory only and can always be asked for again, so a reload, a new tab or a restarted browser can still
 * make unsafe calls and log out:
 * - the CSRF token from the login answer, or else from `session/token`;
 * - the logout token from the login answer or the latest page answer, or else from a fresh page answer.
 */
export class DrupalCredentials {
  private csrf: string | null = null;
  /** Whose session `csrf` is known to be (a login answer, or a page answer read after the token): null unknown. */
  private csrfHolder: number | null = null;
  private pendingCsrf: Promise<string> | null = null;
  private logout: string | null = null;
  /** Whether the latest page answer reported someone logged in. */
  private loggedIn = false;

  /** `http` must not itself ask for CSRF tokens (no requests with `csrf`). */
  constructor(
    private readonly http: HttpClient,
    private readonly pagePath: string,
  ) {}

  /** The tokens a login answer carries, of the session of user `uid`. */
  remember(tokens: { csrfToken: string; logoutToken: string }, uid: number): void {
    this.csrf = tokens.csrfToken;
    this.csrfHolder = uid;
    this.logout = tokens.logoutToken;
  }

  /**
   * Reads the logout token of a page answer (raw wire data); an anonymous answer has none. Both tokens
   * derive from the session, so a new logout token means a new session (a login in another tab): the CSRF
   * token known so far is worthless then.
   */
  notePageAnswer(data: unknown): void {
    const session = pageSessionOf(data);
    if (!session) return;
    const { userId, logoutToken: token } = session;
    if (token !== this.logout || userId !== this.csrfHolder) this.csrfHolder = null;
    if (token !== this.logout) this.csrf = null;
    this.logout = token;
    this.loggedIn = isLoadableUserId(userId);
  }

  /**
   * Several unsafe calls at once after a reload share one `session/token` request. With `of`, the token of that
   * user's session only: one known to be theirs, or one asked for now and found theirs by a page answer read
   * after it (so a session that changed between the two is seen). Drupal checks the token against the session
   * the call carries, so a call sent with it after the browser's session changed hands is refused: never made
   * as another account. Throws NotTheWriter when the session is not that user's.
   */
  async csrfToken(of?: number): Promise<string> {
    if (of === undefined || (this.csrf && this.csrfHolder === of)) return this.sessionToken();
    // Known to be another user's session token: of no use for this one's words.
    if (this.csrfHolder !== null) this.forgetCsrf();
    const token = await this.sessionToken();
    const { data } = await this.http.get<unknown>(this.pagePath, { params: { uri: '/' } });
    this.notePageAnswer(data);
    const holder = pageSessionOf(data)?.userId ?? null;
    if (holder !== of) throw new NotTheWriter(of);
    this.csrf = token;
    this.csrfHolder = holder;
    return token;
  }

  private sessionToken(): Promise<string> {
    if (this.csrf) return Promise.resolve(this.csrf);
    this.pendingCsrf ??= this.http
      .get<unknown>('session/token', { responseType: 'text', headers: { Accept: 'text/plain' } })
      .then(({ data }) => (this.csrf = csrfTokenOf(data)))
      .finally(() => (this.pendingCsrf = null));
    return this.pendingCsrf;
  }

  /**
   * The logout token of the browser's session, asking Drupal when none is known; null when nobody is
   * logged in. A logged-in answer without one (a site whose module does not add it) cannot be logged out
   * of from here: that is a failure, never "nothing to end".
   */
  async logoutToken(): Promise<string | null> {
    if (this.logout) return this.logout;
    const { data } = await this.http.get<unknown>(this.pagePath, { params: { uri: '/' } });
    this.notePageAnswer(data);
    if (this.loggedIn && !this.logout) {
      throw new RemoteSystemError('drupal', 200, {
        reason: 'unexpected-answer',
        message: 'The content system reported a session but no logout token for it',
      });
    }
    return this.logout;
  }

  /**
   * Drupal refused the CSRF token sent as not its session's: the session it was given to has ended, even when
   * the same account has logged in again since. The next call asks for a fresh one.
   */
  csrfTokenRefused(): void {
    this.forgetCsrf();
  }

  /** The session ended: its tokens are worthless, and must not be sent for the next one. */
  forget(): void {
    this.forgetCsrf();
    this.logout = null;
  }

  private forgetCsrf(): void {
    this.csrf = null;
    this.csrfHolder = null;
  }
}

/*
 * The session's tokens as Drupal's answers carry them, read by hand rather than with zod: DrupalCredentials
 * (above) is made with the container every first load builds, and zod's code stays out of a first load (issue 52). The
 * rules are those of the wire schemas (answer-parsing.ts's wireNumber, a non-blank string).
 */

/** Whose session a page answer reports, and its logout token (null without one); null for another shape. */
export function pageSessionOf(data: unknown): { userId: number; logoutToken: string | null } | null {
  const session = field(field(data, 'data'), 'session');
  const userId = wireNumberOf(field(session, 'user_id'));
  const token = field(session, 'logout_token');
  if (userId === null) return null;
  if (token === undefined) return { userId, logoutToken: null };
  return typeof token === 'string' && token.length > 0 ? { userId, logoutToken: token } : null;
}

/** `GET session/token`: the token as plain text, trimmed; anything else is an unexpected answer. */
export function csrfTokenOf(data: unknown): string {
  const token = typeof data === 'string' ? data.trim() : '';
  if (token === '') throw unexpectedAnswer('drupal', new TypeError('session/token gave no token'));
  return token;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** A number, or one written as a string (`"23"`); blank strings and what does not read as a number are not. */
function wireNumberOf(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : null;
}
