import { inject, injectable } from 'inversify';
import { firstValueFrom, from, race, timer } from 'rxjs';
import type { PageCache } from '../site/page-cache';
import { TOKENS } from '../tokens';
import type { AccountGateway } from './account-gateway';
import type { MembershipGateway } from './membership-gateway';
import type { SessionStore } from './session-store';

/**
 * How long logout waits for the two systems. The HTTP clients have no timeout (spec), and a member who
 * presses Logout must be logged out here even when a system hangs.
 */
export const LOGOUT_WAIT_MS = 8_000;

/** Logs out of both systems. Local state is cleared whatever the calls answer (spec section 8). */
@injectable()
export class LogOut {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.MembershipGateway) private readonly membership: MembershipGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.PageCache) private readonly pages: PageCache,
  ) {}

  async execute(): Promise<void> {
    const { tokens, membershipSession, session } = this.store.snapshot();
    // The calls go first and local state is cleared after them: the content logout needs the session's
    // CSRF token, which the HTTP client reads from the store.
    const calls = Promise.allSettled([
      tokens?.logoutToken ? this.accounts.logOut(tokens.logoutToken) : Promise.resolve(),
      membershipSession ? this.membership.logOut(membershipSession) : Promise.resolve(),
    ]);
    await firstValueFrom(race(from(calls), timer(LOGOUT_WAIT_MS)));
    this.pages.dropUser(session.userId);
    this.store.reset();
  }
}
