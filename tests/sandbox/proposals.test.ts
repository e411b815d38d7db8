import { describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { PROPOSAL_REFUSALS } from '../../sandbox/proposals/proposal-routes';
import {
  loginBody,
  proposalLogin,
  record,
  sandboxWithAuthors,
  tokenFor,
  withToken,
} from './proposal-requests';
import { logInAs } from './sandbox-harness';

const MEMBER = 7;
const ORGANIZER = 5;

describe('the proposal system: login', () => {
  const world = sandboxWithAuthors();

  it('issues a token as a JSON string to the content session of that same user', async () => {
    const response = await proposalLogin(world.sandbox.app, loginBody(MEMBER), world.member.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(expect.stringMatching(/^\S{20,}$/));
  });

  it.each([
    ['no content session', undefined],
    ['the content session of another user', 'organizer'],
  ] as const)('refuses a login with %s (403)', async (_, who) => {
    const cookies = who && world[who].cookies;
    const response = await proposalLogin(world.sandbox.app, loginBody(MEMBER), cookies);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PROPOSAL_REFUSALS.noContentSession });
  });

  it.each([5, 6] as const)(
    'refuses a login with o = %i to a user who is not a member of the association (403)',
    async (o) => {
      const guest = await logInAs(world.sandbox.app, 'guest');
      const response = await proposalLogin(world.sandbox.app, loginBody(guest.uid, o), guest.cookies);
      expect([response.statusCode, response.json()]).toEqual([403, { message: PROPOSAL_REFUSALS.notMember }]);
    },
  );

  it('lets organizers log in with o = 5, and refuses it to others', async () => {
    const app = world.sandbox.app;
    expect((await proposalLogin(app, loginBody(ORGANIZER, 5), world.organizer.cookies)).statusCode).toBe(200);
    expect((await proposalLogin(app, loginBody(ORGANIZER, 6), world.organizer.cookies)).statusCode).toBe(200);
    const member = await proposalLogin(app, loginBody(MEMBER, 5), world.member.cookies);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: PROPOSAL_REFUSALS.notOrganizer });
  });

  it.each([
    ['no body', undefined],
    ['a user id of 0', loginBody(0)],
    ['a user id that is no number', loginBody('7a')],
    ['o = 4', loginBody(MEMBER, 4)],
    ['no timestamp', { ...loginBody(MEMBER), t: undefined }],
    ['a random number that is text', { ...loginBody(MEMBER), r: 'x' }],
  ])('refuses %s with 400 and says why', async (_, body) => {
    const response = await proposalLogin(world.sandbox.app, body ?? {}, world.member.cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/must be|required/);
  });

  it('reads numbers sent as strings, as PHP clients send them', async () => {
    const response = await proposalLogin(world.sandbox.app, loginBody('7', '6'), world.member.cookies);
    expect(response.statusCode).toBe(200);
  });
});

describe('the proposal system: bearer tokens', () => {
  const world = sandboxWithAuthors();
  const count = (token: string | null) => withToken(world.sandbox.app, token, 'GET', 'count/2027/paper');

  it.each([
    ['no token', null],
    ['an unknown token', 'forged'],
  ])('answers 401 to a call with %s', async (_, token) => {
    const response = await count(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: PROPOSAL_REFUSALS.noToken });
  });

  it('ends a token on logout (204, and again 204), and a test can expire one user’s tokens', async () => {
    const app = world.sandbox.app;
    const ended = await tokenFor(app, world.organizer, 5);
    const expired = await tokenFor(app, world.organizer, 5);
    const member = await tokenFor(app, world.member);
    for (let twice = 0; twice < 2; twice += 1)
      expect((await withToken(app, ended, 'GET', 'logout')).statusCode).toBe(204);
    expect((await count(ended)).statusCode).toBe(401);
    expect((await count(expired)).statusCode).toBe(200);
    const control = await world.sandbox.control('expire-proposal-tokens', {
      mail: demoAccount('organizer').mail,
    });
    expect(control.statusCode).toBe(204);
    expect((await count(expired)).statusCode).toBe(401);
    expect((await withToken(app, member, 'GET', 'forms-data/single/7/2027/paper')).statusCode).toBe(404);
    expect((await withToken(app, null, 'GET', 'logout')).statusCode).toBe(204);
  });
});

describe('the proposal system: forms', () => {
  const world = sandboxWithAuthors();
  const app = () => world.sandbox.app;
  const member = () => tokenFor(app(), world.member);
  const openCall = (eventId: string) => world.sandbox.control('open-call', { event_id: eventId });

  it('has no form before the first save (404), then the saved one with its time', async () => {
    await openCall('2030');
    const token = await member();
    expect((await withToken(app(), token, 'GET', 'forms-data/single/7/2030/paper')).statusCode).toBe(404);
    const saved = await withToken(app(), token, 'PUT', 'forms-data/update', record(MEMBER));
    expect(saved.statusCode).toBe(200);
    const { updated } = saved.json<{ updated: string }>();
    expect(new Date(updated).toISOString()).toBe(updated);
    const read = await withToken(app(), token, 'GET', 'forms-data/single/7/2030/paper');
    expect(read.json()).toEqual({ form_json: record(MEMBER).form_json, chk_sended: 0, updated });
  });

  it('keeps each type and each event apart', async () => {
    await openCall('2031');
    const token = await member();
    await withToken(
      app(),
      token,
      'PUT',
      'forms-data/update',
      record(MEMBER, { event_id: '2031', type: 'panel' }),
    );
    expect((await withToken(app(), token, 'GET', 'forms-data/single/7/2031/paper')).statusCode).toBe(404);
    expect((await withToken(app(), token, 'GET', 'forms-data/single/7/2032/panel')).statusCode).toBe(404);
    expect((await withToken(app(), token, 'GET', 'forms-data/single/7/2031/panel')).statusCode).toBe(200);
  });

  it('sends once with an e-mail address, then refuses every save and send with 409, keeping what was sent', async () => {
    await openCall('2033');
    const token = await member();
    const sent = record(MEMBER, {
      event_id: '2033',
      form_json: '{"title":"Sent"}',
      user_email: demoAccount('member').mail,
    });
    expect((await withToken(app(), token, 'PUT', 'forms-data/send', sent)).statusCode).toBe(200);
    for (const [url, body] of [
      ['forms-data/update', record(MEMBER, { event_id: '2033' })],
      ['forms-data/send', { ...sent, form_json: '{"title":"Again"}' }],
    ] as const) {
      const refused = await withToken(app(), token, 'PUT', url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: PROPOSAL_REFUSALS.alreadySent });
    }
    const read = await withToken(app(), token, 'GET', 'forms-data/single/7/2033/paper');
    expect(read.json()).toMatchObject({ form_json: '{"title":"Sent"}', chk_sended: 1 });
  });

  it.each([
    ['another user’s form', 'GET', 'forms-data/single/5/2027/paper', undefined],
    ['a save for another user', 'PUT', 'forms-data/update', record(ORGANIZER)],
    ['a send for another user', 'PUT', 'forms-data/send', record(ORGANIZER, { user_email: 'a@b.org' })],
  ] as const)('refuses %s with 403', async (_, method, url, body) => {
    const response = await withToken(app(), await member(), method, url, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PROPOSAL_REFUSALS.otherUser });
  });

  it.each([
    ['a send without an e-mail address', 'forms-data/send', record(MEMBER)],
    ['an unknown type', 'forms-data/update', record(MEMBER, { type: 'poster' })],
    ['form_json that is no text', 'forms-data/update', record(MEMBER, { form_json: { title: 'x' } })],
    ['no event', 'forms-data/update', record(MEMBER, { event_id: ' ' })],
  ])('refuses %s with 400', async (_, url, body) => {
    expect((await withToken(app(), await member(), 'PUT', url, body)).statusCode).toBe(400);
  });

  it('answers 404 for a type or user id it does not know', async () => {
    const token = await member();
    for (const path of ['7/2027/poster', '07/2027/paper', 'x/2027/paper'])
      expect((await withToken(app(), token, 'GET', `forms-data/single/${path}`)).statusCode).toBe(404);
  });
});

describe('the proposal system: the open call only', () => {
  const world = sandboxWithAuthors();
  const app = () => world.sandbox.app;
  const mail = demoAccount('member').mail;
  const put = async (url: string, body: object) =>
    withToken(app(), await tokenFor(app(), world.member), 'PUT', url, body);

  it.each([' 2027', '02027', '2027 ', '2027.0', '+2027', '2026'])(
    'refuses a save and a send for %j, which is not the open event’s id, with 403 and stores nothing',
    async (eventId) => {
      for (const [url, body] of [
        ['forms-data/update', record(MEMBER, { event_id: eventId })],
        ['forms-data/send', record(MEMBER, { event_id: eventId, user_email: mail })],
      ] as const) {
        const response = await put(url, body);
        expect([response.statusCode, response.json()]).toEqual([403, { message: PROPOSAL_REFUSALS.notOpen }]);
      }
      const path = `forms-data/single/7/${encodeURIComponent(eventId)}/paper`;
      const read = await withToken(app(), await tokenFor(app(), world.member), 'GET', path);
      expect(read.statusCode).toBe(404);
    },
  );

  it('keeps a kind sent for the open event locked: no other spelling of its id opens a second form', async () => {
    const sent = record(MEMBER, { event_id: '2027', type: 'panel', user_email: mail });
    expect((await put('forms-data/send', sent)).statusCode).toBe(200);
    for (const eventId of ['2027', ' 2027', '02027'])
      expect((await put('forms-data/send', { ...sent, event_id: eventId })).statusCode).not.toBe(200);
  });

  it('refuses saves and sends once the call is closed, and takes them again when it opens', async () => {
    await world.sandbox.control('open-call', { event_id: '2027', open: false });
    const draft = record(MEMBER, { event_id: '2027', type: 'workshop' });
    const closed = await put('forms-data/update', draft);
    expect([closed.statusCode, closed.json()]).toEqual([403, { message: PROPOSAL_REFUSALS.notOpen }]);
    expect((await put('forms-data/send', { ...draft, user_email: mail })).statusCode).toBe(403);
    await world.sandbox.control('open-call', { event_id: '2027' });
    expect((await put('forms-data/update', draft)).statusCode).toBe(200);
  });
});

describe('the proposal system: counts', () => {
  const world = sandboxWithAuthors();

  it('counts the sent forms of each type for organizers: the seeded panel and paper, then one more', async () => {
    const app = world.sandbox.app;
    const organizer = await tokenFor(app, world.organizer, 5);
    const counts = async () =>
      Promise.all(
        ['panel', 'paper', 'workshop'].map(
          async (type) => (await withToken(app, organizer, 'GET', `count/2027/${type}`)).json().count,
        ),
      );
    expect(await counts()).toEqual([1, 1, 0]);
    const member = await tokenFor(app, world.member);
    const draft = record(MEMBER, { event_id: '2027', type: 'workshop' });
    await withToken(app, member, 'PUT', 'forms-data/update', draft);
    expect(await counts()).toEqual([1, 1, 0]);
    await withToken(app, member, 'PUT', 'forms-data/send', {
      ...draft,
      user_email: demoAccount('member').mail,
    });
    expect(await counts()).toEqual([1, 1, 1]);
  });

  it('refuses counts to a token issued with o = 6, even an organizer’s (403)', async () => {
    const app = world.sandbox.app;
    for (const token of [await tokenFor(app, world.member), await tokenFor(app, world.organizer, 6)]) {
      const response = await withToken(app, token, 'GET', 'count/2027/paper');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: PROPOSAL_REFUSALS.organizersOnly });
    }
  });
});
