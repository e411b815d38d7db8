import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { anonymousSession, type Session } from '@/domain/session/session';
import type { User } from '@/domain/user/user';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { StoredArea } from '../storage/stored-area';
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

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
  private readonly area: StoredArea<AuthState>;
  private readonly subject: BehaviorSubject<AuthState>;
  readonly state$: Observable<AuthState>;

  constructor(
    @inject(TOKENS.SessionStorage) storage: KeyValueStorage,
    @inject(TOKENS.Config) config: { appName: string },
  ) {
    this.area = new StoredArea(storage, `${config.appName}.auth`, 1, isAuthState, signedOutState);
    this.subject = new BehaviorSubject(this.area.load());
    this.state$ = this.subject.asObservable();
  }

  snapshot(): AuthState {
    return this.subject.getValue();
  }

  update(change: Partial<AuthState>): void {
    const next = { ...this.snapshot(), ...change };
    this.area.save(next);
    this.subject.next(next);
  }

  /**
   * Back to anonymous, with nothing of the user left in storage. `notice` carries what the visitor should
   * still be told (the session ended), which holds no user data.
   */
  reset(notice: Pick<Partial<AuthState>, 'expired'> = {}): void {
    const next = { ...signedOutState, ...notice };
    if (next.expired) this.area.save(next);
    else this.area.clear();
    this.subject.next(next);
  }
}
