import { inject, injectable } from 'inversify';
import { ANONYMOUS_USER_ID, anonymousSession, isLoggedIn, type Session } from '@/domain/session/session';
import { syncSession } from '@/domain/session/session-sync-action';
import type { PageAnswer } from '@/domain/pages/page';
import { PageCache } from '../site/page-cache';
import { SiteGateway } from '../site/site-gateway';
import { AccountGateway } from './account-gateway';
import { PendingLogout } from './pending-logout';
import { holderOf, SessionStore, signedInState, type DrawnReader } from './session-store';

/** The page whose answer is asked for when only the session is wanted; it is cached for the home page. */
const SESSION_PROBE_PATH = '/';

/** Brings the local login state in line with the session Drupal reports (docs/behaviour.md, Session sync). */
@injectable()
export class SyncSession {
  private readonly userLoads = new Map<number, Promise<void>>();
  /** Page answers on their way (LoadPage's requests): each will tell who is logged in. */
  private readonly onTheirWay = new Set<Promise<PageAnswer>>();
  private firstAsk: Promise<void> | null = null;
  private answered = false;

  constructor(
    @inject(SessionStore) private readonly store: SessionStore,
    @inject(AccountGateway) private readonly accounts: AccountGateway,
    @inject(SiteGateway) private readonly site: SiteGateway,
    @inject(PageCache) private readonly pages: PageCache,
    @inject(PendingLogout) private readonly pendingLogout: PendingLogout,
  ) {}

  /** Whether this tab has heard from Drupal who is logged in. */
  get hasAnswered(): boolean {
    return this.answered;
  }

  /**
   * Asks once per tab who is logged in, for screens that must know before they decide (a new tab opened
   * on a members-only address). Failures count as an answer: nothing more can be learnt now.
   */
  askOnce(): Promise<void> {
    this.firstAsk ??= this.ask().catch(() => {
      this.answered = true;
    });
    return this.firstAsk;
  }

  /**
   * A page answer is on its way: every page answer carries the session, so `askOnce` takes it instead of
   * asking Drupal for `/` once more. A member's tab asked as it started, before the screen's own page had
   * answered, and a member's `/` was asked for twice in one load (issue 30).
   */
  pageOnItsWay(answer: Promise<PageAnswer>): void {
    this.onTheirWay.add(answer);
    const settled = () => void this.onTheirWay.delete(answer);
    answer.then(settled, settled);
  }

  /** The session from a page answer on its way when there is one, else from a page asked for it. */
  private async ask(): Promise<void> {
    const waiting = [...this.onTheirWay];
    const answer = waiting.length > 0 ? await Promise.any(waiting).catch(() => null) : null;
    // Its own load may have applied the session meanwhile (or a login did): nothing more to learn.
    if (this.answered) return;
    if (answer) await this.apply(answer.session);
    else await this.reload();
  }

  /**
   * Takes the person a screen drawn by the server was drawn for (their session and account, just learnt from
   * Drupal) as this tab's, so the tab goes on as that screen shows it; false, changing nothing, when this tab
   * holds someone else, or that person logged out here while Drupal still holds their session. An empty tab
   * (a new one) takes them as a login, as a page answer's session would give them (`load-user`).
   */
  takeDrawn(drawn: DrawnReader): boolean {
    const { session: stored } = this.store.snapshot();
    if (this.pendingLogout.blocks(drawn.session.userId)) return false;
    if (isLoggedIn(stored) && stored.userId !== drawn.session.userId) return false;
    this.answered = true;
    this.endHolderUnless(drawn.session);
    this.store.update(signedInState(drawn.session, drawn.user));
    return true;
  }

  /** Applies the session of a page answer. */
  async apply(reported: Session): Promise<void> {
    this.answered = true;
    const { session: stored, user } = this.store.snapshot();
    if (this.pendingLogout.blocks(reported.userId)) {
      this.refuse(stored);
      return;
    }
    const action = syncSession(stored.userId, reported.userId);
    switch (action.kind) {
      case 'stay-anonymous':
        // Keeps a pending "session ended" notice: the visitor has not answered it yet.
        if (stored.userId !== ANONYMOUS_USER_ID) this.store.update({ session: anonymousSession });
        return;
      case 'session-ended':
        // The server forgot us (timeout, or logged out elsewhere): say so rather than switch silently.
        this.store.reset({ expired: true });
        return;
      case 'refresh':
        this.store.update({ session: reported });
        // A reload or an earlier failed load leaves the account missing: try again.
        if (user?.uid !== reported.userId) await this.loadUser(reported.userId);
        return;
      case 'load-user':
        this.switchUser(reported);
        await this.loadUser(action.userId);
    }
  }

  /**
   * Asks Drupal who is logged in (every page answer carries the session) and applies it.
   * Throws RemoteSystemError when the system cannot be reached.
   */
  async reload(): Promise<void> {
    const answer = await this.site.getPage(SESSION_PROBE_PATH);
    this.pages.put(answer.session.userId, SESSION_PROBE_PATH, answer);
    await this.apply(answer.session);
  }

  /** Keeps the Drupal session alive (`get/nothing`); failures are ignored (docs/behaviour.md, Session sync). */
  async refresh(): Promise<void> {
    try {
      await this.site.refreshSession();
    } catch {
      // silently ignored
    }
  }

  private switchUser(reported: Session): void {
    this.endHolderUnless(reported);
    this.store.update(signedInState(reported, null));
  }

  /**
   * Someone else than the tab's holder is logged in now (in another tab, or in place after an expiry, where the
   * stored user id already reads 0): nothing of the previous user may stay, what they typed least of all. Right
   * after a login, or in a new tab of a logged-in browser, the tab holds nobody's data to drop.
   */
  private endHolderUnless(reported: Session): void {
    const holder = holderOf(this.store.snapshot());
    if (holder !== ANONYMOUS_USER_ID && holder !== reported.userId) this.store.reset({ session: reported });
  }

  /**
   * The server still holds a session its owner logged out of (the logout call failed, or ran in another
   * tab): it is not taken over. This tab drops whatever it has of that user, and PendingLogout tells LogOut
   * to try the logout again.
   */
  private refuse(stored: Session): void {
    if (isLoggedIn(stored)) this.store.reset();
    this.pendingLogout.refused();
  }

  /**
   * Account load failures are ignored (docs/behaviour.md, Session sync); the header falls back to the session's user name.
   * Pages load in parallel, so one load per user id is shared by all of them.
   */
  private loadUser(userId: number): Promise<void> {
    const pending = this.userLoads.get(userId);
    if (pending) return pending;
    const load = this.accounts
      .getUser(userId)
      .then((user) => {
        if (this.store.snapshot().session.userId === userId) this.store.update({ user });
      })
      .catch(() => undefined)
      .finally(() => this.userLoads.delete(userId));
    this.userLoads.set(userId, load);
    return load;
  }
}
