import { inject, injectable } from 'inversify';
import { fail, ok, type Result } from '@/domain/shared/result';
import { RemoteSystemError } from '../remote-system-error';
import { TOKENS } from '../tokens';
import type { AccountGateway, ContentLogin } from './account-gateway';
import type { MembershipGateway, MembershipRefusal } from './membership-gateway';
import type { SessionStore } from './session-store';
import type { SyncSession } from './sync-session';

export type LogInError =
  { kind: 'rejected'; message: string } | MembershipRefusal | { kind: 'unreachable'; message: string };

export interface Credentials {
  readonly mail: string;
  readonly password: string;
}

/** The content-system side of a login; `startedHere` is false when this browser was logged in already. */
interface ContentSide extends ContentLogin {
  readonly startedHere: boolean;
}

/**
 * Logs in to the content system and then the membership system; both must succeed, or the member
 * would see the header and the member area disagree.
 */
@injectable()
export class LogIn {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.MembershipGateway) private readonly membership: MembershipGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SyncSession) private readonly sync: SyncSession,
  ) {}

  async execute({ mail, password }: Credentials): Promise<Result<void, LogInError>> {
    const content = await reachable(() => this.contentLogIn(mail, password));
    if (!content.ok) return content;
    const member = await reachable(() => this.membership.logIn(mail, password));
    if (!member.ok) {
      await this.undo(content.value);
      return member;
    }
    const { csrfToken, logoutToken } = content.value;
    this.store.update({ tokens: { csrfToken, logoutToken }, membershipSession: member.value.session });
    await this.pickUpSession(content.value.uid);
    // Only now: a "session ended" notice cleared while the session still reads anonymous would send a
    // members-only screen, and what was typed into it, off to the login page.
    this.store.update({ expired: false });
    return ok(undefined);
  }

  private async contentLogIn(mail: string, password: string): Promise<Result<ContentSide, LogInError>> {
    const answer = await this.accounts.logIn(mail, password);
    if (answer.ok) return ok({ ...answer.value, startedHere: true });
    if (answer.error.kind === 'rejected') return fail(answer.error);
    // "Only anonymous users": the browser holds a live session already (another tab, or a reload that
    // lost this tab's storage). Take that session over instead of failing.
    await this.sync.refresh();
    const csrfToken = await this.accounts.fetchCsrfToken();
    // Drupal hands out the logout token only with a login: keep the one we have, if any.
    const logoutToken = this.store.snapshot().tokens?.logoutToken ?? '';
    return ok({ uid: 0, csrfToken, logoutToken, startedHere: false });
  }

  /** Ends a content session this login started, so a membership refusal leaves nobody half logged in. */
  private async undo(content: ContentSide): Promise<void> {
    if (!content.startedHere) return;
    // The logout call needs the session's CSRF token, which the HTTP client reads from the store.
    this.store.update({ tokens: { csrfToken: content.csrfToken, logoutToken: content.logoutToken } });
    await this.accounts.logOut(content.logoutToken).catch(() => undefined);
    // Only the tokens: a pending "session ended" notice must stay, its login form shows the refusal.
    this.store.update({ tokens: null });
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

/** Turns "the system could not be reached" into an expected failure the login screen can show. */
async function reachable<T>(call: () => Promise<Result<T, LogInError>>): Promise<Result<T, LogInError>> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RemoteSystemError) return fail({ kind: 'unreachable', message: error.message });
    throw error;
  }
}
