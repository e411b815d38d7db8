import { inject, injectable } from 'inversify';
import { isLoggedIn } from '@/domain/session/session';
import { SessionStore } from './session-store';
import { SyncSession } from './sync-session';

/**
 * Notices that a session has ended on the server. A refused call (401/403) may mean that, or only that
 * this user lacks a permission; the content system tells which when asked who is logged in. A user id
 * of 0 then turns into the "session ended" state (SyncSession), which the views offer to log in again from.
 */
@injectable()
export class SessionExpiry {
  private check: Promise<void> | null = null;

  constructor(
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(SyncSession) private readonly sync: SyncSession,
  ) {}

  /** Asks whether the session still holds, e.g. after a refused call. Several questions at once share one check. */
  verify(): Promise<void> {
    if (!isLoggedIn(this.store.snapshot().session)) return Promise.resolve();
    this.check ??= this.sync
      .reload()
      // Unreachable: nothing is known, so nothing changes; the next page answer tells.
      .catch(() => undefined)
      .finally(() => (this.check = null));
    return this.check;
  }

  /** The visitor chose to carry on without logging in again. */
  dismiss(): void {
    this.store.update({ expired: false });
  }
}
