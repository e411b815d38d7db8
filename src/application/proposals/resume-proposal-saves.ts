import { inject, injectable } from 'inversify';
import { filter, skip, type Subscription } from 'rxjs';
import type { Viewer } from '@/domain/session/viewer';
import { CurrentViewer } from '../session/current-viewer';
import { SessionExpiry } from '../session/session-expiry';
import { SessionStore } from '../session/session-store';
import { CatchUpProposals } from './catch-up-proposals';
import { Connectivity } from './connectivity';
import { ProposalDeskStore } from './proposal-desk-store';
import { ProposalGateway } from './proposal-gateway';

/**
 * An open desk is brought up to date (CatchUpProposals: each kind read again, or its unsaved words saved from
 * their version) once what it waited for is back: the network, or, after its session ended (noticed by a page's
 * answer, a save or a catch-up's read refused with 401), a login in place as the same member, which needs a new
 * proposal-system login first. So a form that stood still while newer words were saved elsewhere reads them
 * before it saves again (issue 81). A logout or another user ends the wait: their forms are not this tab's.
 */
@injectable()
export class ResumeProposalSaves {
  private loginWanted = false;
  /** Whose proposals are open. */
  private owner = 0;
  private online: Subscription | null = null;

  constructor(
    @inject(ProposalDeskStore) private readonly desk: ProposalDeskStore,
    @inject(ProposalGateway) private readonly gateway: ProposalGateway,
    @inject(SessionExpiry) private readonly expiry: SessionExpiry,
    @inject(Connectivity) private readonly connectivity: Connectivity,
    @inject(CatchUpProposals) private readonly catchUp: CatchUpProposals,
    @inject(CurrentViewer) viewers: CurrentViewer,
    @inject(SessionStore) sessions: SessionStore,
  ) {
    sessions.ended$.subscribe(({ reason }) => {
      // Expired: the forms stood still meanwhile; the login in place brings them up to date.
      if (reason === 'expired') this.loginWanted = true;
      else this.stop();
    });
    viewers.state$.pipe(skip(1)).subscribe((viewer) => void this.resumeAfterLogin(viewer));
  }

  /**
   * The desk opened with this member's drafts: from now on the network coming back saves them, each from the
   * version it was written from, and brings the rest up to date (CatchUpProposals).
   */
  opened(owner: number): void {
    this.owner = owner;
    // The open has just logged in and read every kind: an ending before it asks for nothing more.
    this.loginWanted = false;
    this.online?.unsubscribe();
    // The state at the open is no return of the network: the open has just read everything.
    this.online = this.connectivity.online$
      .pipe(skip(1), filter(Boolean))
      .subscribe(() => void this.catchUp.execute());
  }

  /** The session is over on the server: the portal offers a login in place; saves and reads wait for it. */
  askForLogin(): void {
    this.loginWanted = true;
    void this.expiry.verify();
  }

  /**
   * Logged in again as the same member: a new proposal-system login, then every kind is read again before it
   * saves (what waited is saved from its version), never its old words sent as this tab's.
   */
  private async resumeAfterLogin(viewer: Viewer): Promise<void> {
    if (!this.loginWanted || this.desk.snapshot().phase !== 'open' || viewer.userId !== this.owner) return;
    this.loginWanted = false;
    try {
      await this.gateway.login(viewer);
    } catch {
      this.loginWanted = true;
      return;
    }
    await this.catchUp.execute();
  }

  private stop(): void {
    this.online?.unsubscribe();
    this.online = null;
    this.loginWanted = false;
  }
}
