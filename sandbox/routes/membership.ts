import formBody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../db/database';
import {
  createMembershipSession,
  endMembershipSession,
  isMembershipSessionValid,
} from '../db/membership-sessions';
import { findUserByMail } from '../db/users';
import { verifyPassword } from '../passwords';
import { firstValue, type Query } from '../query';

/** The association's client key in the membership system; the front end's configuration sends it. */
export const MANDANT_KEY = 'necs-sandbox-key';

const DEFAULT_VALIDITY_HOURS = 24;

const REFUSALS = {
  unknownClient: { STATUSCODE: -1, STATUS: 'Mandant unbekannt' },
  invalidSession: { STATUSCODE: -2, STATUS: 'Session ungueltig' },
  wrongCredentials: { STATUSCODE: -3, STATUS: 'Benutzername oder Passwort falsch' },
  locked: { STATUSCODE: -5, STATUS: 'Zugang gesperrt' },
} as const;

/**
 * The membership system (SEWOBE) stand-in: form posts in, JSON out, and always HTTP 200 — a refusal
 * is told by STATUSCODE alone.
 */
export const membershipRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  // Registered inside this plugin, so form bodies are accepted here and nowhere else.
  await app.register(formBody);

  app.post<{ Body: Query }>('/KP_LOGIN', async (request) => {
    const form = request.body ?? {};
    if (firstValue(form.MANDANT_KEY) !== MANDANT_KEY) return REFUSALS.unknownClient;
    const user = findUserByMail(db, firstValue(form.UPORTAL) ?? '');
    if (!user || !verifyPassword(firstValue(form.PWPORTAL) ?? '', user.passwordHash)) {
      return REFUSALS.wrongCredentials;
    }
    if (user.membershipLocked) return REFUSALS.locked;
    const session = createMembershipSession(db, user.uid, validityHours(firstValue(form.SESSION_GUELTIG)));
    return {
      STATUSCODE: 1,
      STATUS: 'OK',
      SESSION: session.id,
      VALIDTOKEN: session.validToken,
      USERNAME: `${user.firstName} ${user.lastName}`,
    };
  });

  app.post<{ Body: Query }>('/KP_LOGOUT', async (request) => {
    const session = firstValue(request.body?.SESSION);
    if (session) endMembershipSession(db, session);
    return { STATUSCODE: 1 };
  });

  app.post<{ Body: Query }>('/KP_CHECK_SESSION', async (request) => {
    const session = firstValue(request.body?.SESSION_CHECK);
    return session && isMembershipSessionValid(db, session) ? { STATUSCODE: 1 } : REFUSALS.invalidSession;
  });
};

/** SESSION_GUELTIG is the validity in hours; the front end sends 24. */
function validityHours(value: string | undefined): number {
  const hours = Number(value);
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_VALIDITY_HOURS;
}
