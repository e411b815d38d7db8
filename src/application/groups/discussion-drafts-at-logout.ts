import { inject, injectable } from 'inversify';
import { AppConfig } from '../config/app-config';
import { SessionStore } from '../session/session-store';
import { type KeyValueStorage, SessionStorage } from '../storage/key-value-storage';
import { dropDrafts } from './discussion-draft-keys';

/**
 * Drops a user's unsent words (topics, comments, replies, edits) from this tab when their session ends by
 * logout or takeover. Created with the container, so it also works in a tab reloaded since a draft was typed
 * that has not loaded the working groups' code. An expiry keeps them: the member logs in again in place and
 * carries on; another account logging in in place ends the expired member's session (SessionStore.reset),
 * and so drops them. A logout in another tab drops them too, as a Logout here would: an expiry happens to the
 * member, a logout is what they chose, on a shared computer to leave nothing of theirs behind, and this tab's
 * sessionStorage can be cleared by this tab alone.
 */
@injectable()
export class DiscussionDraftsAtLogout {
  constructor(
    @inject(SessionStorage) storage: KeyValueStorage,
    @inject(AppConfig) config: Pick<AppConfig, 'appName'>,
    @inject(SessionStore) sessions: SessionStore,
  ) {
    sessions.ended$.subscribe(({ userId, reason }) => {
      if (reason !== 'expired') dropDrafts(storage, config.appName, (owner) => owner === userId);
    });
  }
}
