import type { Result } from '@/domain/shared/result';
import type { User } from '@/domain/user/user';
import { token } from '../token';

export interface AccountLogin {
  readonly uid: number;
}

export type AccountLoginFailure =
  /**
   * Wrong credentials, blocked account or flood control: `message` is the system's own text, or null when it
   * gave none (the view then says "login failed" in the reader's language).
   */
  | { kind: 'rejected'; message: string | null }
  /** The system says this browser is logged in already. */
  | { kind: 'already-logged-in' };

/**
 * Drupal's account endpoints (`user/*`). The adapter owns the session's tokens (CSRF,
 * logout): callers never see or carry them.
 */
export interface AccountGateway {
  /** Never throws for a refusal; throws RemoteSystemError when the system cannot be reached. */
  logIn(name: string, password: string): Promise<Result<AccountLogin, AccountLoginFailure>>;
  /**
   * Ends this browser's Drupal session, whichever tab started it; resolves at once when there is
   * none. When it resolves, the server holds no session for this browser. Throws RemoteSystemError when
   * that could not be made sure of, or when no answer came within `waitMs` (default: the answer limit of every
   * call); the calls it held meanwhile go on then.
   */
  logOut(waitMs?: number): Promise<void>;
  /** The account record of a user id greater than 0. Throws RemoteSystemError on failure. */
  getUser(uid: number): Promise<User>;
}
export const AccountGateway = token<AccountGateway>('AccountGateway');
