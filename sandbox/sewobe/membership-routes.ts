import formBody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import {
  createMembershipSession,
  endMembershipSession,
  isMembershipSessionValid,
} from './membership-sessions';
import { findUserByMail } from '../drupal/tables/users';
import { loginFloodBlock, passwordMatches, SEWOBE_LOGIN_FLOOD } from '../drupal/login-flood';
import { firstValue, type Query } from '../host/query';
import { answerErrorsAs, refusal } from '../host/server-errors';
import { answerCorsLikeSewobe } from './membership-cors';

/** The association's client key in the membership system; the front end's configuration sends it. */
export const MANDANT_KEY = 'necs-sandbox-key';

/** What the portal asks for, and the longest SEWOBE grants. */
const MAX_VALIDITY_HOURS = 24;

const REFUSALS = {
  unknownClient: { STATUSCODE: -1, STATUS: 'Mandant unbekannt' },
  invalidSession: { STATUSCODE: -2, STATUS: 'Session ungueltig' },
  wrongCredentials: { STATUSCODE: -3, STATUS: 'Benutzername oder Passwort falsch' },
  flooded: { STATUSCODE: -4, STATUS: 'Zu viele fehlgeschlagene Anmeldeversuche' },
  locked: { STATUSCODE: -5, STATUS: 'Zugang gesperrt' },
} as const;

/**
 * The membership system (SEWOBE) stand-in: form posts in, JSON out. A refusal (wrong key, password or
 * session) is HTTP 200 told by STATUSCODE alone; a malformed request (a field missing altogether, an
 * unknown call) is a non-2xx status with `{"ERROR": "..."}`.
 */
export const membershipRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  // Registered inside this plugin, so form bodies are accepted here and nowhere else.
  await app.register(formBody);
  answerCorsLikeSewobe(app);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ ERROR: `Unbekannter Aufruf: ${request.method} ${request.url.split('?')[0]}` }),
  );
  answerErrorsAs(app, (message) => ({ ERROR: message }));

  app.post<{ Body: Query }>('/KP_LOGIN', async (request) => {
    const form = request.body ?? {};
    if (requiredField(form, 'MANDANT_KEY') !== MANDANT_KEY) return REFUSALS.unknownClient;
    const user = findUserByMail(db, firstValue(form.UPORTAL) ?? '');
    // Flood limits and an equally slow check for unknown accounts, as Drupal's login has (login-flood.ts).
    if (loginFloodBlock(db, SEWOBE_LOGIN_FLOOD, request.clientAddress, user)) return REFUSALS.flooded;
    if (
      !passwordMatches(db, SEWOBE_LOGIN_FLOOD, request.clientAddress, user, firstValue(form.PWPORTAL) ?? '')
    )
      return REFUSALS.wrongCredentials;
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

  // SESSION, or SESSION_ZUGANG as SEWOBE's own published client sends it (docs/wire-sewobe.md, 'KP_LOGOUT').
  // Either will do.
  app.post<{ Body: Query }>('/KP_LOGOUT', async (request) => {
    const form = request.body ?? {};
    const session = firstValue(form.SESSION) ?? requiredField(form, 'SESSION_ZUGANG');
    endMembershipSession(db, session);
    return { STATUSCODE: 1 };
  });

  app.post<{ Body: Query }>('/KP_CHECK_SESSION', async (request) => {
    const session = requiredField(request.body ?? {}, 'SESSION_CHECK');
    return isMembershipSessionValid(db, session) ? { STATUSCODE: 1 } : REFUSALS.invalidSession;
  });
};

/** A field the call cannot do without; missing altogether, the request is malformed (400 with ERROR). */
function requiredField(form: Query, name: string): string {
  const value = firstValue(form[name]);
  if (value === undefined) throw refusal(400, `Parameter ${name} fehlt`);
  return value;
}

/**
 * SESSION_GUELTIG is the validity in hours; the front end sends 24. A server grants no more than its own
 * limit, whatever a client asks: longer is capped at 24 hours, and anything that is not a positive number
 * gets those 24 too.
 */
function validityHours(value: string | undefined): number {
  const hours = Number(value);
  return hours > 0 ? Math.min(hours, MAX_VALIDITY_HOURS) : MAX_VALIDITY_HOURS;
}
