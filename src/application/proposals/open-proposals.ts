import { inject, injectable } from 'inversify';
import { distinctUntilChanged, filter, map, skip, type Subscription } from 'rxjs';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { PROPOSAL_KINDS } from '@/domain/proposals/proposal-kind';
import { holdsRole } from '@/domain/session/roles';
import type { Viewer } from '@/domain/session/viewer';
import { AppConfig } from '../config/app-config';
import { CatchUpProposals } from './catch-up-proposals';
import { CurrentViewer } from '../session/current-viewer';
import { SessionStore } from '../session/session-store';
import { type KeyValueStorage, PersistentStorage } from '../storage/key-value-storage';
import type { DraftContext } from './draft-context';
import { DraftPresence } from './draft-presence';
import { EventSettingsGateway } from './event-settings-gateway';
import { LocalProposalCopies } from './local-proposal-copies';
import { openDrafts, type Drafts } from './proposal-draft';
import { ProposalDeskStore } from './proposal-desk-store';
import { ProposalGateway } from './proposal-gateway';
import { ResumeProposalSaves } from './resume-proposal-saves';
import { SharedOpening } from './shared-opening';

/**
 * Opens the current viewer's proposals for the event of the call into the ProposalDeskStore: the event
 * settings, a proposal-system login (a new one at each open: docs/behaviour.md, Proposal kinds), the three kinds, and for
 * organizers the counts of sent forms. Saves that wait for the network or a new login: ResumeProposalSaves.
 */
@injectable()
export class OpenProposals {
  private opening: SharedOpening | null = null;
  /** Counts the runs of `load`, so one that was let go leaves the state to a newer one. */
  private attempts = 0;
  private presence: Subscription | null = null;

  constructor(
    @inject(ProposalDeskStore) private readonly desk: ProposalDeskStore,
    @inject(ProposalGateway) private readonly gateway: ProposalGateway,
    @inject(EventSettingsGateway) private readonly settings: EventSettingsGateway,
    @inject(PersistentStorage) private readonly storage: KeyValueStorage,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'appName'>,
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(CurrentViewer) private readonly viewers: CurrentViewer,
    @inject(DraftPresence) private readonly tabs: DraftPresence,
    @inject(ResumeProposalSaves) private readonly resume: ResumeProposalSaves,
    @inject(CatchUpProposals) private readonly catchUp: CatchUpProposals,
  ) {
    // The store closes itself at the same event; this lets go of what belongs to the open.
    sessions.ended$.subscribe(({ reason }) => {
      if (reason !== 'expired') this.letGo();
    });
  }

  /**
   * Opens the viewer's proposals; a call while open does nothing, one while opening joins that open. Once
   * every caller's `signal` has aborted (Cancel, the page left) the open stops its reads and the desk is
   * closed again, which is no failure; the next call starts afresh (Try again). `known`: the event settings the
   * page read already (its head), so they are not asked for twice.
   */
  execute(signal?: AbortSignal, known?: EventSettings): Promise<void> {
    const { phase } = this.desk.snapshot();
    if (phase === 'open' || phase === 'no-event' || signal?.aborted) return Promise.resolve();
    if (!this.opening || this.opening.aborted) {
      const opening = new SharedOpening((own) => this.load(own, known));
      this.opening = opening;
      void opening.done.finally(() => this.opening === opening && (this.opening = null));
    }
    return this.opening.join(signal);
  }

  private async load(signal: AbortSignal, known: EventSettings | undefined): Promise<void> {
    const attempt = ++this.attempts;
    const viewer = this.viewers.snapshot();
    if (!viewer.loggedIn) return this.desk.set({ phase: 'closed' });
    this.desk.set({ phase: 'opening' });
    try {
      // After each step: an answer that came after the abort (or a call that takes no signal) counts for nothing.
      const settings = known ?? (await this.settings.read({ signal }));
      signal.throwIfAborted();
      const { eventId } = settings;
      if (eventId === null) return this.desk.set({ phase: 'no-event', settings });
      // The login takes no signal: its token serves every later call, whoever asked for it.
      await this.gateway.login(viewer);
      signal.throwIfAborted();
      const stored = await Promise.all(
        PROPOSAL_KINDS.map((kind) => this.gateway.load(viewer.userId, eventId, kind, { signal })),
      );
      signal.throwIfAborted();
      const drafts = openDrafts(stored, this.contextFor(viewer, eventId));
      this.desk.set({ phase: 'open', settings, drafts, counts: null, otherTab: false });
      this.watchTabs(`${viewer.userId}.${eventId}`);
      this.resume.opened(viewer.userId);
      if (holdsRole(viewer.roles, 'organizer')) {
        void this.readCounts(eventId, signal);
        this.countSends(drafts);
      }
    } catch (error) {
      // Let go on purpose: no failure; a newer open, if there is one, owns the state.
      if (signal.aborted) return void (attempt === this.attempts && this.desk.set({ phase: 'closed' }));
      this.desk.set({ phase: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }

  private contextFor(viewer: Viewer, eventId: string): DraftContext {
    const prefix = LocalProposalCopies.prefixFor(this.config.appName);
    return {
      gateway: this.gateway,
      copies: new LocalProposalCopies(this.storage, prefix, viewer.userId, eventId),
      userId: viewer.userId,
      userName: viewer.name,
      userEmail: this.sessions.snapshot().user?.mail ?? '',
      eventId,
      onLoginNeeded: () => this.resume.askForLogin(),
      onRefused: () => void this.catchUp.readCall(),
    };
  }

  /** Another tab of this browser with the same drafts open: the page warns while it is there. */
  private watchTabs(key: string): void {
    this.presence?.unsubscribe();
    this.presence = this.tabs.watch(key).subscribe((otherTab) => this.desk.merge({ otherTab }));
  }

  /** With the open's signal: leaving the page before they come stops them too. */
  private async readCounts(eventId: string, signal: AbortSignal): Promise<void> {
    try {
      const [panel, paper, workshop] = await Promise.all(
        PROPOSAL_KINDS.map((kind) => this.gateway.count(eventId, kind, { signal })),
      );
      this.desk.merge({ counts: { panel: panel ?? null, paper: paper ?? null, workshop: workshop ?? null } });
    } catch {
      // Counts are a convenience for organizers: without them the form works as before.
    }
  }

  /**
   * A kind sent while the desk is open (here, or found sent from another tab or device) counts at once, so the
   * organizer's count follows their send without a reload. Each watch ends with its draft.
   */
  private countSends(drafts: Drafts): void {
    for (const kind of PROPOSAL_KINDS) {
      drafts[kind].store.state$
        .pipe(
          map(({ sent }) => sent),
          distinctUntilChanged(),
          skip(1),
          filter(Boolean),
        )
        .subscribe(() => this.desk.countSent(kind));
    }
  }

  /** A logout or another user: the open under way stops, and nothing of the last open keeps running. */
  private letGo(): void {
    this.opening?.abort();
    this.presence?.unsubscribe();
    this.presence = null;
  }
}
