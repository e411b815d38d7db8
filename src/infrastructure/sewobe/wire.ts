import * as z from 'zod/mini';
import { fail, ok, type Result } from '@/domain/shared/result';
import type { MembershipRefusal } from '@/application/session/membership-gateway';
import { wireNumberOrNull, wireText } from '../wire/wire-values';

/**
 * SEWOBE's `KP_*` answers (contracts.md, section 2). HTTP 200 even on a refusal, so the outcome is in
 * `STATUSCODE`: 1 is success, anything else (or nothing) a refusal.
 */
export const SUCCESS_STATUS_CODE = 1;

export const sewobeAnswerSchema = z.object({
  STATUSCODE: wireNumberOrNull,
  STATUS: wireText,
  SESSION: z.nullish(z.string()),
  VALIDTOKEN: wireText,
});

export type SewobeAnswer = z.output<typeof sewobeAnswerSchema>;

/** A login holds only with STATUSCODE 1 and a session: SEWOBE has been seen to send `SESSION: null`. */
export function toLoginResult(answer: SewobeAnswer): Result<string, MembershipRefusal> {
  if (answer.STATUSCODE === SUCCESS_STATUS_CODE && answer.SESSION) return ok(answer.SESSION);
  return fail({ kind: 'membership-refused', statusCode: answer.STATUSCODE, status: answer.STATUS });
}
