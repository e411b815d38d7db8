import { createHmac } from 'node:crypto';
import type { CmsSession } from './tables/sessions';

/**
 * Core's CSRF tokens of one session are HMACs of what each is for under the session's seed: the login answers
 * the one for `rest`, `session/token` the one for `X-CSRF-Token request header`, and core's header check takes
 * either. The login's token stands in for the seed here, so the second needs no column of its own.
 */
export function sessionTokenEndpointToken(session: CmsSession): string {
  return createHmac('sha256', session.csrfToken).update('X-CSRF-Token request header').digest('base64url');
}

/** Whether an `X-CSRF-Token` header is one of the session's two tokens. */
export function isSessionCsrfToken(session: CmsSession, header: string): boolean {
  return header === session.csrfToken || header === sessionTokenEndpointToken(session);
}
