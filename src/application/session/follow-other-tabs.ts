import { inject, injectable } from 'inversify';
import { ANONYMOUS_USER_ID } from '@/domain/session/session';
import { OtherTabs, type TabNews } from './other-tabs';
import { holderOf, SessionStore } from './session-store';
import { SyncSession } from './sync-session';

/**
 * Keeps this tab in step with the other tabs of the browser, which all share one content-system session (one
 * cookie), from the moment it hears (docs/behaviour.md, Logout; SECURITY.md):
 * - a Logout in any tab ends that session for all: this tab drops its member at once, from memory and from its
 *   own sessionStorage (no other tab can reach it), ends its own membership session and proposal token, and
 *   its screens become a visitor's, under a word saying why (`loggedOutElsewhere`, until the reader closes it).
 *   The reason is `logged-out-elsewhere`: see SessionEnd for what it keeps;
 * - another account's login replaced the session: this tab drops the member it holds (`replaced`), then asks
 *   who is logged in now and takes them as a page answer naming them would.
 * The member is the tab's holder: after an expiry, the member whose session expired here, whose unsent words
 * are still kept for them. A tab that holds nobody has nothing to drop, and learns of a new login from its
 * next page answer.
 */
@injectable()
export class FollowOtherTabs {
  constructor(
    @inject(OtherTabs) tabs: OtherTabs,
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(SyncSession) private readonly sync: SyncSession,
  ) {
    tabs.news$.subscribe((news) => this.hear(news));
  }

  /** The reader has read "You logged out in another tab" and closed it. */
  dismissNotice(): void {
    this.store.update({ loggedOutElsewhere: false });
  }

  private hear(news: TabNews): void {
    // The member whose session expired here is still held: their unsent words go as a logged-in member's would.
    const holder = holderOf(this.store.snapshot());
    if (holder === ANONYMOUS_USER_ID) return;
    // Whoever's it was: the browser has one session, and that Logout ended it. The page says so.
    if (news.kind === 'logged-out') {
      this.store.reset({ loggedOutElsewhere: true }, 'logged-out-elsewhere');
      return;
    }
    if (news.userId === holder) return;
    // Dropped before asking: the member must go even when the content system cannot be reached now.
    this.store.reset({}, 'replaced');
    this.sync.reload().catch(() => undefined);
  }
}
