import type { Result } from '@/domain/shared/result';
import type { User } from '@/domain/user/user';

export interface ContentLogin {
  readonly uid: number;
  readonly csrfToken: string;
  readonly logoutToken: string;
}

export type ContentLoginFailure =
  /** Wrong credentials, blocked account or flood control: `message` is the system's own text. */
  | { kind: 'rejected'; message: string }
  /** The system says this browser is logged in already. */
  | { kind: 'already-logged-in' };

/** The content system's account endpoints (Drupal `user/*`, `session/token`). */
export interface AccountGateway {
  /** Never throws for a refusal; throws RemoteSystemError when the system cannot be reached. */
  logIn(name: string, password: string): Promise<Result<ContentLogin, ContentLoginFailure>>;
  /** Ends the content-system session. Throws RemoteSystemError on failure. */
  logOut(logoutToken: string): Promise<void>;
  /** The account record of a user id greater than 0. Throws RemoteSystemError on failure. */
  getUser(uid: number): Promise<User>;
  /** A CSRF token for the current session, so a reload does not need a new login. */
  fetchCsrfToken(): Promise<string>;
}
