import { inject, injectable } from 'inversify';
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  firstValueFrom,
  from,
  map,
  race,
  timer,
  type Observable,
} from 'rxjs';
import { fail, ok, type Result } from '@/domain/shared/result';
import { ProposalGateway } from '../proposals/proposal-gateway';
import type { RemoteSystem } from '../remote-system-error';
import { AccountGateway } from './account-gateway';
import { isLoggedIn } from '@/domain/session/session';
import { MembershipGateway } from './membership-gateway';
import { OtherTabs } from './other-tabs';
import { PendingLogout } from './pending-logout';
import { SessionStore } from './session-store';

/**
 * How long logout waits for each system: shorter than the HTTP clients' answer limit (25 s), because a
 * member who presses Logout must be logged out here promptly even when a system hangs.
 */
export const LOGOUT_WAIT_MS = 8_000;

/** Every system a logout ends, in the order the portal names them. */
const SYSTEMS: readonly RemoteSystem[] = ['drupal', 'sewobe', 'proposals'];

/** The sessions that may still be open: the portal names them and offers to try again. */
export type LogoutFailure = { kind: 'sessions-open'; systems: readonly RemoteSystem[] };

export interface LogoutState {
  /** The systems whose session a logout could not be sure to end, in SYSTEMS order; empty when all did. */
  readonly open: readonly RemoteSystem[];
  /**
   * The sessions a logout had left open that have ended since (by Try again, the retry after a page answer,
   * another tab), until the member closes the word of it: the notice that says so may be drawn again meanwhile
   * (a move to a screen of another layout draws the layout anew), and must still say it.
   */
  readonly ended: readonly RemoteSystem[];
}

/**
 * Logs out of all three systems at once, each attempted whatever the others do. Local state is cleared
 * whatever the calls answer (docs/behaviour.md, Logout); which sessions may still be open is reported, because on a
 * shared computer it matters. Drupal's open session is PendingLogout's (stored, so no tab
 * takes it over); the SEWOBE session and the proposal token live only in this tab's adapters, so
 * whether they ended is known here only.
 */
@injectable()
export class LogOut {
  private readonly othersOpen = new BehaviorSubject<ReadonlySet<RemoteSystem>>(new Set());
  private readonly state = new BehaviorSubject<LogoutState>({ open: [], ended: [] });
  readonly state$: Observable<LogoutState> = this.state.asObservable();
  private retrying: Promise<Result<void, LogoutFailure>> | null = null;
  /**
   * While one attempt's outcome is applied, the sessions open before it: it may end several, told one by one
   * (PendingLogout's, then the others'), and `ended` names all it ended, not the last.
   */
  private openBeforeSettling: readonly RemoteSystem[] | null = null;

  constructor(
    @inject(AccountGateway) private readonly accounts: AccountGateway,
    @inject(MembershipGateway) private readonly membership: MembershipGateway,
    @inject(ProposalGateway) private readonly proposals: ProposalGateway,
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(PendingLogout) private readonly pending: PendingLogout,
    @inject(OtherTabs) private readonly tabs: OtherTabs,
  ) {
    combineLatest([pending.state$, this.othersOpen])
      .pipe(
        map(([{ failed }, others]) =>
          SYSTEMS.filter((system) => (system === 'drupal' ? failed : others.has(system))),
        ),
        distinctUntilChanged((a, b) => a.join() === b.join()),
      )
      .subscribe((open) => {
        const before = this.state.getValue();
        const openBefore = this.openBeforeSettling ?? before.open;
        const ended = open.length > 0 ? [] : openBefore.length > 0 ? openBefore : before.ended;
        this.state.next({ open, ended });
      });
    // A page answer reported the session this logout could not end (SyncSession refused it): try again.
    pending.refused$.subscribe(() => void this.retry());
  }

  snapshot(): LogoutState {
    return this.state.getValue();
  }

  /** The member has read that the sessions left open have ended. */
  dismissEnded(): void {
    this.state.next({ ...this.state.getValue(), ended: [] });
  }

  async execute(): Promise<Result<void, LogoutFailure>> {
    this.dismissEnded();
    const { userId } = this.store.snapshot().session;
    this.pending.begin(userId);
    // Told at once, not after the calls: the member chose to leave, and no tab should show them while a
    // system takes its time. After `begin`, so a page answer that still names them is refused in every tab.
    if (isLoggedIn({ userId })) this.tabs.tell({ kind: 'logged-out', userId });
    const ended = await this.end(SYSTEMS);
    // After the calls: the adapters still need their credentials for them. The reset tells every store.
    this.store.reset();
    return this.settle(ended);
  }

  /** Tries again to end only the sessions still open; several asks at once share one attempt. */
  retry(): Promise<Result<void, LogoutFailure>> {
    this.retrying ??= this.end(this.stillToEnd())
      .then((ended) => this.settle(ended))
      .finally(() => (this.retrying = null));
    return this.retrying;
  }

  /** The Drupal session while its logout is pending (also mid-logout, in another tab), and the others that failed. */
  private stillToEnd(): RemoteSystem[] {
    const others = this.othersOpen.getValue();
    const drupalPending = this.pending.snapshot().userId !== null;
    return SYSTEMS.filter((system) => (system === 'drupal' ? drupalPending : others.has(system)));
  }

  /** Calls each system's logout at once; answers, per system, whether it ended within LOGOUT_WAIT_MS. */
  private async end(systems: readonly RemoteSystem[]): Promise<ReadonlyMap<RemoteSystem, boolean>> {
    const ended = await Promise.all(systems.map((system) => settledWithin(this.logOutOf(system))));
    return new Map(systems.map((system, index) => [system, ended[index] === true]));
  }

  private logOutOf(system: RemoteSystem): Promise<void> {
    switch (system) {
      case 'drupal':
        // Drupal's call itself gives up then: the reads it holds go on once it has (the gateway's logOut).
        return this.accounts.logOut(LOGOUT_WAIT_MS);
      case 'sewobe':
        return this.membership.logOut();
      case 'proposals':
        return this.proposals.logout();
    }
  }

  private settle(ended: ReadonlyMap<RemoteSystem, boolean>): Result<void, LogoutFailure> {
    const others = new Set(this.othersOpen.getValue());
    this.openBeforeSettling = this.snapshot().open;
    for (const [system, done] of ended) {
      if (system === 'drupal') {
        if (done) this.pending.clear();
        else this.pending.failed();
      } else if (done) others.delete(system);
      else others.add(system);
    }
    this.othersOpen.next(others);
    this.openBeforeSettling = null;
    const { open } = this.snapshot();
    return open.length === 0 ? ok(undefined) : fail({ kind: 'sessions-open', systems: open });
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
