import type { FastifyPluginAsync } from 'fastify';
import { isControlSecret, CONTROL_SECRET_HEADER } from './control-secret';
import type { SandboxDatabase } from '../storage/database';
import { clearAllFailures } from '../drupal/tables/flood';
import { expireMembershipSessions } from '../sewobe/membership-sessions';
import { expireProposalTokens } from '../proposals/proposal-forms';
import { setCall } from '../proposals/open-call';
import { expireSessions } from '../drupal/tables/sessions';
import { retitleNode } from '../drupal/tables/nodes';
import { findUserByMail } from '../drupal/tables/users';
import { addOlderTopics } from '../drupal/tables/older-topics';
import { restoreSnapshot, snapshotOf } from '../storage/start-snapshot';

/**
 * Controls for browser and contract tests: end sessions the way a timeout on the real systems would,
 * lift login flood limits between test runs, open the call for proposals of another event, retitle a page,
 * make a group longer than a page of topics, and put the whole database back as it was when the sandbox started (each contract test starts from the
 * seeded sandbox that way). Not part of any remote system: mounted only when the tests start the sandbox
 * (app.ts), and then answering only the run's secret (control-secret.ts).
 */
export const controlRoutes: FastifyPluginAsync<{ db: SandboxDatabase; secret: string }> = async (
  app,
  { db, secret },
) => {
  // Taken before the sandbox listens, so before anyone has written: a test's fresh database as seeded.
  const atStart = snapshotOf(db);

  // A missing or wrong secret gets the same 404 as a sandbox without controls: nothing to probe for.
  app.addHook('onRequest', async (request, reply) => {
    if (!isControlSecret(request.headers[CONTROL_SECRET_HEADER], secret)) return reply.callNotFound();
  });

  // `{"mail"}` names one user; without it, everyone.
  app.post('/expire-sessions', async (request, reply) => {
    forOneOrEveryone(request.body, (uid) => {
      expireSessions(db, uid);
      expireMembershipSessions(db, uid);
    });
    return reply.code(204).send();
  });

  // The proposal system's bearer tokens: the next call with one gets 401.
  app.post('/expire-proposal-tokens', async (request, reply) => {
    forOneOrEveryone(request.body, (uid) => expireProposalTokens(db, uid));
    return reply.code(204).send();
  });

  // `{"event_id", "open"}`: the call for proposals of that event opens (or, with `open: false`, closes), as an
  // editor would set it in the content system; contract tests give each test an event of its own.
  app.post('/open-call', async (request, reply) => {
    const { event_id: eventId, open = true } = (request.body ?? {}) as { event_id?: unknown; open?: unknown };
    if (typeof eventId !== 'string' || eventId.trim() === '' || typeof open !== 'boolean')
      return reply.code(400).send({ message: 'event_id (text) and open (true or false) are wanted.' });
    setCall(db, eventId, open);
    return reply.code(204).send();
  });

  // `{"path", "title"}`: the page at that path gets a new title, as an editor saves one in the content system
  // (whose editing screens the sandbox only stands in for): what a browser test of a page's copies needs.
  app.post('/retitle-page', async (request, reply) => {
    const { path, title } = (request.body ?? {}) as { path?: unknown; title?: unknown };
    if (typeof path !== 'string' || typeof title !== 'string' || title.trim() === '')
      return reply.code(400).send({ message: 'path and title (text) are wanted.' });
    return retitleNode(db, path, title) ? reply.code(204).send() : reply.code(404).send();
  });

  // `{"group_id", "count"}`: that many topics more in the group, older than every demo topic (older-topics.ts),
  // as a group of several pages needs them; `restore-start` takes them away.
  app.post('/add-older-topics', async (request, reply) => {
    const { group_id: groupId, count } = (request.body ?? {}) as { group_id?: unknown; count?: unknown };
    if (!isWholeNumber(groupId) || !isWholeNumber(count) || count > MAX_ADDED_TOPICS)
      return reply.code(400).send({ message: `group_id and count (1 to ${MAX_ADDED_TOPICS}) are wanted.` });
    return addOlderTopics(db, groupId, count) ? reply.code(204).send() : reply.code(404).send();
  });

  // Everything a test wrote is gone: content, sessions, tokens, flood counts. Uploaded files stay on disk,
  // unreferenced, under names nothing will ask for again.
  app.post('/restore-start', async (_request, reply) => {
    await restoreSnapshot(db, atStart);
    return reply.code(204).send();
  });

  app.post('/reset-flood', async (_request, reply) => {
    clearAllFailures(db);
    return reply.code(204).send();
  });

  /**
   * Runs `change` for the user the body's `mail` names, or for everyone. An address without an account
   * changes nothing and answers like any other: the controls do not tell which addresses have accounts.
   */
  function forOneOrEveryone(body: unknown, change: (uid?: number) => void): void {
    const mail = readMail(body);
    if (mail === undefined) return change();
    const user = findUserByMail(db, mail);
    if (user) change(user.uid);
  }
};

/** More than any test needs: a mistyped count must not fill the database. */
const MAX_ADDED_TOPICS = 500;

const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0;

function readMail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { mail } = body as Record<string, unknown>;
  return typeof mail === 'string' && mail !== '' ? mail : undefined;
}
