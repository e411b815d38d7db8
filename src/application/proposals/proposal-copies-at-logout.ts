import { inject, injectable } from 'inversify';
import { AppConfig } from '../config/app-config';
import { SessionStore } from '../session/session-store';
import { type KeyValueStorage, PersistentStorage } from '../storage/key-value-storage';
import { dropProposalCopiesOf, proposalCopiesPrefix } from './proposal-copy-keys';

/**
 * Drops a user's proposal copies on this device when their session ends by logout or takeover, unless
 * the member chose to keep them for this logout. Created with the container, so it also works in a tab
 * that never opened the proposal form (its code loads only with the form). An expiry keeps them: the
 * member logs in again in place and the saves go. A logout in another tab leaves them to that tab: the
 * copies are the device's (localStorage, one for all tabs), and that Logout already kept or discarded them
 * as the member chose there; dropping them here would undo "Keep a copy on this device".
 */
@injectable()
export class ProposalCopiesAtLogout {
  private keep = false;

  constructor(
    @inject(PersistentStorage) storage: KeyValueStorage,
    @inject(AppConfig) config: Pick<AppConfig, 'appName'>,
    @inject(SessionStore) sessions: SessionStore,
  ) {
    sessions.ended$.subscribe(({ userId, reason }) => {
      if (reason === 'expired' || reason === 'logged-out-elsewhere') return;
      if (!this.keep) dropProposalCopiesOf(storage, proposalCopiesPrefix(config.appName), userId);
      this.keep = false;
    });
  }

  /** The member chose to keep unsaved copies on this device past the coming logout. */
  keepAtNextLogout(): void {
    this.keep = true;
  }
}
