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
 * Saves of an open desk that waited on this device go once what they waited for is back: the network, or
 * (after a save found the session over) a login in place as the same member, which needs a new
 * proposal-system login first. A logout or another user ends the wait: their copies are not this tab's to save.
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
      if (reason !== 'expired') this.stop();
    });
    viewers.state$.pipe(skip(1)).subscribe((viewer) => void this.resumeAfterLogin(viewer));
  }

  /**
   * The desk opened with this member's drafts: from now on the network coming back saves them, each from the
   * version it was written from, and brings the rest up to date (CatchUpProposals).
   */
  opened(owner: number): void {
    this.owner = owner;
    this.online?.unsubscribe();
    // The state at the open is no return of the network: the open has just read everything.
    this.online = this.connectivity.online$
      .pipe(skip(1), filter(Boolean))
      .subscribe(() => void this.catchUp.execute());
  }

  /** The session is over on the server: the portal offers a login in place; the saves wait for it. */
  askForLogin(): void {
    this.loginWanted = true;
    void this.expiry.verify();
  }

  /** Logged in again as the same member: a new proposal-system login, then what waited is saved. */
  private async resumeAfterLogin(viewer: Viewer): Promise<void> {
    if (!this.loginWanted || this.desk.snapshot().phase !== 'open' || viewer.userId !== this.owner) return;
    this.loginWanted = false;
    try {
      await this.gateway.login(viewer);
      await this.desk.flushAll();
    } catch {
      this.loginWanted = true;
    }
  }

  private stop(): void {
    this.online?.unsubscribe();
    this.online = null;
    this.loginWanted = false;
  }
}
