import type { FastifyPluginAsync } from 'fastify';
import type { SandboxDatabase } from '../db/database';
import { clearAllFailures } from '../db/flood';
import { expireMembershipSessions } from '../db/membership-sessions';
import { expireSessions } from '../db/sessions';
import { findUserByMail } from '../db/users';

/**
 * Controls for browser and contract tests: end sessions the way a timeout on the real systems would,
 * and lift login flood limits between test runs. Not part of any remote system.
 */
export const controlRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  app.post('/expire-sessions', async (request, reply) => {
    const mail = readMail(request.body);
    if (mail === undefined) {
      expireSessions(db);
      expireMembershipSessions(db);
      return reply.code(204).send();
    }
    const user = findUserByMail(db, mail);
    if (!user) return reply.code(404).send({ message: `No account uses the e-mail address ${mail}.` });
    expireSessions(db, user.uid);
    expireMembershipSessions(db, user.uid);
    return reply.code(204).send();
  });

  app.post('/reset-flood', async (_request, reply) => {
    clearAllFailures(db);
    return reply.code(204).send();
  });
};

function readMail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { mail } = body as Record<string, unknown>;
  return typeof mail === 'string' && mail !== '' ? mail : undefined;
}
