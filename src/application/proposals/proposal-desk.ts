import { inject, injectable } from 'inversify';
import { BehaviorSubject, filter, skip, type Observable, type Subscription } from 'rxjs';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { PROPOSAL_KINDS, type ProposalKind } from '@/domain/proposals/proposal-kind';
import { holdsRole } from '@/domain/session/roles';
import type { Viewer } from '@/domain/session/viewer';
import { AppConfig } from '../config/app-config';
import { CurrentViewer } from '../session/current-viewer';
import { SessionExpiry } from '../session/session-expiry';
import { SessionStore } from '../session/session-store';
import { type KeyValueStorage, PersistentStorage } from '../storage/key-value-storage';
import { Connectivity } from './connectivity';
import { ProposalCopiesAtLogout } from './copies-at-logout';
import { DraftPresence } from './draft-presence';
import { EventSettingsGateway } from './event-settings-gateway';
import { LocalProposalCopies } from './local-proposal-copies';
import { ProposalDraft } from './proposal-draft';
import { ProposalGateway } from './proposal-gateway';
import { SharedOpening } from './shared-opening';

export type Drafts = Readonly<Record<ProposalKind, ProposalDraft>>;
export type Counts = Readonly<Record<ProposalKind, number | null>>;

export type DeskState =
  | { readonly phase: 'closed' }
  | { readonly phase: 'opening' }
  | { readonly phase: 'failed'; readonly message: string }
  /** No event is named, so there is nothing to propose for. */
  | { readonly phase: 'no-event'; readonly settings: EventSettings }
  | {
      readonly phase: 'open';
      readonly settings: EventSettings;
      readonly drafts: Drafts;
      /** Sent forms per kind, for organizers; null for others or when they could not be read. */
      readonly counts: Counts | null;
      /** Another tab of this browser has the same drafts open. */
      readonly otherTab: boolean;
    };

/**
 * The current viewer's proposals for the event of the call: opens them (settings, a proposal-system
 * login, the three kinds), keeps them while the session merely expired (saves wait, the member logs in
 * again in place, and they go), and resets them when the proposal-system login changes: on logout, when
 * another user takes over, and at each open (spec section 4). Copies on this device go with a logout
 * unless the member chose to keep them (`keepCopiesAtLogout`; ProposalCopiesAtLogout drops them).
 */
@injectable()
export class ProposalDesk {
  private readonly state = new BehaviorSubject<DeskState>({ phase: 'closed' });
  readonly state$: Observable<DeskState> = this.state.asObservable();
  private opening: SharedOpening | null = null;
  /** Counts the runs of `load`, so one that was let go leaves the state to a newer one. */
  private attempts = 0;
  private subscriptions: Subscription[] = [];
  private loginWanted = false;
  /** Whose proposals are open. */
  private owner = 0;

  constructor(
    @inject(ProposalGateway) private readonly gateway: ProposalGateway,
    @inject(EventSettingsGateway) private readonly settings: EventSettingsGateway,
    @inject(PersistentStorage) private readonly storage: KeyValueStorage,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'appName'>,
    @inject(SessionStore) private readonly sessions: SessionStore,
    @inject(CurrentViewer) private readonly viewers: CurrentViewer,
    @inject(SessionExpiry) private readonly expiry: SessionExpiry,
    @inject(Connectivity) private readonly connectivity: Connectivity,
    @inject(DraftPresence) private readonly presence: DraftPresence,
    @inject(ProposalCopiesAtLogout) private readonly copiesAtLogout: ProposalCopiesAtLogout,
  ) {
    sessions.ended$.subscribe(({ reason }) => {
      if (reason !== 'expired') this.close();
    });
    viewers.state$.pipe(skip(1)).subscribe((viewer) => void this.resumeAfterLogin(viewer));
  }

  snapshot(): DeskState {
    return this.state.getValue();
  }

  /**
   * Opens the viewer's proposals; a call while open does nothing, one while opening joins that open. Once
   * every caller's `signal` has aborted (Cancel, the page left) the open stops its reads and the desk is
   * closed again, which is no failure; the next call starts afresh (Try again).
   */
  open(signal?: AbortSignal): Promise<void> {
    const { phase } = this.snapshot();
    if (phase === 'open' || phase === 'no-event' || signal?.aborted) return Promise.resolve();
    if (!this.opening || this.opening.aborted) {
      const opening = new SharedOpening((own) => this.load(own));
      this.opening = opening;
      void opening.done.finally(() => this.opening === opening && (this.opening = null));
    }
    return this.opening.join(signal);
  }

  /** Kinds with edits the proposal system has not confirmed. */
  unsavedKinds(): ProposalKind[] {
    const desk = this.snapshot();
    if (desk.phase !== 'open') return [];
    return PROPOSAL_KINDS.filter((kind) => desk.drafts[kind].hasUnsavedEdits);
  }

  /** Saves every unsaved kind now; true when the proposal system has them all. */
  async flushAll(): Promise<boolean> {
    const desk = this.snapshot();
    if (desk.phase !== 'open') return true;
    const results = await Promise.all(PROPOSAL_KINDS.map((kind) => desk.drafts[kind].flush()));
    return results.every(Boolean);
  }

  /** The member chose to keep unsaved copies on this device past the coming logout. */
  keepCopiesAtLogout(): void {
    this.copiesAtLogout.keepAtNextLogout();
  }

  private get copiesPrefix(): string {
    return LocalProposalCopies.prefixFor(this.config.appName);
  }

  private async load(signal: AbortSignal): Promise<void> {
    const attempt = ++this.attempts;
    const viewer = this.viewers.snapshot();
    if (!viewer.loggedIn) return this.state.next({ phase: 'closed' });
    this.state.next({ phase: 'opening' });
    try {
      // After each step: an answer that came after the abort (or a call that takes no signal) counts for nothing.
      const settings = await this.settings.read({ signal });
      signal.throwIfAborted();
      const { eventId } = settings;
      if (eventId === null) return this.state.next({ phase: 'no-event', settings });
      // The login takes no signal: its token serves every later call, whoever asked for it.
      await this.gateway.login(viewer);
      signal.throwIfAborted();
      const stored = await Promise.all(
        PROPOSAL_KINDS.map((kind) => this.gateway.load(viewer.userId, eventId, kind, { signal })),
      );
      signal.throwIfAborted();
      const drafts = this.draftsFor(viewer, eventId, stored);
      this.owner = viewer.userId;
      this.state.next({ phase: 'open', settings, drafts, counts: null, otherTab: false });
      this.watch(viewer, eventId);
      if (holdsRole(viewer.roles, 'organizer')) void this.readCounts(eventId, signal);
    } catch (error) {
      // Let go on purpose: no failure; a newer open, if there is one, owns the state.
      if (signal.aborted) return void (attempt === this.attempts && this.state.next({ phase: 'closed' }));
      this.state.next({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  private draftsFor(
    viewer: Viewer,
    eventId: string,
    stored: Awaited<ReturnType<ProposalGateway['load']>>[],
  ): Drafts {
    const copies = new LocalProposalCopies(this.storage, this.copiesPrefix, viewer.userId, eventId);
    const context = {
      gateway: this.gateway,
      copies,
      userId: viewer.userId,
      userName: viewer.name,
      userEmail: this.sessions.snapshot().user?.mail ?? '',
      eventId,
      onLoginNeeded: () => this.askForLogin(),
    };
    const [panel, paper, workshop] = PROPOSAL_KINDS.map(
      (kind, index) => new ProposalDraft(kind, stored[index] ?? null, context),
    ) as [ProposalDraft, ProposalDraft, ProposalDraft];
    return { panel, paper, workshop };
  }

  /** Another tab with the same drafts; the network coming back sends what waited for it. */
  private watch(viewer: Viewer, eventId: string): void {
    this.subscriptions.push(
      this.presence.watch(`${viewer.userId}.${eventId}`).subscribe((otherTab) => this.merge({ otherTab })),
      this.connectivity.online$.pipe(filter(Boolean)).subscribe(() => void this.flushAll()),
    );
  }

  /** With the open's signal: leaving the page before they come stops them too. */
  private async readCounts(eventId: string, signal: AbortSignal): Promise<void> {
    try {
      const [panel, paper, workshop] = await Promise.all(
        PROPOSAL_KINDS.map((kind) => this.gateway.count(eventId, kind, { signal })),
      );
      this.merge({ counts: { panel: panel ?? null, paper: paper ?? null, workshop: workshop ?? null } });
    } catch {
      // Counts are a convenience for organizers: without them the form works as before.
    }
  }

  /** The session is over on the server: the portal offers a login in place; the saves wait for it. */
  private askForLogin(): void {
    this.loginWanted = true;
    void this.expiry.verify();
  }

  /** Logged in again as the same member: a new proposal-system login, then what waited is saved. */
  private async resumeAfterLogin(viewer: Viewer): Promise<void> {
    const desk = this.snapshot();
    if (!this.loginWanted || desk.phase !== 'open' || viewer.userId !== this.owner) return;
    this.loginWanted = false;
    try {
      await this.gateway.login(viewer);
      await this.flushAll();
    } catch {
      this.loginWanted = true;
    }
  }

  private merge(change: Partial<Extract<DeskState, { phase: 'open' }>>): void {
    const desk = this.snapshot();
    if (desk.phase === 'open') this.state.next({ ...desk, ...change });
  }

  private close(): void {
    const desk = this.snapshot();
    this.opening?.abort();
    this.subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
    if (desk.phase === 'open') PROPOSAL_KINDS.forEach((kind) => desk.drafts[kind].dispose());
    this.loginWanted = false;
    this.state.next({ phase: 'closed' });
  }
}
