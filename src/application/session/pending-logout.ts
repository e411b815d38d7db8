import { inject, injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import { isLoggedIn } from '@/domain/session/session';
import { type KeyValueStorage, PersistentStorage } from '../storage/key-value-storage';
import { PersistedState } from '../storage/persisted-state';
import { isRecord, StoredArea } from '../storage/stored-area';
import { AppConfig } from '../config/app-config';

export interface PendingLogoutState {
  /** Whose server session a logout could not be sure to end; null when every logout went through. */
  readonly userId: number | null;
  /** The last attempt failed: the visitor is told so and offered a retry. */
  readonly failed: boolean;
}

const none: PendingLogoutState = { userId: null, failed: false };

export const isPendingLogoutState = (value: unknown): value is PendingLogoutState =>
  isRecord(value) &&
  (value.userId === null || (typeof value.userId === 'number' && isLoggedIn({ userId: value.userId }))) &&
  typeof value.failed === 'boolean';

/**
 * A logout that has not reached Drupal yet. The server session of that user is never taken
 * over silently again, in any tab and after a browser restart (so it lives in localStorage; it holds a
 * user id only, nothing secret), until a logout goes through or that person logs in again.
 */
@injectable()
export class PendingLogout {
  private readonly area: StoredArea<PendingLogoutState>;
  private readonly state: PersistedState<PendingLogoutState>;
  readonly state$: Observable<PendingLogoutState>;
  private readonly refusals = new Subject<void>();
  /** A page answer reported the session whose logout is pending (refused): LogOut tries that logout again. */
  readonly refused$: Observable<void> = this.refusals.asObservable();

  constructor(
    @inject(PersistentStorage) storage: KeyValueStorage,
    @inject(AppConfig) config: { appName: string },
  ) {
    this.area = new StoredArea(storage, `${config.appName}.pending-logout`, 1, isPendingLogoutState, none);
    this.state = new PersistedState(this.area);
    this.state$ = this.state.state$;
  }

  snapshot(): PendingLogoutState {
    return this.state.snapshot();
  }

  /** A logout of this user starts; until it is settled, their server session is not to be taken over. */
  begin(userId: number): void {
    if (isLoggedIn({ userId })) this.state.replace({ userId, failed: false });
  }

  failed(): void {
    if (this.snapshot().userId !== null) this.state.merge({ failed: true });
  }

  /** The server session is gone, or its owner logged in again on purpose. */
  clear(): void {
    this.state.replace(none, { persist: false });
  }

  /** A page answer reported the blocked session, and it was not taken over (SyncSession). */
  refused(): void {
    this.refusals.next();
  }

  /** Read from storage each time: another tab may have logged out since this one started. */
  blocks(userId: number): boolean {
    return isLoggedIn({ userId }) && this.area.load().userId === userId;
  }
}
