import { describe, expect, it } from 'vitest';
import { NewerProposalSaved, ProposalGateway } from '@/application/proposals/proposal-gateway';
import { containerAt } from '../support/container-at';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { viewerFor } from '../support/demo-proposals';
import { useRecordingServer, type CannedReply, type RecordedRequest } from '../support/recording-server';

const STORED_AT = '2027-01-05T10:00:00.000Z';
const RECORD = {
  userId: 7,
  userName: 'marta.kowalska',
  eventId: '2027',
  kind: 'paper',
  formJson: '{"title":"Mine"}',
  base: STORED_AT,
} as const;
const SUBMISSION = { ...RECORD, userEmail: DEMO_ACCOUNTS.member.user.mail };
const NEWER = { formJson: '{"title":"Newer"}', sent: false, updated: '2027-01-05T10:05:00.000Z' };

/**
 * `proposalsCheckVersions: false`: a proposal system that takes any save (this recording server), so the adapter
 * reads the stored form before each save and send and refuses an older version itself.
 */
describe('the proposal adapter for a system without the version check', () => {
  const server = useRecordingServer();
  /** The system holds `stored` (404: none) and takes every write. */
  const holding = (stored: CannedReply) => (request: RecordedRequest) => {
    if (request.url === '/proposals/login') return { body: '"tok-1"' };
    if (request.method === 'GET') return stored;
    return { body: { updated: '2027-01-05T10:10:00.000Z' } };
  };
  const stored = (form: { formJson: string; sent: boolean; updated: string }) => ({
    body: { form_json: form.formJson, chk_sended: form.sent ? 1 : 0, updated: form.updated },
  });
  const gateway = async (proposalsCheckVersions: boolean) => {
    const proposals = containerAt(server.origin, { proposalsCheckVersions }).get(ProposalGateway);
    await proposals.login(viewerFor(DEMO_ACCOUNTS.member));
    return proposals;
  };
  const calls = () => server.requests.slice(1).map(({ method, url }) => `${method} ${url}`);

  it.each([
    ['save', (proposals: ProposalGateway) => proposals.save(RECORD)],
    ['send', (proposals: ProposalGateway) => proposals.send(SUBMISSION)],
  ])('refuses a %s from an older version with NewerProposalSaved, and writes nothing', async (_, write) => {
    server.reply = holding(stored(NEWER));
    const error = await write(await gateway(false)).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(NewerProposalSaved);
    expect(error).toMatchObject({ newer: NEWER });
    expect(calls()).toEqual(['GET /proposals/forms-data/single/7/2027/paper']);
  });

  it('refuses a save from no version once one is stored', async () => {
    server.reply = holding(stored(NEWER));
    const proposals = await gateway(false);
    await expect(proposals.save({ ...RECORD, base: null })).rejects.toBeInstanceOf(NewerProposalSaved);
  });

  it.each([
    ['from the version stored, in another notation', stored({ ...NEWER, updated: STORED_AT }), RECORD.base],
    ['from no version where none is stored', { status: 404, body: { message: 'none' } }, null],
    ['of a sent kind, which the system answers itself', stored({ ...NEWER, sent: true }), RECORD.base],
  ] as const)('writes a save %s after reading', async (_, form, base) => {
    server.reply = holding(form);
    const proposals = await gateway(false);
    const notation = base && new Date(Date.parse(base) + 3_600_000).toISOString().replace('Z', '+01:00');
    await proposals.save({ ...RECORD, base: notation });
    expect(calls()).toEqual([
      'GET /proposals/forms-data/single/7/2027/paper',
      'PUT /proposals/forms-data/update',
    ]);
  });

  it('reads nothing first where the system checks versions itself (the default)', async () => {
    server.reply = holding(stored(NEWER));
    await (await gateway(true)).send(SUBMISSION);
    expect(calls()).toEqual(['PUT /proposals/forms-data/send']);
  });
});
