import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxDatabase } from '../db/database';
import { clearAllFailures } from '../db/flood';
import { expireMembershipSessions } from '../db/membership-sessions';
import { expireProposalTokens } from '../db/proposals';
import { expireSessions } from '../db/sessions';
import { findUserByMail } from '../db/users';

/**
 * Controls for browser and contract tests: end sessions the way a timeout on the real systems would,
 * and lift login flood limits between test runs. Not part of any remote system.
 */
export const controlRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  // `{"mail"}` names one user; without it, everyone.
  app.post('/expire-sessions', async (request, reply) =>
    forOneOrEveryone(request.body, reply, (uid) => {
      expireSessions(db, uid);
      expireMembershipSessions(db, uid);
    }),
  );

  // The proposal system's bearer tokens: the next call with one gets 401.
  app.post('/expire-proposal-tokens', async (request, reply) =>
    forOneOrEveryone(request.body, reply, (uid) => expireProposalTokens(db, uid)),
  );

  app.post('/reset-flood', async (_request, reply) => {
    clearAllFailures(db);
    return reply.code(204).send();
  });

  /** Runs `change` for the user the body's `mail` names (404 for an unknown one), or for everyone. */
  function forOneOrEveryone(body: unknown, reply: FastifyReply, change: (uid?: number) => void) {
    const mail = readMail(body);
    const user = mail === undefined ? undefined : findUserByMail(db, mail);
    if (mail !== undefined && !user)
      return reply.code(404).send({ message: `No account uses the e-mail address ${mail}.` });
    change(user?.uid);
    return reply.code(204).send();
  }
};

function readMail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { mail } = body as Record<string, unknown>;
  return typeof mail === 'string' && mail !== '' ? mail : undefined;
}
