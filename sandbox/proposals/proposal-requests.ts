import { PROPOSAL_TYPES, type ProposalType } from './proposal-forms';

/**
 * What the proposal system reads from its JSON bodies (docs/wire-proposals.md). A refused body yields the
 * message of a 400. PHP clients send numbers as strings now and then; both are read.
 */

export interface LoginRequest {
  uid: number;
  /** `o`: 5 for organizers, 6 for others. */
  code: 5 | 6;
}

export interface FormRecord {
  uid: number;
  userName: string;
  eventId: string;
  type: ProposalType;
  formJson: string;
}

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

export function readLogin(body: unknown): Read<LoginRequest> {
  const fields = asObject(body);
  const uid = wholeNumber(fields.user_id);
  if (uid === null) return refuse('user_id must be a user id.');
  for (const key of ['r', 'k', 't'])
    if (numberOf(fields[key]) === null) return refuse(`${key} must be a number.`);
  const code = numberOf(fields.o);
  if (code !== 5 && code !== 6) return refuse('o must be 5 or 6.');
  return { ok: true, value: { uid, code } };
}

export function readFormRecord(body: unknown): Read<FormRecord> {
  const fields = asObject(body);
  const uid = wholeNumber(fields.user_id);
  if (uid === null) return refuse('user_id must be a user id.');
  const eventId = typeof fields.event_id === 'number' ? String(fields.event_id) : fields.event_id;
  if (typeof eventId !== 'string' || eventId.trim() === '') return refuse('event_id is required.');
  if (!isProposalType(fields.type)) return refuse(`type must be one of ${PROPOSAL_TYPES.join(', ')}.`);
  if (typeof fields.form_json !== 'string') return refuse('form_json must be JSON text.');
  const userName = typeof fields.user_name === 'string' ? fields.user_name : '';
  return { ok: true, value: { uid, userName, eventId, type: fields.type, formJson: fields.form_json } };
}

/** A send names where the confirmation goes. */
export function readUserEmail(body: unknown): Read<string> {
  const email = asObject(body).user_email;
  return typeof email === 'string' && /^[^@\s]+@[^@\s]+$/.test(email)
    ? { ok: true, value: email }
    : refuse('user_email must be an e-mail address.');
}

/**
 * `base_updated`, the version a save or send was written from: a time Date.parse reads, or null for none.
 * Undefined when the body has no such key (a tab of an older build): that body is taken unchecked.
 */
export function readBaseUpdated(body: unknown): Read<string | null | undefined> {
  const fields = asObject(body);
  if (!('base_updated' in fields)) return { ok: true, value: undefined };
  const base = fields.base_updated;
  if (base === null || (typeof base === 'string' && !Number.isNaN(Date.parse(base))))
    return { ok: true, value: base };
  return refuse('base_updated must be null or a time (ISO 8601).');
}

export const isProposalType = (value: unknown): value is ProposalType =>
  (PROPOSAL_TYPES as readonly unknown[]).includes(value);

const asObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function wholeNumber(value: unknown): number | null {
  const number = numberOf(value);
  return number !== null && Number.isSafeInteger(number) && number > 0 ? number : null;
}
