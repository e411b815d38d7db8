import * as z from 'zod/mini';
import type { ProposalRecord, StoredProposal } from '@/application/proposals/proposal-gateway';
import { wireFlag, wireNumber } from '../wire/answer-parsing';

/** The proposal system's wire shapes (docs/wire-proposals.md, decided). */

export const LOGIN_PATH = 'login';
export const LOGOUT_PATH = 'logout';

/**
 * The login body: the user, a random number, a time-derived value (the timestamp in whole seconds) and
 * the timestamp in ms, and `o`: 5 for organizers, 6 for others.
 */
export function loginRequest(userId: number, code: 5 | 6, now = Date.now(), random = Math.random()) {
  return {
    user_id: userId,
    r: Math.floor(random * 1_000_000_000),
    k: Math.floor(now / 1000),
    t: now,
    o: code,
  };
}

/** A save carries `sent: 0`, a send `sent: 1` and the address for its confirmation. */
export const recordRequest = (record: ProposalRecord, sent: 0 | 1) => ({
  user_id: record.userId,
  user_name: record.userName,
  event_id: record.eventId,
  type: record.kind,
  form_json: record.formJson,
  sent,
});

/**
 * The token arrives as a JSON string. A body that is no JSON reads as its text, so an HTML error page
 * answered with 200 would pass for a string: a bearer token is token68 characters only (RFC 7235).
 */
export const tokenSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9\-._~+/]+=*$/));

/** A time any engine reads, handed on as ISO 8601 UTC. */
const isoTime = z.pipe(
  z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)))),
  z.transform((text) => new Date(text).toISOString()),
);

/** form_json is JSON text; a system that hands the object itself still gives the domain text. */
const formJson = z.pipe(
  z.unknown(),
  z.transform((value) => (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value))),
);

export const storedProposalSchema = z.pipe(
  z.object({ form_json: formJson, chk_sended: wireFlag, updated: isoTime }),
  z.transform(({ form_json, chk_sended, updated }): StoredProposal => ({
    formJson: form_json,
    sent: chk_sended,
    updated,
  })),
);

export const updatedSchema = z.object({ updated: isoTime });

export const countSchema = z.pipe(
  z.object({ count: wireNumber }),
  z.transform(({ count }) => count),
);
