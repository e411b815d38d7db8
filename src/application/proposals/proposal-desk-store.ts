import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { PROPOSAL_KINDS, type ProposalKind } from '@/domain/proposals/proposal-kind';
import { SessionStore } from '../session/session-store';
import { ProposalCopiesAtLogout } from './proposal-copies-at-logout';
import { disposeDraft, type Drafts } from './proposal-draft';

export type Counts = Readonly<Record<ProposalKind, number | null>>;

export type DeskState =
  | { readonly phase: 'closed' }
  | { readonly phase: 'opening' }
  /**
   * The open failed: what failed, itself, so the page tells a refusal for a session that ended
   * (refusedBySessionEnd) from an error; its message alone would say "status code 403" either way.
   */
  | { readonly phase: 'failed'; readonly error: Error }
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
 * The current viewer's proposal desk as the pages show it: closed, on its way (OpenProposals fills it), or
 * open with the three kinds' drafts. It keeps the drafts while the session merely expired (their saves
 * wait for a login in place) and closes them when the session ends otherwise: a logout, another user
 * (docs/behaviour.md, Saving and sending). Copies on this device go with a logout unless the member chose to keep them.
 */
@injectable()
export class ProposalDeskStore {
  private readonly state = new BehaviorSubject<DeskState>({ phase: 'closed' });
  readonly state$: Observable<DeskState> = this.state.asObservable();

  constructor(
    @inject(SessionStore) sessions: SessionStore,
    @inject(ProposalCopiesAtLogout) private readonly copiesAtLogout: ProposalCopiesAtLogout,
  ) {
    sessions.ended$.subscribe(({ reason }) => {
      if (reason !== 'expired') this.close();
    });
  }

  snapshot(): DeskState {
    return this.state.getValue();
  }

  /** The open's progress, as OpenProposals reaches each step. */
  set(state: DeskState): void {
    this.state.next(state);
  }

  /** Changes an open desk (counts, another tab); nothing once it closed. */
  merge(change: Partial<Extract<DeskState, { phase: 'open' }>>): void {
    const desk = this.snapshot();
    if (desk.phase === 'open') this.state.next({ ...desk, ...change });
  }

  /**
   * One more form of `kind` was sent since the counts were read: its count moves at once, without reading them
   * again (issue 81). Nothing while the counts are not known.
   */
  countSent(kind: ProposalKind): void {
    const desk = this.snapshot();
    const count = desk.phase === 'open' ? desk.counts?.[kind] : null;
    if (desk.phase === 'open' && desk.counts && typeof count === 'number')
      this.merge({ counts: { ...desk.counts, [kind]: count + 1 } });
  }

  /** Kinds with edits the proposal system has not confirmed. */
  unsavedKinds(): ProposalKind[] {
    const desk = this.snapshot();
    if (desk.phase !== 'open') return [];
    return PROPOSAL_KINDS.filter((kind) => desk.drafts[kind].store.hasUnsavedEdits);
  }

  /** Saves every unsaved kind now; true when the proposal system has them all. */
  async flushAll(): Promise<boolean> {
    const desk = this.snapshot();
    if (desk.phase !== 'open') return true;
    const results = await Promise.all(PROPOSAL_KINDS.map((kind) => desk.drafts[kind].autosave.flush()));
    return results.every(Boolean);
  }

  /** Brings every kind up to date with the proposal system (CatchUpProposals). */
  catchUpAll(): void {
    const desk = this.snapshot();
    if (desk.phase === 'open') PROPOSAL_KINDS.forEach((kind) => desk.drafts[kind].autosave.catchUp());
  }

  /** The member chose to keep unsaved copies on this device past the coming logout. */
  keepCopiesAtLogout(): void {
    this.copiesAtLogout.keepAtNextLogout();
  }

  private close(): void {
    const desk = this.snapshot();
    if (desk.phase === 'open') PROPOSAL_KINDS.forEach((kind) => disposeDraft(desk.drafts[kind]));
    this.state.next({ phase: 'closed' });
  }
}
