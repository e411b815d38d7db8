import type { HttpClient } from '../http/http-client';
import { inject, injectable } from 'inversify';
import type {
  AccountGateway,
  AccountLogin,
  AccountLoginFailure,
} from '@/application/session/account-gateway';
import { RemoteSystemError } from '@/application/remote-system-error';
import { isLoadableUserId } from '@/domain/session/session';
import { fail, ok, type Result } from '@/domain/shared/result';
import type { User } from '@/domain/user/user';
import { DrupalHttp } from './drupal-connection';
import { parseAnswer } from '../wire/answer-parsing';
import { DrupalCredentials } from './drupal-connection';
import { DRUPAL_ACCOUNT_MESSAGES } from './drupal-account-messages';
import { loginAnswerSchema, userSchema } from './wire/user-schema';

/** Drupal picks the format from this query parameter only; REST routes answer 406 without it. */
const JSON_FORMAT = { _format: 'json' } as const;

/** Drupal core's account endpoints: `user/login`, `user/logout`, `user/{uid}`. */
@injectable()
export class DrupalAccountGateway implements AccountGateway {
  constructor(
    @inject(DrupalHttp) private readonly http: HttpClient,
    @inject(DrupalCredentials) private readonly credentials: DrupalCredentials,
  ) {}

  async logIn(name: string, pass: string): Promise<Result<AccountLogin, AccountLoginFailure>> {
    try {
      const { data } = await this.http.post<unknown>(
        'user/login',
        { name, pass },
        {
          params: JSON_FORMAT,
          refusalMayEndSession: false,
          ownsSession: true,
        },
      );
      const { uid, csrfToken, logoutToken } = parseAnswer('drupal', loginAnswerSchema, data);
      this.credentials.remember({ csrfToken, logoutToken }, uid);
      return ok({ uid });
    } catch (error) {
      const refusal = loginRefusal(error);
      if (refusal) return fail(refusal);
      throw error;
    }
  }

  async logOut(waitMs?: number): Promise<void> {
    // An answer of the member's still under way would reach the browser's HTTP cache after the logout's
    // Clear-Site-Data emptied it (docs/deploy.md), there for the next account on this device: the calls under
    // way stop, and the reads among them are sent again once the logout has answered, whatever it answered.
    const resume = this.http.holdCallsUnderway();
    try {
      await this.logOutWith(await this.credentials.logoutToken(), waitMs);
    } catch (error) {
      // A token from an answer that was already stale (a session ended meanwhile): ask once more.
      if (!(error instanceof RemoteSystemError && error.isForbidden)) throw error;
      this.credentials.forget();
      await this.logOutWith(await this.credentials.logoutToken(), waitMs);
    } finally {
      resume();
    }
    this.credentials.forget();
  }

  async getUser(uid: number): Promise<User> {
    if (!isLoadableUserId(uid)) throw new RangeError(`User id ${uid} is never loaded: only ids above 0 are.`);
    const { data } = await this.http.get<unknown>(`user/${uid}`, { params: JSON_FORMAT });
    return parseAnswer('drupal', userSchema, data);
  }

  /** No token means Drupal reports nobody logged in: there is no session to end. */
  private async logOutWith(logoutToken: string | null, waitMs: number | undefined): Promise<void> {
    if (!logoutToken) return;
    // The logout token goes in the query, as Drupal's `_csrf_token` check wants it, and the CSRF token in the
    // X-CSRF-Token header (docs/wire-drupal.md, 'Logout'). There is no body, so no Content-Type either.
    // The logout's own wait (LogOut's, shorter than the reads'): the calls it holds (holdCallsUnderway) go again
    // once it has answered or given up, when the member is logged out here whatever Drupal did.
    await this.http.post('user/logout', undefined, {
      params: { ...JSON_FORMAT, token: logoutToken },
      csrf: 'session',
      ownsSession: true,
      refusalMayEndSession: false,
      timeoutMs: waitMs,
    });
  }
}

/**
 * Drupal refuses a login with 400 (credentials, blocked account) or 403 (flood control, or a session
 * that is already logged in). Anything else, or no answer at all, is a transport failure and rethrown.
 */
function loginRefusal(error: unknown): AccountLoginFailure | null {
  if (!(error instanceof RemoteSystemError) || (error.status !== 400 && error.status !== 403)) return null;
  if (error.status === 403 && error.serverMessage === DRUPAL_ACCOUNT_MESSAGES.alreadyLoggedIn)
    return { kind: 'already-logged-in' };
  // docs/behaviour.md, Login: the reply's message; without one, the view says "login failed" in the reader's words.
  return { kind: 'rejected', message: error.serverMessage ?? null };
}
