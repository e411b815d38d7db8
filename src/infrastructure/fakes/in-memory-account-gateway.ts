import type {
  AccountGateway,
  AccountLogin,
  AccountLoginFailure,
} from '@/application/session/account-gateway';
import { RemoteSystemError } from '@/application/remote-system-error';
import { ANONYMOUS_USER_ID, isLoadableUserId } from '@/domain/session/session';
import { fail, ok, type Result } from '@/domain/shared/result';
import type { User } from '@/domain/user/user';
import { DRUPAL_ACCOUNT_MESSAGES } from '../drupal/drupal-account-messages';
import { SimulatedOutage } from './simulated-outage';

export interface InMemoryAccount {
  readonly user: User;
  readonly password: string;
  /** Blocked accounts are refused with Drupal's "not been activated or is blocked". */
  readonly blocked?: boolean;
}

/** Called with the uid of a new session, or 0 when it ends, so a demo world can keep its site session in step. */
export type SessionListener = (uid: number) => void;

const refused = (status: number, message: string) =>
  new RemoteSystemError('drupal', status, { serverMessage: message });

/**
 * Drupal's account endpoints in memory, for one browser: one session at a time, Drupal's exact refusal
 * texts. Like the sandbox, users log in by account name or e-mail. The tokens the real adapter keeps to
 * itself are left out (every tab of this browser can log out, as with the real one); so is flood control.
 */
export class InMemoryAccountGateway implements AccountGateway {
  private readonly accounts: InMemoryAccount[] = [];
  private session: AccountLogin | null = null;
  readonly outage = new SimulatedOutage('drupal');

  constructor(
    accounts: readonly InMemoryAccount[] = [],
    private readonly onSessionChange?: SessionListener,
  ) {
    accounts.forEach((account) => this.addAccount(account));
  }

  addAccount(account: InMemoryAccount): void {
    this.accounts.push(account);
  }

  /** The uid of the current session, 0 when anonymous. */
  get loggedInUid(): number {
    return this.session?.uid ?? ANONYMOUS_USER_ID;
  }

  /** Ends the session on the "server side", as a timeout would (the sandbox's expire-sessions). */
  expireSession(): void {
    this.endSession();
  }

  async logIn(name: string, password: string): Promise<Result<AccountLogin, AccountLoginFailure>> {
    this.outage.check();
    if (this.session) return fail({ kind: 'already-logged-in' });
    const login = name.trim().toLowerCase();
    const account = this.accounts.find(({ user }) =>
      [user.accountName, user.mail].some((n) => n.toLowerCase() === login),
    );
    if (account?.blocked) return fail({ kind: 'rejected', message: DRUPAL_ACCOUNT_MESSAGES.blocked });
    if (!account || account.password !== password)
      return fail({ kind: 'rejected', message: DRUPAL_ACCOUNT_MESSAGES.unrecognized });
    this.session = { uid: account.user.uid };
    this.onSessionChange?.(account.user.uid);
    return ok(this.session);
  }

  async logOut(): Promise<void> {
    this.outage.check();
    if (this.session) this.endSession();
  }

  /** A user may read their own record only (administrators' wider access is not modelled). */
  async getUser(uid: number): Promise<User> {
    if (!isLoadableUserId(uid)) throw new RangeError(`User id ${uid} is never loaded: only ids above 0 are.`);
    this.outage.check();
    const account = this.accounts.find(({ user }) => user.uid === uid);
    if (!account) throw new RemoteSystemError('drupal', 404);
    if (this.session?.uid !== uid) throw refused(403, DRUPAL_ACCOUNT_MESSAGES.noProfileAccess);
    return account.user;
  }

  private endSession(): void {
    this.session = null;
    this.onSessionChange?.(ANONYMOUS_USER_ID);
  }
}
