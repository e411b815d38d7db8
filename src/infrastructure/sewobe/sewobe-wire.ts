import * as z from 'zod/mini';
import { RemoteSystemError } from '@/application/remote-system-error';
import { fail, ok, type Result } from '@/domain/shared/result';
import type { MembershipRefusal } from '@/application/session/membership-gateway';
import { wireNumber, wireNumberOrNull, wireText } from '../wire/answer-parsing';

/**
 * SEWOBE's `KP_*` answers (docs/wire-sewobe.md). HTTP 200 even on a refusal, so the outcome is in
 * `STATUSCODE`: 1 is success, anything else a refusal.
 */
export const SUCCESS_STATUS_CODE = 1;

/** "Session ungueltig": SEWOBE does not know the session (ended, expired or never issued). */
export const INVALID_SESSION_STATUS_CODE = -2;

const fields = {
  STATUS: wireText,
  SESSION: z.nullish(z.string()),
  VALIDTOKEN: wireText,
};

/** KP_CHECK_SESSION: only STATUSCODE 1 holds, so an answer without one reads as "no session". */
export const sewobeAnswerSchema = z.object({ STATUSCODE: wireNumberOrNull, ...fields });

/**
 * KP_LOGIN and KP_LOGOUT must say how they went: an answer without a STATUSCODE is one of another shape
 * (a proxy's JSON, a changed API), not a refusal. Read as "login failed" it would send a member to check a
 * password that was right; read as a logout that ended, it would leave a session open unnamed.
 */
export const sewobeStatusSchema = z.object({ STATUSCODE: wireNumber, ...fields });

export type SewobeAnswer = z.output<typeof sewobeAnswerSchema>;

/** A login holds only with STATUSCODE 1 and a session: SEWOBE has been seen to send `SESSION: null`. */
export function toLoginResult(answer: SewobeAnswer): Result<string, MembershipRefusal> {
  if (answer.STATUSCODE === SUCCESS_STATUS_CODE && answer.SESSION) return ok(answer.SESSION);
  return fail({ kind: 'membership-refused', statusCode: answer.STATUSCODE, status: answer.STATUS });
}

/**
 * A KP_LOGOUT that did not end the session throws, so the logout names the SEWOBE session as maybe
 * still open and Try again ends it. A session SEWOBE does not know (-2) is not open: counted as ended, or an
 * expired session would keep "Logout not complete" on screen through every Try again.
 */
export function checkLogoutAnswer({ STATUSCODE, STATUS }: SewobeAnswer): void {
  if (STATUSCODE === SUCCESS_STATUS_CODE || STATUSCODE === INVALID_SESSION_STATUS_CODE) return;
  throw new RemoteSystemError('sewobe', 200, {
    reason: 'unexpected-answer',
    message: `The membership system did not end the session (STATUSCODE ${STATUSCODE}${STATUS ? `: ${STATUS}` : ''})`,
    serverMessage: STATUS || null,
  });
}
