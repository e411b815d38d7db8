import { inject, injectable } from 'inversify';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import { AccountGateway, type AccountLogin, type AccountLoginFailure } from './account-gateway';
import { MembershipGateway, type MembershipRefusal } from './membership-gateway';
import { OtherTabs } from './other-tabs';
import { PendingLogout } from './pending-logout';
import { SessionStore } from './session-store';
import { SyncSession } from './sync-session';

export type LogInError =
  { kind: 'rejected'; message: string | null } | MembershipRefusal | { kind: 'unreachable'; message: string };

export interface Credentials {
  readonly mail: string;
  readonly password: string;
}

/**
 * Logs in to Drupal and then SEWOBE; both must succeed, or the member
 * would see the header and the member area disagree.
 */
@injectable()
export class LogIn {
  constructor(
    @inject(AccountGateway) private readonly accounts: AccountGateway,
    @inject(MembershipGateway) private readonly membership: MembershipGateway,
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(SyncSession) private readonly sync: SyncSession,
    @inject(PendingLogout) private readonly pendingLogout: PendingLogout,
    @inject(OtherTabs) private readonly tabs: OtherTabs,
  ) {}

  async execute({ mail, password }: Credentials): Promise<Result<void, LogInError>> {
    const drupal = await reachable(() => this.logInToDrupal(mail, password));
    if (!drupal.ok) return drupal;
    const member = await reachable(() => this.membership.logIn(mail, password));
    if (!member.ok) {
      await this.undo(drupal.value);
      return member;
    }
    // This person asked for a session: an unfinished earlier logout no longer guards against it.
    this.pendingLogout.clear();
    await this.pickUpSession(drupal.value.uid);
    // Only now: a "session ended" notice cleared while the session still reads anonymous would send a
    // members-only screen, and what was typed into it, off to the login page.
    this.store.update({ expired: false });
    // A tab that still shows someone else drops them (FollowOtherTabs): the browser's session is this one now.
    this.tabs.tell({ kind: 'logged-in', userId: drupal.value.uid });
    return ok(undefined);
  }

  /**
   * "Only anonymous users" means the browser still holds a session: another tab's, or one whose logout did
   * not reach the server. Whose it is cannot be told here, and it must not become the account of whoever
   * typed their password now, so it is ended and the login tried once more.
   */
  private async logInToDrupal(mail: string, password: string): Promise<Result<AccountLogin, LogInError>> {
    const first = await this.accounts.logIn(mail, password);
    if (first.ok || first.error.kind !== 'already-logged-in') return asLogInResult(first);
    await this.accounts.logOut();
    return asLogInResult(await this.accounts.logIn(mail, password));
  }

  /** Ends the Drupal session this login started, so a membership refusal leaves nobody half logged in. */
  private async undo(login: AccountLogin): Promise<void> {
    try {
      await this.accounts.logOut();
    } catch {
      // The session could not be ended: at least never take it over (the notice offers a retry).
      this.pendingLogout.begin(login.uid);
      this.pendingLogout.failed();
    }
  }

  /** Roles and membership come with page answers only, so ask for one. */
  private async pickUpSession(uid: number): Promise<void> {
    try {
      await this.sync.reload();
    } catch {
      // Both systems said yes; show the member as logged in and let the next page answer add the roles.
      if (uid > 0) await this.sync.apply({ userId: uid, userName: '', isMember: false, roles: {} });
    }
  }
}

function asLogInResult(answer: Result<AccountLogin, AccountLoginFailure>): Result<AccountLogin, LogInError> {
  if (answer.ok) return answer;
  if (answer.error.kind === 'rejected') return fail(answer.error);
  // Still "already logged in" right after a logout: nothing more this portal can do. No message of the
  // system's own: the view says "login failed" (docs/behaviour.md, Login) in the reader's language.
  return fail({ kind: 'rejected', message: null });
}

/** Turns "the system could not be reached" into an expected failure the login screen can show. */
async function reachable<T>(call: () => Promise<Result<T, LogInError>>): Promise<Result<T, LogInError>> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RemoteSystemError) {
      return fail({ kind: 'unreachable', message: error.serverMessage ?? error.message });
    }
    throw error;
  }
}
