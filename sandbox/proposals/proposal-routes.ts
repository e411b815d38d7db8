import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDatabase } from '../storage/database';
import {
  countSentProposals,
  findProposalForm,
  findProposalToken,
  issueProposalToken,
  revokeProposalToken,
  storeProposalForm,
  type ProposalForm,
  type ProposalToken,
} from './proposal-forms';
import { findActiveSession } from '../drupal/tables/sessions';
import { findUserById } from '../drupal/tables/users';
import { parseEntityId } from '../host/entity-id';
import { answerErrorsAs } from '../host/server-errors';
import { isStaleBase, nextUpdated } from '../../src/infrastructure/proposals/proposal-versions';
import {
  isProposalType,
  readBaseUpdated,
  readFormRecord,
  readLogin,
  readUserEmail,
  type FormRecord,
} from './proposal-requests';
import { SESSION_COOKIE } from '../drupal/session-hooks';
import { isOpenEvent } from './open-call';

export const PROPOSAL_REFUSALS = {
  noContentSession: 'A token is issued only with the content-system session of that same user.',
  notMember: 'Only members of the association can submit proposals.',
  notOpen: 'The call for proposals of this event is not open.',
  notOrganizer: 'Only organizers log in with o = 5.',
  noToken: 'The bearer token is missing, unknown or expired.',
  otherUser: 'This form belongs to another user.',
  alreadySent: 'This proposal has been sent already and can no longer be changed.',
  newerSaved: 'A newer version of this proposal was saved meanwhile.',
  noForm: 'No form of this type has been saved for this event yet.',
  organizersOnly: 'Counts are for organizers only.',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose bearer token the request carried; set on every route but login and logout. */
    proposalToken: ProposalToken | null;
  }
}

/**
 * The proposal system stand-in: a login of a member of the association that proves the content-system
 * session of the same user and answers a bearer token (a JSON string) that expires; each user's form per
 * event and type, saved and sent only while that event's call is open (403), locked once sent (409), and only
 * from the version stored (412, docs/wire-proposals.md, Versions); counts of sent forms for organizers. Failures
 * carry `{"message"}`.
 */
export const proposalRoutes: FastifyPluginAsync<{ db: SandboxDatabase }> = async (app, { db }) => {
  answerErrorsAs(app, (message) => ({ message }));
  // Each answer is one member's (a token, their words, a refusal): no cache may keep it, as nginx marks it
  // (deploy/nginx-site.ts, SESSION_ANSWER_MAPS); the browser's HTTP cache would hand it to the next account.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.post('/login', async (request, reply) => {
    const login = readLogin(request.body);
    if (!login.ok) return reply.code(400).send({ message: login.message });
    const { uid, code } = login.value;
    const session = findActiveSession(db, request.cookies[SESSION_COOKIE]);
    if (session?.uid !== uid) return reply.code(403).send({ message: PROPOSAL_REFUSALS.noContentSession });
    // The proposal system knows its users from the association's shared records: members only.
    const user = findUserById(db, uid);
    if (!user?.isMember) return reply.code(403).send({ message: PROPOSAL_REFUSALS.notMember });
    const organizer = code === 5;
    if (organizer && !user.roles.includes('organizer'))
      return reply.code(403).send({ message: PROPOSAL_REFUSALS.notOrganizer });
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(issueProposalToken(db, { uid, organizer })));
  });

  // Ending a token that is already gone is no failure.
  app.get('/logout', async (request, reply) => {
    const token = bearerOf(request);
    if (token) revokeProposalToken(db, token);
    return reply.code(204).send();
  });

  await app.register(async (withToken) => {
    withToken.decorateRequest('proposalToken', null);
    withToken.addHook('onRequest', async (request, reply) => {
      const token = bearerOf(request);
      request.proposalToken = (token && findProposalToken(db, token)) || null;
      if (!request.proposalToken) return reply.code(401).send({ message: PROPOSAL_REFUSALS.noToken });
    });

    withToken.get<{ Params: { uid: string; eventId: string; type: string } }>(
      '/forms-data/single/:uid/:eventId/:type',
      async (request, reply) => {
        const { uid: uidText, eventId, type } = request.params;
        const uid = parseEntityId(uidText);
        if (uid === null || !isProposalType(type))
          return reply.code(404).send({ message: PROPOSAL_REFUSALS.noForm });
        if (uid !== tokenOf(request).uid)
          return reply.code(403).send({ message: PROPOSAL_REFUSALS.otherUser });
        const form = findProposalForm(db, uid, eventId, type);
        if (!form) return reply.code(404).send({ message: PROPOSAL_REFUSALS.noForm });
        return storedAnswer(form);
      },
    );

    withToken.put('/forms-data/update', async (request, reply) => store(request, reply, false));
    withToken.put('/forms-data/send', async (request, reply) => store(request, reply, true));

    withToken.get<{ Params: { eventId: string; type: string } }>(
      '/count/:eventId/:type',
      async (request, reply) => {
        const { eventId, type } = request.params;
        if (!tokenOf(request).organizer)
          return reply.code(403).send({ message: PROPOSAL_REFUSALS.organizersOnly });
        if (!isProposalType(type)) return reply.code(404).send({ message: `No proposal type ${type}.` });
        return { count: countSentProposals(db, eventId, type) };
      },
    );
  });

  /**
   * A save (`sent` false) or the send: the token's own form only, for the open event under its one spelling
   * only (open-call.ts), never once it was sent, and only from the version stored: a body without
   * `base_updated` (a tab of an older build) is taken unchecked. Each version's `updated` is later than the last.
   */
  function store(request: FastifyRequest, reply: FastifyReply, send: boolean) {
    const record = readFormRecord(request.body);
    if (!record.ok) return reply.code(400).send({ message: record.message });
    const email = send ? readUserEmail(request.body) : ({ ok: true, value: null } as const);
    if (!email.ok) return reply.code(400).send({ message: email.message });
    const base = readBaseUpdated(request.body);
    if (!base.ok) return reply.code(400).send({ message: base.message });
    const { uid, eventId, type }: FormRecord = record.value;
    if (uid !== tokenOf(request).uid) return reply.code(403).send({ message: PROPOSAL_REFUSALS.otherUser });
    if (!isOpenEvent(db, eventId)) return reply.code(403).send({ message: PROPOSAL_REFUSALS.notOpen });
    const stored = findProposalForm(db, uid, eventId, type);
    if (stored?.sent) return reply.code(409).send({ message: PROPOSAL_REFUSALS.alreadySent });
    if (stored && base.value !== undefined && isStaleBase(stored.updated, base.value))
      return reply.code(412).send({ message: PROPOSAL_REFUSALS.newerSaved, ...storedAnswer(stored) });
    const updated = nextUpdated(new Date(), stored?.updated);
    const userEmail = email.value ?? stored?.userEmail ?? null;
    storeProposalForm(db, { ...record.value, userEmail, sent: send, updated });
    return { updated };
  }
};

/** A stored form as `forms-data/single` answers it, and a 412 carries it. */
const storedAnswer = (form: ProposalForm) => ({
  form_json: form.formJson,
  chk_sended: form.sent ? 1 : 0,
  updated: form.updated,
});

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

function tokenOf(request: FastifyRequest): ProposalToken {
  if (!request.proposalToken) throw new Error('A proposal route ran without a token.');
  return request.proposalToken;
}
