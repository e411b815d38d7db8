import {
  NewerProposalSaved,
  type ProposalGateway,
  type ProposalRecord,
  type ProposalSubmission,
  type StoredProposal,
} from '@/application/proposals/proposal-gateway';
import { RemoteSystemError } from '@/application/remote-system-error';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { proposalLoginCode } from '@/domain/session/roles';
import { isLoadableUserId } from '@/domain/session/session';
import type { Viewer } from '@/domain/session/viewer';
import { SessionsToEnd } from '../http/sessions-to-end';
import { isStaleBase, nextUpdated } from '../proposals/proposal-versions';
import { HeldCalls } from './held-calls';
import { SimulatedOutage } from './simulated-outage';

/** A stored form as the fake keeps it: the record of its last save or send. */
export interface InMemoryProposal extends StoredProposal {
  readonly userId: number;
  readonly eventId: string;
  readonly kind: ProposalKind;
  readonly userEmail: string | null;
}

export interface InMemoryProposalOptions {
  /** Whose Drupal session this browser holds (0: none), asked at each login as the sandbox reads the cookie. */
  readonly currentUid?: () => number;
  readonly proposals?: readonly InMemoryProposal[];
  /** The proposal system's clock, which the device's need not agree with (default: the same). */
  readonly clock?: () => Date;
  /**
   * Whether a user is a member of the association, as the proposal system knows from the shared records:
   * others cannot log in (403). Left out, every user with a content session is.
   */
  readonly isMember?: (uid: number) => boolean;
  /**
   * The event whose call for proposals is open (null: none), read from the event settings at each save and
   * send: forms of any other event id, another spelling of this one included, are refused (403). Left out,
   * every event is open.
   */
  readonly openEventId?: () => string | null;
}

const refused = (status: number, serverMessage?: string) =>
  new RemoteSystemError('proposals', status, { serverMessage });
/** The proposal system's own words for a save or send of an event whose call is not open. */
export const CALL_NOT_OPEN = 'The call for proposals of this event is not open.';
const keyOf = (uid: number, eventId: string, kind: ProposalKind) => `${uid}|${eventId}|${kind}`;

/**
 * The proposal system and the adapter's token handling in memory, for one browser, behaving as the
 * sandbox does: a login needs the Drupal session of that same user (403); calls without a token fail
 * with 401; an expired token (`expireToken()`) is renewed once as the same viewer, and when the content
 * session has ended meanwhile the call fails with 401; a user outside the association cannot log in (403);
 * another user's form is 403; a save or send for an event whose call is not open is 403; of a sent kind, 409;
 * from an older version than the one stored, `NewerProposalSaved` (412), after the 409; each version's `updated`
 * is later than the last, by 1 ms where the clock has not moved on; counts need a token of an organizer.
 * `outage` fails every call; `held` holds saves and sends in flight.
 */
export class InMemoryProposalGateway implements ProposalGateway {
  private readonly proposals = new Map<string, InMemoryProposal>();
  private token: { id: string; viewer: Viewer; organizer: boolean; expired: boolean } | null = null;
  /** The tokens the "server" still accepts, and those a failed logout has yet to end. */
  private readonly live = new Set<string>();
  private readonly toEnd = new SessionsToEnd();
  private readonly currentUid: () => number;
  private readonly clock: () => Date;
  private readonly isMember: (uid: number) => boolean;
  private readonly openEventId: (() => string | null) | undefined;
  readonly outage = new SimulatedOutage('proposals');
  readonly held = new HeldCalls();
  /** Every login in order, with the `o` it sent. */
  readonly logins: { userId: number; code: 5 | 6 }[] = [];
  /** Every save and send in order, refused ones included, so a test sees what a retry carried. */
  readonly calls: (
    { call: 'save'; record: ProposalRecord } | { call: 'send'; record: ProposalSubmission }
  )[] = [];

  constructor(options: InMemoryProposalOptions = {}) {
    this.currentUid = options.currentUid ?? (() => 0);
    this.clock = options.clock ?? (() => new Date());
    this.isMember = options.isMember ?? (() => true);
    this.openEventId = options.openEventId;
    for (const proposal of options.proposals ?? []) this.store(proposal);
  }

  /** The token ends now, as on the real system after 30 minutes; the next call logs in again once. */
  expireToken(): void {
    if (this.token) this.token.expired = true;
  }

  /** The bearer token the adapter would send now, as a test reads it off the wire. */
  get heldToken(): string | null {
    return this.token?.id ?? null;
  }

  /** Whether the "server" still accepts that token. */
  accepts(token: string): boolean {
    return this.live.has(token);
  }

  /** What is stored, as the sandbox's database would show it. */
  stored(uid: number, eventId: string, kind: ProposalKind): InMemoryProposal | undefined {
    return this.proposals.get(keyOf(uid, eventId, kind));
  }

  async login(viewer: Viewer): Promise<void> {
    if (!isLoadableUserId(viewer.userId)) throw new RangeError(`User ${viewer.userId} cannot log in.`);
    this.token = null;
    this.outage.check();
    const code = proposalLoginCode(viewer.roles);
    this.logins.push({ userId: viewer.userId, code });
    if (this.currentUid() !== viewer.userId || !this.isMember(viewer.userId)) throw refused(403);
    const id = `proposal-token-${this.logins.length}`;
    this.live.add(id);
    this.token = { id, viewer, organizer: code === 5, expired: false };
  }

  /** As the adapter: no call without a token; forgotten at once, kept to be ended until it is. */
  async logout(): Promise<void> {
    const token = this.heldToken;
    this.token = null;
    await this.toEnd.endAll(token, async (ending) => {
      this.outage.check();
      this.live.delete(ending);
    });
  }

  async load(uid: number, eventId: string, kind: ProposalKind): Promise<StoredProposal | null> {
    if (!isLoadableUserId(uid)) throw new RangeError(`User ${uid} has no forms.`);
    if (eventId.trim() === '') throw new RangeError('An event id is needed.');
    this.ownForm(uid);
    const stored = this.stored(uid, eventId, kind);
    return stored ? { formJson: stored.formJson, sent: stored.sent, updated: stored.updated } : null;
  }

  async save(record: ProposalRecord): Promise<{ readonly updated: string }> {
    this.calls.push({ call: 'save', record });
    return this.write(record, false, null);
  }

  async send(submission: ProposalSubmission): Promise<void> {
    this.calls.push({ call: 'send', record: submission });
    await this.write(submission, true, submission.userEmail);
  }

  async count(eventId: string, kind: ProposalKind): Promise<number> {
    if (eventId.trim() === '') throw new RangeError('An event id is needed.');
    if (!this.authorised().organizer) throw refused(403);
    return [...this.proposals.values()].filter((p) => p.eventId === eventId && p.kind === kind && p.sent)
      .length;
  }

  private async write(record: ProposalRecord, sent: boolean, userEmail: string | null) {
    this.ownForm(record.userId);
    await this.held.pass();
    const badEmail = sent && !/^[^@\s]+@[^@\s]+$/.test(userEmail ?? '');
    if (badEmail || record.eventId.trim() === '') throw refused(400);
    if (this.openEventId && record.eventId !== this.openEventId()) throw refused(403, CALL_NOT_OPEN);
    const stored = this.stored(record.userId, record.eventId, record.kind);
    if (stored?.sent) throw refused(409);
    if (stored && isStaleBase(stored.updated, record.base))
      throw new NewerProposalSaved({ formJson: stored.formJson, sent: stored.sent, updated: stored.updated });
    const updated = nextUpdated(this.clock(), stored?.updated);
    const { userId, eventId, kind, formJson } = record;
    this.store({
      userId,
      eventId,
      kind,
      formJson,
      sent,
      updated,
      userEmail: userEmail ?? stored?.userEmail ?? null,
    });
    return { updated };
  }

  /** The token's own forms only. */
  private ownForm(uid: number): void {
    if (this.authorised().viewer.userId !== uid) throw refused(403);
  }

  /** As the adapter and the sandbox together: 401 without a token; an expired one is renewed once. */
  private authorised(): { viewer: Viewer; organizer: boolean } {
    this.outage.check();
    if (!this.token) throw refused(401);
    if (this.token.expired) {
      if (this.currentUid() !== this.token.viewer.userId) {
        this.token = null;
        throw refused(401);
      }
      this.logins.push({
        userId: this.token.viewer.userId,
        code: proposalLoginCode(this.token.viewer.roles),
      });
      this.token.expired = false;
    }
    return this.token;
  }

  private store(proposal: InMemoryProposal): void {
    this.proposals.set(keyOf(proposal.userId, proposal.eventId, proposal.kind), proposal);
  }
}
