import * as z from 'zod/mini';
import {
  NewerProposalSaved,
  type ProposalRecord,
  type StoredProposal,
} from '@/application/proposals/proposal-gateway';
import type { RemoteSystemError } from '@/application/remote-system-error';
import { wireFlag, wireNumber } from '../wire/answer-parsing';
import { unexpectedAnswer } from '../wire/unexpected-answer';

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

/**
 * A save carries `sent: 0`, a send `sent: 1` and the address for its confirmation; both the version they were
 * written from (`base_updated`, null for none), which the proposal system checks (412).
 */
export const recordRequest = (record: ProposalRecord, sent: 0 | 1) => ({
  user_id: record.userId,
  user_name: record.userName,
  event_id: record.eventId,
  type: record.kind,
  form_json: record.formJson,
  sent,
  base_updated: record.base,
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

/**
 * A 412 of a save or send: its body is the newer version, as `forms-data/single` answers it. One without it is an
 * unexpected answer (status 412): the portal could not show the member what was saved, and the same save would
 * meet the same answer, so nothing may retry it as if the system were away.
 */
export function newerProposalSaved(data: unknown): RemoteSystemError {
  const newer = storedProposalSchema.safeParse(data);
  return newer.success ? new NewerProposalSaved(newer.data) : unexpectedAnswer('proposals', newer.error, 412);
}

export const updatedSchema = z.object({ updated: isoTime });

export const countSchema = z.pipe(
  z.object({ count: wireNumber }),
  z.transform(({ count }) => count),
);
