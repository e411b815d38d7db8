import type { HttpClient } from '@/infrastructure/http/http-client';
import type { HttpRequest } from '@/infrastructure/http/http-request';
import { describe, expect, it } from 'vitest';
import { NewerProposalSaved, ProposalGateway } from '@/application/proposals/proposal-gateway';
import { SessionStore } from '@/application/session/session-store';
import { ProposalHttp } from '@/infrastructure/proposals/proposal-connection';
import { aSession } from '../support/builders';
import { containerAt } from '../support/container-at';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { viewerFor } from '../support/demo-proposals';
import { useRecordingServer, type CannedReply, type RecordedRequest } from '../support/recording-server';

const MEMBER = viewerFor(DEMO_ACCOUNTS.member);
const ORGANIZER = viewerFor(DEMO_ACCOUNTS.organizer);
const RECORD = {
  userId: 7,
  userName: 'marta.kowalska',
  eventId: '2027',
  kind: 'paper',
  formJson: '{"title":"T"}',
  base: null,
} as const;
const STORED = { form_json: '{"title":"T"}', chk_sended: 0, updated: '2027-01-05T10:00:00.000Z' };

/** A proposal system that numbers its tokens (tok-1, tok-2, …) and answers other calls as `answer` says. */
function proposalSystem(answer: (request: RecordedRequest) => CannedReply = () => ({ body: STORED })) {
  let tokens = 0;
  return (request: RecordedRequest): CannedReply =>
    request.url === '/proposals/login' ? { body: JSON.stringify(`tok-${++tokens}`) } : answer(request);
}

/** What HttpProposalGateway sends, and how it reads what the proposal system answers. */
describe('HttpProposalGateway wire details', () => {
  const server = useRecordingServer();
  const tab = () => containerAt(server.origin);
  const loggedIn = async (viewer = MEMBER) => {
    const container = tab();
    const proposals = container.get(ProposalGateway);
    await proposals.login(viewer);
    return { container, proposals };
  };
  const calls = () =>
    server.requests.map((request) => `${request.method} ${request.url} ${request.headers.authorization}`);

  it.each([
    ['a member', MEMBER, 6],
    ['an organizer', ORGANIZER, 5],
  ] as const)(
    'logs %s in with user_id, a random number, seconds, the timestamp and o = %i, without a token',
    async (_, viewer, o) => {
      server.reply = proposalSystem();
      const before = Date.now();
      await loggedIn(viewer);
      const request = server.lastRequest();
      expect(request).toMatchObject({ method: 'POST', url: '/proposals/login' });
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(request.body);
      expect(Object.keys(body)).toEqual(['user_id', 'r', 'k', 't', 'o']);
      expect(body).toMatchObject({ user_id: viewer.userId, o });
      expect(Number.isInteger(body.r)).toBe(true);
      expect(body.t).toBeGreaterThanOrEqual(before);
      expect(body.t).toBeLessThanOrEqual(Date.now());
      expect(body.k).toBe(Math.floor(body.t / 1000));
    },
  );

  it('asks for credentials (the content-session cookie) on the login only', async () => {
    server.reply = proposalSystem();
    const container = tab();
    const seen: HttpRequest[] = [];
    const http = container.get<HttpClient>(ProposalHttp);
    const send = http.transport;
    http.transport = (request) => (seen.push(request), send(request));
    const proposals = container.get(ProposalGateway);
    await proposals.login(MEMBER);
    await proposals.load(7, '2027', 'paper');
    expect(seen.map((request) => [request.url, request.withCredentials ?? false])).toEqual([
      ['login', true],
      ['forms-data/single/7/2027/paper', false],
    ]);
  });

  it('sends the token with every call, on the contract’s paths and with its bodies', async () => {
    server.reply = proposalSystem((request) => ({
      body: request.url.startsWith('/proposals/count')
        ? { count: '3' }
        : { ...STORED, updated: STORED.updated },
    }));
    const { proposals } = await loggedIn();
    await proposals.load(7, '2027', 'paper');
    await proposals.save(RECORD);
    await proposals.send({ ...RECORD, base: STORED.updated, userEmail: DEMO_ACCOUNTS.member.user.mail });
    expect(await proposals.count('2027', 'workshop')).toBe(3);
    expect(calls().slice(1)).toEqual([
      'GET /proposals/forms-data/single/7/2027/paper Bearer tok-1',
      'PUT /proposals/forms-data/update Bearer tok-1',
      'PUT /proposals/forms-data/send Bearer tok-1',
      'GET /proposals/count/2027/workshop Bearer tok-1',
    ]);
    const [, , save, send] = server.requests.map((request) => request.body && JSON.parse(request.body));
    const record = {
      user_id: 7,
      user_name: 'marta.kowalska',
      event_id: '2027',
      type: 'paper',
      form_json: '{"title":"T"}',
    };
    expect(save).toEqual({ ...record, sent: 0, base_updated: null });
    expect(send).toEqual({
      ...record,
      sent: 1,
      base_updated: STORED.updated,
      user_email: DEMO_ACCOUNTS.member.user.mail,
    });
  });

  const NEWER = { form_json: '{"title":"Newer"}', chk_sended: '0', updated: '2027-01-05T11:30:00+01:00' };
  /** How a save or a send of RECORD failed. */
  const failureOf = (proposals: ProposalGateway, call: 'save' | 'send') =>
    (call === 'save'
      ? proposals.save(RECORD)
      : proposals.send({ ...RECORD, userEmail: DEMO_ACCOUNTS.member.user.mail })
    ).catch((failure: unknown) => failure);

  it.each(['save', 'send'] as const)(
    'fails a %s answered 412 with NewerProposalSaved, carrying the newer version as a load reads it',
    async (call) => {
      server.reply = proposalSystem(() => ({ status: 412, body: { message: 'Newer', ...NEWER } }));
      const { proposals } = await loggedIn();
      const error = await failureOf(proposals, call);
      expect(error).toBeInstanceOf(NewerProposalSaved);
      expect(error).toMatchObject({
        status: 412,
        newer: { formJson: '{"title":"Newer"}', sent: false, updated: '2027-01-05T10:30:00.000Z' },
      });
    },
  );

  it.each(['save', 'send'] as const)(
    'fails a %s answered 412 without the newer version as an unexpected answer (412)',
    async (call) => {
      server.reply = proposalSystem(() => ({ status: 412, body: { message: 'Precondition Failed' } }));
      const { proposals } = await loggedIn();
      const error = await failureOf(proposals, call);
      expect(error).not.toBeInstanceOf(NewerProposalSaved);
      expect(error).toMatchObject({ system: 'proposals', reason: 'unexpected-answer', status: 412 });
    },
  );

  it('renews an expired token on a 401 and reads the 412 of the retry', async () => {
    server.reply = proposalSystem((request) =>
      request.headers.authorization === 'Bearer tok-2' ? { status: 412, body: NEWER } : { status: 401 },
    );
    const { proposals } = await loggedIn();
    await expect(proposals.save(RECORD)).rejects.toBeInstanceOf(NewerProposalSaved);
    expect(calls()).toHaveLength(4);
  });

  it('encodes the event id in paths, and never calls for a user id below 1 or a blank event', async () => {
    server.reply = proposalSystem();
    const { proposals } = await loggedIn();
    await proposals.load(7, 'a/b c', 'panel');
    expect(server.lastRequest().url).toBe('/proposals/forms-data/single/7/a%2Fb%20c/panel');
    const before = server.requests.length;
    await expect(proposals.load(0, '2027', 'paper')).rejects.toBeInstanceOf(RangeError);
    await expect(proposals.load(7, ' ', 'paper')).rejects.toBeInstanceOf(RangeError);
    await expect(proposals.count('', 'paper')).rejects.toBeInstanceOf(RangeError);
    await expect(proposals.login({ ...MEMBER, userId: 0 })).rejects.toBeInstanceOf(RangeError);
    expect(server.requests).toHaveLength(before);
  });

  it.each([
    ['a 404 as no form yet', { status: 404, body: { message: 'none' } }, null],
    ['chk_sended "1" as sent', { body: { ...STORED, chk_sended: '1' } }, { sent: true }],
    [
      'another notation of the time as ISO',
      { body: { ...STORED, updated: '2027-01-05T11:00:00+01:00' } },
      { updated: STORED.updated },
    ],
    [
      'a form_json object as its text',
      { body: { ...STORED, form_json: { title: 'T' } } },
      { formJson: '{"title":"T"}' },
    ],
  ] as const)('reads %s', async (_, reply, expected) => {
    server.reply = proposalSystem(() => reply);
    const { proposals } = await loggedIn();
    const stored = await proposals.load(7, '2027', 'paper');
    if (expected === null) expect(stored).toBeNull();
    else expect(stored).toMatchObject(expected);
  });

  it.each([
    ['a stored form without its time', { body: { form_json: '{}', chk_sended: 0 } }],
    ['a time that is no time', { body: { ...STORED, updated: 'yesterday' } }],
  ])('fails on %s as an unexpected answer', async (_, reply) => {
    server.reply = proposalSystem(() => reply);
    const { proposals } = await loggedIn();
    await expect(proposals.load(7, '2027', 'paper')).rejects.toMatchObject({ reason: 'unexpected-answer' });
  });

  it('asks for one token per viewer (a second login, at once or later, reuses it); Logout ends every token it got', async () => {
    server.reply = proposalSystem((request) =>
      request.url === '/proposals/logout' ? { body: {} } : { body: STORED },
    );
    const proposals = tab().get(ProposalGateway);
    await Promise.all([proposals.login(MEMBER), proposals.login(MEMBER)]);
    await proposals.login(MEMBER);
    await proposals.load(7, '2027', 'paper');
    await proposals.login(ORGANIZER);
    await proposals.logout();
    expect(calls()).toEqual([
      'POST /proposals/login undefined',
      'GET /proposals/forms-data/single/7/2027/paper Bearer tok-1',
      'POST /proposals/login undefined',
      // Ended at once, each on its own.
      expect.stringMatching(/^GET \/proposals\/logout Bearer tok-[12]$/),
      expect.stringMatching(/^GET \/proposals\/logout Bearer tok-[12]$/),
    ]);
    expect(new Set(calls().slice(3))).toEqual(
      new Set(['GET /proposals/logout Bearer tok-1', 'GET /proposals/logout Bearer tok-2']),
    );
  });

  it('fails a login whose answer is no token as an unexpected answer, and holds none', async () => {
    server.reply = { body: { token: 'x' } };
    const proposals = tab().get(ProposalGateway);
    await expect(proposals.login(MEMBER)).rejects.toMatchObject({
      system: 'proposals',
      reason: 'unexpected-answer',
    });
  });

  it('after a 401 logs in again once, as the same viewer, and retries the call once with the new token', async () => {
    server.reply = proposalSystem((request) =>
      request.headers.authorization === 'Bearer tok-2'
        ? { body: { updated: STORED.updated } }
        : { status: 401 },
    );
    const { proposals } = await loggedIn(ORGANIZER);
    await expect(proposals.save(RECORD)).resolves.toEqual({ updated: STORED.updated });
    expect(calls()).toEqual([
      'POST /proposals/login undefined',
      'PUT /proposals/forms-data/update Bearer tok-1',
      'POST /proposals/login undefined',
      'PUT /proposals/forms-data/update Bearer tok-2',
    ]);
    expect(JSON.parse(server.requests[2]?.body ?? '{}')).toMatchObject({ user_id: 5, o: 5 });
    expect(server.requests[3]?.body).toBe(server.requests[1]?.body);
  });

  it('fails for good with 401 when the retry is refused too', async () => {
    server.reply = proposalSystem(() => ({ status: 401 }));
    const { proposals } = await loggedIn();
    await expect(proposals.save(RECORD)).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(4);
  });

  it('fails the call as 401 (log in again) when the renewal is refused: the content session has ended', async () => {
    let logins = 0;
    server.reply = (request) => {
      if (request.url !== '/proposals/login') return { status: 401 };
      logins += 1;
      return logins === 1 ? { body: '"tok-1"' } : { status: 403, body: { message: 'no session' } };
    };
    const { proposals } = await loggedIn();
    await expect(proposals.save(RECORD)).rejects.toMatchObject({
      system: 'proposals',
      status: 401,
      serverMessage: 'no session',
    });
    await proposals.load(7, '2027', 'paper').catch(() => undefined);
    expect(server.lastRequest().headers.authorization).toBeUndefined();
  });

  it('logs out with the token it ends, then holds none; an expired token counts as logged out', async () => {
    server.reply = proposalSystem((request) =>
      request.url === '/proposals/logout' ? { status: 401 } : { body: STORED },
    );
    const { proposals } = await loggedIn();
    await proposals.logout();
    await proposals.logout();
    await proposals.load(7, '2027', 'paper');
    expect(calls()).toEqual([
      'POST /proposals/login undefined',
      'GET /proposals/logout Bearer tok-1',
      'GET /proposals/forms-data/single/7/2027/paper undefined',
    ]);
  });

  it('forgets the token when the portal session ends', async () => {
    server.reply = proposalSystem();
    const { container, proposals } = await loggedIn();
    const sessions = container.get(SessionStore);
    sessions.update({ session: aSession() });
    sessions.reset();
    await proposals.load(7, '2027', 'paper');
    expect(server.lastRequest().headers.authorization).toBeUndefined();
  });
});
