import type { StoredStatus } from '@/domain/proposals/proposal-lifecycle';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import type { Viewer } from '@/domain/session/viewer';
import type { ReadOptions } from '../read-options';
import { RemoteSystemError } from '../remote-system-error';
import { token } from '../token';

/** One kind's form as the proposal system keeps it (`forms-data/single`). */
export interface StoredProposal extends StoredStatus {
  /** The form as JSON text, exactly as stored: read it with the domain's lenient reader. */
  readonly formJson: string;
}

/** What a save or a send carries (`forms-data/update`, `forms-data/send`). */
export interface ProposalRecord {
  readonly userId: number;
  readonly userName: string;
  readonly eventId: string;
  readonly kind: ProposalKind;
  readonly formJson: string;
  /**
   * The saved version these words were written from: the `updated` of the form as this tab last read or saved
   * it, null when it knew of no saved form. The proposal system refuses a save or send from an older version
   * (`NewerProposalSaved`), so a tab left open never replaces newer words (docs/wire-proposals.md, Versions).
   */
  readonly base: string | null;
}

/** A send also says where the confirmation goes. */
export interface ProposalSubmission extends ProposalRecord {
  readonly userEmail: string;
}

/**
 * The proposal system. The adapter owns its bearer token (memory only, forgotten when the portal session
 * ends): `login` gets one, and a call refused with 401 logs in again once, as the same viewer, and is
 * retried once. Every method throws RemoteSystemError when a call fails:
 * - 401: no token, or it expired and logging in again failed (the Drupal session has ended): log in again;
 * - 403: not allowed (another user's form; counts for organizers only; a login without the content
 *   session of that same user);
 * - 409 on save and send: that kind was sent already (`isAlreadySent`);
 * - 412 on save and send: a newer version was saved since `base` (`NewerProposalSaved`, with that version);
 * - reason `cancelled`: a read's `signal` aborted.
 */
export interface ProposalGateway {
  /** Logs the viewer in: `o` is 5 for organizers, 6 for others. Needs the viewer's Drupal session. */
  login(viewer: Viewer): Promise<void>;
  /**
   * Ends the token on the proposal system (`GET logout`), if one was obtained; no call without one. No later
   * call sends it, whatever the answer; when the end fails it is kept (in memory) and the next logout ends
   * it again, so Try again can. Throws RemoteSystemError when it could not be ended.
   */
  logout(): Promise<void>;
  /** Null when this user has no form of that kind for the event yet. */
  load(
    uid: number,
    eventId: string,
    kind: ProposalKind,
    options?: ReadOptions,
  ): Promise<StoredProposal | null>;
  save(record: ProposalRecord): Promise<{ readonly updated: string }>;
  send(submission: ProposalSubmission): Promise<void>;
  /** How many forms of that kind were sent for the event (organizers only). */
  count(eventId: string, kind: ProposalKind, options?: ReadOptions): Promise<number>;
}
export const ProposalGateway = token<ProposalGateway>('ProposalGateway');

/** The proposal system refused a save or send because that kind was sent already (409). */
export const isAlreadySent = (error: unknown): boolean =>
  error instanceof RemoteSystemError &&
  error.system === 'proposals' &&
  error.reason === 'status' &&
  error.status === 409;

/**
 * The proposal system refused a save or send written from an older version than it holds (412): someone saved
 * newer words in another tab or on another device meanwhile. Carries that newer version, so the member can be
 * shown both and choose; nothing was stored.
 */
export class NewerProposalSaved extends RemoteSystemError {
  constructor(readonly newer: StoredProposal) {
    super('proposals', 412, { message: 'A newer version of this proposal was saved meanwhile.' });
  }
}
