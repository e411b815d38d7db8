import type { AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type {
  AccountGateway,
  ContentLogin,
  ContentLoginFailure,
} from '@/application/session/account-gateway';
import { RemoteSystemError } from '@/application/remote-system-error';
import { isLoadableUserId } from '@/domain/session/session';
import { fail, ok, type Result } from '@/domain/shared/result';
import type { User } from '@/domain/user/user';
import { INFRASTRUCTURE_TOKENS } from '../infrastructure-tokens';
import { parseAnswer } from '../wire/wire-values';
import { DRUPAL_MESSAGES } from './drupal-login-messages';
import { csrfTokenSchema, loginAnswerSchema, userSchema } from './wire/user-schema';

/** Spec section 8: the reply's message, or this text when there is none. */
const FALLBACK_LOGIN_MESSAGE = 'login failed';

const JSON_FORMAT = { _format: 'json' } as const;

/** Drupal core's account endpoints: `user/login`, `user/logout`, `user/{uid}`, `session/token`. */
@injectable()
export class DrupalAccountGateway implements AccountGateway {
  constructor(@inject(INFRASTRUCTURE_TOKENS.ContentHttp) private readonly http: AxiosInstance) {}

  async logIn(name: string, pass: string): Promise<Result<ContentLogin, ContentLoginFailure>> {
    try {
      const { data } = await this.http.post<unknown>('user/login', { name, pass }, { params: JSON_FORMAT });
      return ok(parseAnswer('content', loginAnswerSchema, data));
    } catch (error) {
      const refusal = loginRefusal(error);
      if (refusal) return fail(refusal);
      throw error;
    }
  }

  async logOut(logoutToken: string): Promise<void> {
    // The http client adds X-CSRF-Token; the logout token goes in the query, as Drupal wants it. There is no
    // body, so no Content-Type either (axios in Node would otherwise claim a form, as browsers do not).
    await this.http.post('user/logout', undefined, {
      params: { ...JSON_FORMAT, token: logoutToken },
      headers: { 'Content-Type': false },
    });
  }

  async getUser(uid: number): Promise<User> {
    if (!isLoadableUserId(uid))
      throw new RangeError(`User id ${uid} is never loaded (spec: only ids above 0).`);
    const { data } = await this.http.get<unknown>(`user/${uid}`, { params: JSON_FORMAT });
    return parseAnswer('content', userSchema, data);
  }

  async fetchCsrfToken(): Promise<string> {
    const { data } = await this.http.get<unknown>('session/token', {
      responseType: 'text',
      headers: { Accept: 'text/plain' },
    });
    return parseAnswer('content', csrfTokenSchema, data);
  }
}

/**
 * Drupal refuses a login with 400 (credentials, blocked account) or 403 (flood control, or a session
 * that is already logged in). Anything else, or no answer at all, is a transport failure and rethrown.
 */
function loginRefusal(error: unknown): ContentLoginFailure | null {
  if (!(error instanceof RemoteSystemError) || (error.status !== 400 && error.status !== 403)) return null;
  if (error.status === 403 && error.serverMessage === DRUPAL_MESSAGES.alreadyLoggedIn)
    return { kind: 'already-logged-in' };
  return { kind: 'rejected', message: error.serverMessage ?? FALLBACK_LOGIN_MESSAGE };
}
