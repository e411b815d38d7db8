import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_EVENT_ID, viewerFor } from '../support/demo-proposals';
import { demoWorld } from '../support/demo-world';
import { InMemoryProposalGateway } from '@/infrastructure/fakes/in-memory-proposal-gateway';

const { member, organizer } = DEMO_ACCOUNTS;
const record = {
  userId: 7,
  userName: 'marta.kowalska',
  // The seeded call's event: the fake, as the proposal system, takes forms of the open event only.
  eventId: DEMO_EVENT_ID,
  kind: 'paper',
  formJson: '{}',
  base: null,
} as const;

/** The fake's test controls, beyond the contract it shares with the real adapter. */
describe('InMemoryProposalGateway controls', () => {
  const loggedIn = async () => {
    const world = demoWorld();
    await world.accounts.logIn(member.user.mail, member.password);
    await world.proposals.login(viewerFor(member));
    return world.proposals;
  };

  it('holds saves and sends in flight until released, in order', async () => {
    const proposals = await loggedIn();
    proposals.held.hold();
    const done: string[] = [];
    // A panel: a send of the paper saved just before would need that save's answer as its base.
    const save = proposals.save({ ...record, kind: 'panel' }).then(() => done.push('save'));
    const send = proposals.send({ ...record, userEmail: member.user.mail }).then(() => done.push('send'));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(done).toEqual([]);
    expect(proposals.stored(7, DEMO_EVENT_ID, 'paper')).toBeUndefined();
    proposals.held.release();
    await Promise.all([save, send]);
    expect(done).toEqual(['save', 'send']);
    expect(proposals.stored(7, DEMO_EVENT_ID, 'paper')).toMatchObject({
      sent: true,
      userEmail: member.user.mail,
    });
  });

  it('fails every call during an outage as an unreachable system, and works again after it', async () => {
    const proposals = await loggedIn();
    proposals.outage.start();
    await expect(proposals.load(7, DEMO_EVENT_ID, 'paper')).rejects.toMatchObject({
      system: 'proposals',
      reason: 'network',
    });
    await expect(proposals.save(record)).rejects.toMatchObject({ reason: 'network' });
    proposals.outage.end();
    await expect(proposals.load(7, DEMO_EVENT_ID, 'paper')).resolves.toBeNull();
  });

  it('records each login with its o, a renewal included, and every save and send, refused ones too', async () => {
    const world = demoWorld();
    await world.accounts.logIn(organizer.user.mail, organizer.password);
    await world.proposals.login(viewerFor(organizer));
    world.proposals.expireToken();
    await world.proposals.save({ ...record, userId: 5 });
    await world.proposals.save(record).catch(() => undefined);
    expect(world.proposals.logins).toEqual([
      { userId: 5, code: 5 },
      { userId: 5, code: 5 },
    ]);
    expect(world.proposals.calls.map(({ call, record: { userId } }) => [call, userId])).toEqual([
      ['save', 5],
      ['save', 7],
    ]);
  });

  it('gives each version a later time than the last, by 1 ms where its clock stands still or stepped back a little', async () => {
    let now = new Date('2027-01-05T10:00:00.000Z');
    const proposals = new InMemoryProposalGateway({ currentUid: () => member.user.uid, clock: () => now });
    await proposals.login(viewerFor(member));
    const times: string[] = [];
    for (const clock of ['10:00:00.000', '10:00:00.000', '09:59:30.000', '09:00:00.000']) {
      now = new Date(`2027-01-05T${clock}Z`);
      times.push((await proposals.save({ ...record, base: times.at(-1) ?? null })).updated);
    }
    expect(times).toEqual([
      '2027-01-05T10:00:00.000Z',
      '2027-01-05T10:00:00.001Z',
      '2027-01-05T10:00:00.002Z',
      // A record dated an hour ahead of the clock is not followed into the future.
      '2027-01-05T09:00:00.000Z',
    ]);
  });

  it('starts with the sandbox’s seeded proposals: counts of panel 1, paper 1, workshop 0', async () => {
    const world = demoWorld();
    await world.accounts.logIn(organizer.user.mail, organizer.password);
    await world.proposals.login(viewerFor(organizer));
    const counts = await Promise.all(
      (['panel', 'paper', 'workshop'] as const).map((kind) => world.proposals.count(DEMO_EVENT_ID, kind)),
    );
    expect(counts).toEqual([1, 1, 0]);
  });
});
