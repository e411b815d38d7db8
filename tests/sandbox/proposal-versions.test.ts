import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { PROPOSAL_REFUSALS } from '../../sandbox/proposals/proposal-routes';
import { record, sandboxWithAuthors, tokenFor, withToken } from './proposal-requests';

const MEMBER = 7;
const MAIL = demoAccount('member').mail;

/** Saves and sends carry `base_updated`, the version they were written from (docs/wire-proposals.md, Versions). */
describe('the proposal system: versions', () => {
  const world = sandboxWithAuthors();
  const app = () => world.sandbox.app;
  let events = 0;
  afterEach(() => vi.useRealTimers());

  /** A call open for an event of the test's own, and a member's token for it. */
  async function openEvent() {
    const eventId = `versions-${++events}`;
    await world.sandbox.control('open-call', { event_id: eventId });
    const token = await tokenFor(app(), world.member);
    const put = (url: 'update' | 'send', fields: object) =>
      withToken(app(), token, 'PUT', `forms-data/${url}`, record(MEMBER, { event_id: eventId, ...fields }));
    const save = async (title: string, base: string | null) => {
      const answer = await put('update', { form_json: `{"title":"${title}"}`, base_updated: base });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ updated: string }>().updated;
    };
    const stored = async () =>
      (await withToken(app(), token, 'GET', `forms-data/single/7/${eventId}/paper`)).json();
    return { put, save, stored };
  }

  it('refuses a save from an older version with 412 and the newer record, and stores nothing', async () => {
    const { put, save, stored } = await openEvent();
    const first = await save('First', null);
    const second = await save('Second', first);
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
    const stale = await put('update', { form_json: '{"title":"Stale"}', base_updated: first });
    const newer = { form_json: '{"title":"Second"}', chk_sended: 0, updated: second };
    expect([stale.statusCode, stale.json()]).toEqual([
      412,
      { message: PROPOSAL_REFUSALS.newerSaved, ...newer },
    ]);
    expect(await stored()).toEqual(newer);
  });

  it('refuses a send from an older version the same way, and a save from no version once one is stored', async () => {
    const { put, save, stored } = await openEvent();
    const first = await save('First', null);
    const second = await save('Second', first);
    const send = await put('send', { base_updated: first, user_email: MAIL });
    expect([send.statusCode, send.json()]).toMatchObject([412, { updated: second, chk_sended: 0 }]);
    const blind = await put('update', { form_json: '{"title":"Blind"}', base_updated: null });
    expect([blind.statusCode, blind.json()]).toMatchObject([412, { form_json: '{"title":"Second"}' }]);
    expect(await stored()).toMatchObject({ form_json: '{"title":"Second"}', chk_sended: 0 });
  });

  it('compares the times as instants: the version in another notation is the same version', async () => {
    const { save } = await openEvent();
    const first = await save('First', null);
    // The same instant as Berlin's winter time writes it.
    const base = new Date(Date.parse(first) + 3_600_000).toISOString().replace('Z', '+01:00');
    expect(Date.parse(base)).toBe(Date.parse(first));
    await save('Second', base);
  });

  it('takes a base where nothing is stored: there is nothing newer to lose', async () => {
    const { save } = await openEvent();
    await save('First', '2027-01-05T10:00:00.000Z');
  });

  it('takes a body without base_updated unchecked, as a tab of an older build sends it', async () => {
    const { put, save, stored } = await openEvent();
    const first = await save('First', null);
    await save('Second', first);
    const older = await put('update', { form_json: '{"title":"Older build"}' });
    expect(older.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ form_json: '{"title":"Older build"}' });
  });

  it.each([
    ['text that is no time', 'yesterday'],
    ['an empty text', ''],
    ['a number', 1799316000123],
    ['an object', { updated: '2027-01-05T10:00:00.000Z' }],
  ])('refuses a base_updated that is %s with 400, naming the field', async (_, base) => {
    const { put } = await openEvent();
    const answer = await put('update', { base_updated: base });
    expect([answer.statusCode, answer.json().message]).toEqual([
      400,
      expect.stringContaining('base_updated'),
    ]);
  });

  it('answers 409, not 412, once the kind was sent, whatever the base', async () => {
    const { put, save } = await openEvent();
    const first = await save('First', null);
    const sent = await put('send', { base_updated: first, user_email: MAIL });
    expect(sent.statusCode).toBe(200);
    for (const base of [first, null]) {
      const answer = await put('update', { base_updated: base });
      expect([answer.statusCode, answer.json()]).toEqual([409, { message: PROPOSAL_REFUSALS.alreadySent }]);
    }
  });

  it('gives two saves in the same millisecond distinct, increasing times', async () => {
    const { save } = await openEvent();
    // A clock that stands still (set before the token's expiry, so the token still counts).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-01-05T10:00:00.000Z') });
    const first = await save('First', null);
    const second = await save('Second', first);
    const third = await save('Third', second);
    expect([first, second, third]).toEqual([
      '2025-01-05T10:00:00.000Z',
      '2025-01-05T10:00:00.001Z',
      '2025-01-05T10:00:00.002Z',
    ]);
  });
});
