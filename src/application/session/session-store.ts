import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import { anonymousSession, type Session } from '@/domain/session/session';
import type { User } from '@/domain/user/user';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { PersistedState } from '../storage/persisted-state';
import { isRecord, StoredArea } from '../storage/stored-area';
import { TOKENS } from '../tokens';

export interface AuthTokens {
  readonly csrfToken: string;
  readonly logoutToken: string;
}

export interface AuthState {
  /** The session as the content system last reported it. */
  readonly session: Session;
  /** The account of `session.userId`, once loaded. */
  readonly user: User | null;
  readonly tokens: AuthTokens | null;
  /** The membership system's SESSION. */
  readonly membershipSession: string | null;
  /** A call failed because the session ended; the member is offered to log in again. */
  readonly expired: boolean;
}

export const signedOutState: AuthState = {
  session: anonymousSession,
  user: null,
  tokens: null,
  membershipSession: null,
  expired: false,
};

/** Enough of a check that a stored state from an older build resets instead of breaking the header. */
const isAuthState = (value: unknown): value is AuthState =>
  isRecord(value) &&
  isRecord(value.session) &&
  typeof value.session.userId === 'number' &&
  isRecord(value.session.roles) &&
  (value.user === null || isRecord(value.user)) &&
  (value.tokens === null || isRecord(value.tokens)) &&
  (value.membershipSession === null || typeof value.membershipSession === 'string') &&
  typeof value.expired === 'boolean';

/**
 * Who is logged in. Lives in sessionStorage (one tab, gone when the browser closes), never in
 * localStorage, because it holds the logout token and the membership session.
 */
@injectable()
export class SessionStore {
  private readonly state: PersistedState<AuthState>;
  readonly state$: Observable<AuthState>;

  constructor(
    @inject(TOKENS.SessionStorage) storage: KeyValueStorage,
    @inject(TOKENS.Config) config: { appName: string },
  ) {
    this.state = new PersistedState(
      new StoredArea(storage, `${config.appName}.auth`, 1, isAuthState, signedOutState),
    );
    this.state$ = this.state.state$;
  }

  snapshot(): AuthState {
    return this.state.snapshot();
  }

  update(change: Partial<AuthState>): void {
    this.state.merge(change);
  }

  /**
   * Drops everything of the current user in one step. `fresh` is what the new state starts with: a
   * "session ended" notice, or the session of the user who took over (never data of the previous one).
   */
  reset(fresh: Partial<Pick<AuthState, 'expired' | 'session'>> = {}): void {
    this.state.replace({ ...signedOutState, ...fresh }, { persist: Object.keys(fresh).length > 0 });
  }
}
