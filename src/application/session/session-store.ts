import { inject, injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import { anonymousSession, isLoggedIn, type Session } from '@/domain/session/session';
import type { User } from '@/domain/user/user';
import { type KeyValueStorage, SessionStorage } from '../storage/key-value-storage';
import { PersistedState } from '../storage/persisted-state';
import { isRecord, StoredArea } from '../storage/stored-area';
import { AppConfig } from '../config/app-config';

export interface AuthState {
  /** The session as Drupal last reported it. */
  readonly session: Session;
  /** The account of `session.userId`, once loaded. */
  readonly user: User | null;
  /** A call failed because the session ended; the member is offered to log in again. */
  readonly expired: boolean;
  /**
   * The member whose session expired in this tab (0, or absent in a state stored by an older build, when none):
   * what they typed is kept for them, and ends with them when another account logs in here (`holderOf`).
   */
  readonly expiredUserId?: number;
  /** The session ended by a Logout in another tab: the page says so until the reader closes the word. */
  readonly loggedOutElsewhere?: boolean;
}

/**
 * A user's session is over here: they logged out in this tab, or in another tab of this browser
 * (`logged-out-elsewhere`, FollowOtherTabs), the server ended it (a timeout), or another user took over.
 * Most stores drop the user's data whatever the reason; what a member typed survives an expiry, because
 * they are offered to log in again and carry on. A logout elsewhere is the member's own act, so it drops
 * what this tab's Logout drops, but the choices that Logout made for the whole device (the proposal copies
 * kept or discarded) are that tab's, not redone here.
 */
export interface SessionEnd {
  readonly userId: number;
  readonly reason: 'logged-out' | 'logged-out-elsewhere' | 'expired' | 'replaced';
}

/** Who a screen the server drew was drawn for: a member's session and account, as that render learnt them. */
export type DrawnReader = Pick<AuthState, 'session' | 'user'>;

export const signedOutState: AuthState = {
  session: anonymousSession,
  user: null,
  expired: false,
  expiredUserId: 0,
  loggedOutElsewhere: false,
};

/** A user signed in afresh in this tab: no expiry or logout elsewhere left to tell. */
export const signedInState = (session: Session, user: User | null): AuthState => ({
  ...signedOutState,
  session,
  user,
});

/**
 * Whose data this tab holds: the logged-in user, or else the member whose session expired here, who may log in
 * again in place and carry on. Their session ends for good (SessionEnd) when another account takes the tab.
 */
export const holderOf = (state: AuthState): number =>
  isLoggedIn(state.session) ? state.session.userId : (state.expiredUserId ?? 0);

/** Enough of a check that a stored state from an older build resets instead of breaking the header. */
export const isAuthState = (value: unknown): value is AuthState =>
  isRecord(value) &&
  isRecord(value.session) &&
  typeof value.session.userId === 'number' &&
  typeof value.session.userName === 'string' &&
  isRecord(value.session.roles) &&
  (value.user === null || isRecord(value.user)) &&
  typeof value.expired === 'boolean' &&
  (value.expiredUserId === undefined || typeof value.expiredUserId === 'number') &&
  (value.loggedOutElsewhere === undefined || typeof value.loggedOutElsewhere === 'boolean');

/** Version 2: tokens and the SEWOBE session moved into the adapters that own them. */
const STORED_VERSION = 2;

/**
 * Who is logged in. Lives in sessionStorage (one tab, gone when the browser closes). Credentials are not
 * here: each remote system's adapter owns its own.
 */
@injectable()
export class SessionStore {
  private readonly state: PersistedState<AuthState>;
  private readonly endings = new Subject<SessionEnd>();
  readonly state$: Observable<AuthState>;
  /**
   * One event for every way a session ends. Whatever holds a user's data resets itself on it, so no use
   * case has to name them one by one. Its subscribers today:
   * - PageCache drops the user's cached pages (every reason);
   * - DiscussionDraftsAtLogout drops the user's unsent words in the working groups unless the session expired;
   * - ProposalCopiesAtLogout drops the proposal copies on this device unless the session expired, the
   *   member chose to keep them, or the logout was another tab's (which chose for the device);
   * - unless the session expired, the open proposals let go of their forms: ProposalDeskStore closes,
   *   OpenProposals drops what it opened, ResumeProposalSaves stops resuming saves;
   * - the container (endSewobeSessionWithPortal) ends the SEWOBE session, on SEWOBE too, when one is held;
   * - Drupal's connection (container.ts) forgets its CSRF and logout tokens;
   * - the proposal connection (proposals-bindings.ts) ends the proposal token on the proposal system when it
   *   still holds one.
   */
  readonly ended$: Observable<SessionEnd> = this.endings.asObservable();

  constructor(
    @inject(SessionStorage) storage: KeyValueStorage,
    @inject(AppConfig) config: { appName: string },
  ) {
    this.state = new PersistedState(
      new StoredArea(storage, `${config.appName}.auth`, STORED_VERSION, isAuthState, signedOutState),
    );
    this.state$ = this.state.state$;
  }

  snapshot(): AuthState {
    return this.state.snapshot();
  }

  /**
   * Who a change asked for now goes as (GroupGateway's writers): the account this tab shows, read when the
   * member acts, so a session that changes hands while the change is under way is caught, not followed.
   */
  writer(): number {
    return this.snapshot().session.userId;
  }

  update(change: Partial<AuthState>): void {
    this.state.merge(change);
  }

  /**
   * Drops everything of the current user in one step and announces the end of their session. `fresh` is
   * what the new state starts with: a "session ended" notice, or the session of the user who took over.
   * `reason` is told by `fresh`, unless the caller knows better (another tab's news, FollowOtherTabs).
   *
   * The user is the tab's holder (`holderOf`): after an expiry that is still the member whose session
   * expired, so another account logging in in place ends their session here too, and nothing they typed is
   * handed on. An expiry names them in the new state for that moment.
   */
  reset(fresh: Fresh = {}, reason: SessionEnd['reason'] = reasonOf(fresh)): void {
    const userId = holderOf(this.snapshot());
    const kept = fresh.expired ? { expiredUserId: userId } : {};
    // Kept for a reload: a "session ended" notice, or the user who took over. A logout's word is for this page.
    const persist = fresh.expired !== undefined || fresh.session !== undefined;
    this.state.replace({ ...signedOutState, ...kept, ...fresh }, { persist });
    if (isLoggedIn({ userId })) this.endings.next({ userId, reason });
  }
}

type Fresh = Partial<Pick<AuthState, 'expired' | 'session' | 'loggedOutElsewhere'>>;

const reasonOf = (fresh: Fresh): SessionEnd['reason'] =>
  fresh.expired ? 'expired' : fresh.session ? 'replaced' : 'logged-out';
