import { randomToken } from '../host/tokens';
import type { SandboxDatabase } from '../storage/database';

/** The proposal system's records and bearer tokens. */

export const PROPOSAL_TYPES = ['panel', 'paper', 'workshop'] as const;
export type ProposalType = (typeof PROPOSAL_TYPES)[number];

/** How long a bearer token lives unless a test ends it sooner (`/__sandbox/expire-proposal-tokens`). */
export const PROPOSAL_TOKEN_LIFETIME_MS = 30 * 60_000;

export interface ProposalToken {
  uid: number;
  /** Issued with `o` = 5: may read counts. */
  organizer: boolean;
}

export interface ProposalForm {
  uid: number;
  eventId: string;
  type: ProposalType;
  userName: string;
  userEmail: string | null;
  formJson: string;
  sent: boolean;
  /** ISO 8601. */
  updated: string;
}

export function issueProposalToken(
  db: SandboxDatabase,
  { uid, organizer }: ProposalToken,
  now = Date.now(),
): string {
  const token = randomToken();
  db.prepare('INSERT INTO proposal_tokens (token, uid, organizer, expires) VALUES (?, ?, ?, ?)').run(
    token,
    uid,
    organizer ? 1 : 0,
    now + PROPOSAL_TOKEN_LIFETIME_MS,
  );
  return token;
}

export function findProposalToken(
  db: SandboxDatabase,
  token: string,
  now = Date.now(),
): ProposalToken | undefined {
  const row = db
    .prepare('SELECT uid, organizer FROM proposal_tokens WHERE token = ? AND expires > ?')
    .get(token, now) as { uid: number; organizer: number } | undefined;
  return row && { uid: row.uid, organizer: row.organizer === 1 };
}

export function revokeProposalToken(db: SandboxDatabase, token: string): void {
  db.prepare('DELETE FROM proposal_tokens WHERE token = ?').run(token);
}

/** Expires every token now, or only one user's: what a token timeout on the real system does. */
export function expireProposalTokens(db: SandboxDatabase, uid?: number, now = Date.now()): void {
  if (uid === undefined) db.prepare('UPDATE proposal_tokens SET expires = ?').run(now);
  else db.prepare('UPDATE proposal_tokens SET expires = ? WHERE uid = ?').run(now, uid);
}

interface FormRow {
  uid: number;
  event_id: string;
  type: ProposalType;
  user_name: string;
  user_email: string | null;
  form_json: string;
  chk_sended: number;
  updated: string;
}

export function findProposalForm(
  db: SandboxDatabase,
  uid: number,
  eventId: string,
  type: ProposalType,
): ProposalForm | undefined {
  const row = db
    .prepare('SELECT * FROM proposal_forms WHERE uid = ? AND event_id = ? AND type = ?')
    .get(uid, eventId, type) as FormRow | undefined;
  if (!row) return undefined;
  const { event_id, user_name, user_email, form_json, chk_sended, ...rest } = row;
  return {
    ...rest,
    eventId: event_id,
    userName: user_name,
    userEmail: user_email,
    formJson: form_json,
    sent: chk_sended === 1,
  };
}

/** Creates or replaces a user's form of one type for one event. */
export function storeProposalForm(db: SandboxDatabase, form: ProposalForm): void {
  db.prepare(
    `INSERT OR REPLACE INTO proposal_forms (uid, event_id, type, user_name, user_email, form_json, chk_sended, updated)
     VALUES (@uid, @eventId, @type, @userName, @userEmail, @formJson, @sent, @updated)`,
  ).run({ ...form, sent: form.sent ? 1 : 0 });
}

/** How many forms of one type were sent for an event. */
export function countSentProposals(db: SandboxDatabase, eventId: string, type: ProposalType): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM proposal_forms WHERE event_id = ? AND type = ? AND chk_sended = 1')
    .get(eventId, type) as { n: number };
  return row.n;
}
