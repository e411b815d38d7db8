import { inject, injectable } from 'inversify';
import { firstValueFrom, from, map, race, timer } from 'rxjs';
import { fail, ok, type Result } from '@/domain/shared/result';
import { TOKENS } from '../tokens';
import type { AccountGateway } from './account-gateway';
import type { MembershipGateway } from './membership-gateway';
import type { PendingLogout } from './pending-logout';
import type { SessionStore } from './session-store';

/**
 * How long logout waits for the two systems. The HTTP clients have no timeout (spec), and a member who
 * presses Logout must be logged out here even when a system hangs.
 */
export const LOGOUT_WAIT_MS = 8_000;

/** The content-system session may still be open: the portal says so and offers to try again. */
export type LogoutFailure = { kind: 'server-session-open' };

/**
 * Logs out of both systems. Local state is cleared whatever the calls answer (spec section 8); whether the
 * content system's session really ended is reported, because on a shared computer it matters. The
 * membership session lives only in this tab and is forgotten either way (spec: failure ignored).
 */
@injectable()
export class LogOut {
  private retrying: Promise<Result<void, LogoutFailure>> | null = null;

  constructor(
    @inject(TOKENS.AccountGateway) private readonly accounts: AccountGateway,
    @inject(TOKENS.MembershipGateway) private readonly membership: MembershipGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.PendingLogout) private readonly pending: PendingLogout,
  ) {}

  async execute(): Promise<Result<void, LogoutFailure>> {
    this.pending.begin(this.store.snapshot().session.userId);
    const [contentEnded] = await Promise.all([
      settledWithin(this.accounts.logOut()),
      settledWithin(this.membership.logOut()),
    ]);
    // After the calls: the adapters still need their credentials for them. The reset tells every store.
    this.store.reset();
    return this.settle(contentEnded);
  }

  /** Tries again to end the content-system session; several asks at once share one attempt. */
  retry(): Promise<Result<void, LogoutFailure>> {
    this.retrying ??= settledWithin(this.accounts.logOut())
      .then((ended) => this.settle(ended))
      .finally(() => (this.retrying = null));
    return this.retrying;
  }

  private settle(contentEnded: boolean): Result<void, LogoutFailure> {
    if (contentEnded) {
      this.pending.clear();
      return ok(undefined);
    }
    this.pending.failed();
    return fail({ kind: 'server-session-open' });
  }
}

/** True when the call succeeded within LOGOUT_WAIT_MS; a failure or a hang is false. */
function settledWithin(call: Promise<void>): Promise<boolean> {
  const outcome = call.then(
    () => true,
    () => false,
  );
  return firstValueFrom(race(from(outcome), timer(LOGOUT_WAIT_MS).pipe(map(() => false))));
}
