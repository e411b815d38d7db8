import { beforeEach, describe, expect, it } from 'vitest';
import {
  isAlreadySent,
  NewerProposalSaved,
  type ProposalGateway,
  type ProposalRecord,
} from '@/application/proposals/proposal-gateway';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import { viewerFor } from '../support/demo-proposals';

export interface ProposalContractWorld {
  readonly proposals: ProposalGateway;
  /** Logs this browser in to Drupal: the proposal login proves that session. */
  logIn(account: DemoAccount): Promise<void>;
  /** Ends the account's Drupal session on the server side, as a timeout would. */
  endDrupalSession(account: DemoAccount): Promise<void>;
  /** Ends the account's proposal tokens now, as their expiry would. */
  expireTokens(account: DemoAccount): Promise<void>;
  /** The bearer token the gateway would send now (null: none), as a test reads it off the wire. */
  heldToken(): string | null;
  /** Whether the proposal system still accepts that token, asked with it directly, not through the gateway. */
  accepts(token: string): Promise<boolean>;
  /** Makes `eventId` the event of the call for proposals, open or closed, as an editor sets it in Drupal. */
  setCall(eventId: string, open: boolean): Promise<void>;
}

const { member, organizer, guest } = DEMO_ACCOUNTS;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

// Each test writes to an event of its own, whose call it opens, so the sandbox a suite shares starts empty for it.
let events = 0;
const newEvent = () => `contract-${Date.now()}-${++events}`;

/**
 * A record of `account`'s form written from the version `base`: null, as for a first save of that kind for that
 * event, unless a test saved it before (each test has an event of its own, so it alone decides).
 */
const recordOf = (
  account: DemoAccount,
  eventId: string,
  kind: ProposalKind = 'paper',
  title = 'Draft',
  base: string | null = null,
): ProposalRecord => ({
  userId: account.user.uid,
  userName: account.user.accountName,
  eventId,
  kind,
  formJson: JSON.stringify({ _version: 1, title }),
  base,
});

const submissionOf = (record: ProposalRecord, account: DemoAccount) => ({
  ...record,
  userEmail: account.user.mail,
});

const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: { status?: number }) => error.status,
  );

/** The proposal system's own words for a save or send of an event whose call is not open (docs/behaviour.md). */
const CALL_NOT_OPEN = 'The call for proposals of this event is not open.';

/** A refusal's status and the proposal system's words with it. */
const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => 'resolved',
    (error: { status?: number; serverMessage?: string | null }) => ({
      status: error.status,
      serverMessage: error.serverMessage,
    }),
  );

/** What every ProposalGateway does, stated once: run against the in-memory fake and the HTTP adapter. */
export function proposalGatewayContract(name: string, setup: () => Promise<ProposalContractWorld>): void {
  describe(`${name} (ProposalGateway contract)`, () => {
    let world: ProposalContractWorld;
    let proposals: ProposalGateway;
    let eventId: string;
    beforeEach(async () => {
      world = await setup();
      ({ proposals } = world);
      eventId = newEvent();
      await world.setCall(eventId, true);
    });
    const asMember = async () => {
      await world.logIn(member);
      await proposals.login(viewerFor(member));
    };

    it('answers 401 before any login', async () => {
      expect(await statusOf(proposals.load(member.user.uid, eventId, 'paper'))).toBe(401);
      expect(await statusOf(proposals.save(recordOf(member, eventId)))).toBe(401);
    });

    it('refuses a login without the content session of that same user (403), and holds no token after it', async () => {
      await world.logIn(member);
      expect(await statusOf(proposals.login(viewerFor(organizer)))).toBe(403);
      expect(await statusOf(proposals.load(organizer.user.uid, eventId, 'paper'))).toBe(401);
    });

    it('has nothing before the first save, then what was saved, as a draft with the time of the save', async () => {
      await asMember();
      expect(await proposals.load(member.user.uid, eventId, 'paper')).toBeNull();
      const record = recordOf(member, eventId, 'paper', 'Ünïcödé “quotes” & <b>');
      const { updated } = await proposals.save(record);
      expect(updated).toMatch(ISO);
      expect(await proposals.load(member.user.uid, eventId, 'paper')).toEqual({
        formJson: record.formJson,
        sent: false,
        updated,
      });
      const later = await proposals.save({ ...record, formJson: '{"title":"Later"}', base: updated });
      expect(Date.parse(later.updated)).toBeGreaterThan(Date.parse(updated));
      expect(await proposals.load(member.user.uid, eventId, 'paper')).toMatchObject({
        formJson: '{"title":"Later"}',
      });
    });

    it('keeps each kind and each event apart', async () => {
      await asMember();
      await proposals.save(recordOf(member, eventId, 'panel'));
      expect(await proposals.load(member.user.uid, eventId, 'paper')).toBeNull();
      expect(await proposals.load(member.user.uid, newEvent(), 'panel')).toBeNull();
      expect(await proposals.load(member.user.uid, eventId, 'panel')).not.toBeNull();
    });

    it('sends once; then the kind is sent, and saves and sends of it fail as already sent (409), others go on', async () => {
      await asMember();
      const record = recordOf(member, eventId, 'paper', 'Sent');
      await proposals.send(submissionOf(record, member));
      for (const call of [
        proposals.save({ ...record, formJson: '{"title":"After"}' }),
        proposals.send(submissionOf(record, member)),
      ]) {
        const error = await call.catch((failure: unknown) => failure);
        expect(isAlreadySent(error), String(error)).toBe(true);
      }
      expect(await proposals.load(member.user.uid, eventId, 'paper')).toMatchObject({
        formJson: record.formJson,
        sent: true,
        updated: expect.stringMatching(ISO),
      });
      await expect(proposals.save(recordOf(member, eventId, 'workshop'))).resolves.toBeDefined();
    });

    it('refuses a login of a user who is not a member of the association (403), and holds no token after it', async () => {
      await world.logIn(guest);
      expect(await statusOf(proposals.login(viewerFor(guest)))).toBe(403);
      expect(world.heldToken()).toBeNull();
    });

    it('refuses saves and sends for any event but the open one, another spelling of its id included (403, in its words)', async () => {
      await asMember();
      const submission = (id: string) => submissionOf(recordOf(member, id), member);
      // The page shows these words as they come (docs/behaviour.md, "A call that closes while the member types").
      const notOpen = { status: 403, serverMessage: CALL_NOT_OPEN };
      for (const other of [` ${eventId}`, `0${eventId}`, `${eventId} `, newEvent()]) {
        expect(await refusalOf(proposals.save(recordOf(member, other))), other).toEqual(notOpen);
        expect(await refusalOf(proposals.send(submission(other))), other).toEqual(notOpen);
      }
      await world.setCall(eventId, false);
      expect(await refusalOf(proposals.save(recordOf(member, eventId)))).toEqual(notOpen);
      expect(await refusalOf(proposals.send(submission(eventId)))).toEqual(notOpen);
      expect(await proposals.load(member.user.uid, eventId, 'paper')).toBeNull();
    });

    it('refuses another user’s form (403)', async () => {
      await asMember();
      expect(await statusOf(proposals.load(organizer.user.uid, eventId, 'paper'))).toBe(403);
      expect(await statusOf(proposals.save(recordOf(organizer, eventId)))).toBe(403);
    });

    it('logs in again once when the token has expired, and the save arrives', async () => {
      await asMember();
      await world.expireTokens(member);
      const record = recordOf(member, eventId, 'paper', 'After expiry');
      await proposals.save(record);
      expect(await proposals.load(member.user.uid, eventId, 'paper')).toMatchObject({
        formJson: record.formJson,
      });
    });

    it('fails with 401 when the token has expired and the content session has ended too', async () => {
      await asMember();
      await world.expireTokens(member);
      await world.endDrupalSession(member);
      expect(await statusOf(proposals.save(recordOf(member, eventId)))).toBe(401);
      expect(await statusOf(proposals.load(member.user.uid, eventId, 'paper'))).toBe(401);
    });

    it('logs out: later calls get 401, and a second logout does nothing', async () => {
      await asMember();
      await proposals.logout();
      await proposals.logout();
      expect(await statusOf(proposals.load(member.user.uid, eventId, 'paper'))).toBe(401);
    });

    it('after logout the proposal system refuses the old token', async () => {
      await asMember();
      const token = world.heldToken();
      if (token === null) throw new Error('The login left no token.');
      expect(await world.accepts(token)).toBe(true);
      await proposals.logout();
      expect(world.heldToken()).toBeNull();
      expect(await world.accepts(token)).toBe(false);
    });

    describe('versions: a save or send from an older version replaces nothing', () => {
      /** The member's paper saved twice: the first version, and the second, now stored. */
      const savedTwice = async () => {
        await asMember();
        const first = await proposals.save(recordOf(member, eventId, 'paper', 'First'));
        const second = await proposals.save(recordOf(member, eventId, 'paper', 'Second', first.updated));
        const stored = { formJson: recordOf(member, eventId, 'paper', 'Second').formJson, sent: false };
        return {
          first: first.updated,
          second: second.updated,
          stored: { ...stored, updated: second.updated },
        };
      };
      const refusal = (call: Promise<unknown>) =>
        call.then(
          () => 'resolved',
          (error: unknown) => error,
        );

      it('takes a save from the version stored, and answers a later time', async () => {
        const { first, second } = await savedTwice();
        expect(second).toMatch(ISO);
        expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
      });

      it('refuses a save from an older version with NewerProposalSaved, carrying the newer one, and stores nothing', async () => {
        const { first, stored } = await savedTwice();
        const error = await refusal(proposals.save(recordOf(member, eventId, 'paper', 'Stale', first)));
        expect(error).toBeInstanceOf(NewerProposalSaved);
        expect(error).toMatchObject({ status: 412, newer: stored });
        expect(await proposals.load(member.user.uid, eventId, 'paper')).toEqual(stored);
      });

      it('refuses a save from no version once one is stored', async () => {
        const { stored } = await savedTwice();
        const error = await refusal(proposals.save(recordOf(member, eventId, 'paper', 'Blind', null)));
        expect(error).toMatchObject({ status: 412, newer: stored });
        expect(await proposals.load(member.user.uid, eventId, 'paper')).toEqual(stored);
      });

      it('refuses a send from an older version the same way, and the kind stays a draft', async () => {
        const { first, stored } = await savedTwice();
        const stale = submissionOf(recordOf(member, eventId, 'paper', 'Stale', first), member);
        const error = await refusal(proposals.send(stale));
        expect(error).toBeInstanceOf(NewerProposalSaved);
        expect(error).toMatchObject({ newer: stored });
        expect(await proposals.load(member.user.uid, eventId, 'paper')).toEqual(stored);
      });

      it('answers a save or send after the send as already sent (409), even from an older version', async () => {
        const { first, second } = await savedTwice();
        await proposals.send(submissionOf(recordOf(member, eventId, 'paper', 'Sent', second), member));
        for (const base of [first, second, null]) {
          const record = recordOf(member, eventId, 'paper', 'After', base);
          for (const call of [proposals.save(record), proposals.send(submissionOf(record, member))]) {
            const error = await refusal(call);
            expect(isAlreadySent(error), `${String(error)} from ${base}`).toBe(true);
          }
        }
      });

      it('takes saves one after another, each from the time the one before answered', async () => {
        await asMember();
        let base: string | null = null;
        for (let n = 1; n <= 5; n += 1) {
          const { updated }: { updated: string } = await proposals.save(
            recordOf(member, eventId, 'paper', `Save ${n}`, base),
          );
          if (base !== null) expect(Date.parse(updated)).toBeGreaterThan(Date.parse(base));
          base = updated;
        }
        expect(await proposals.load(member.user.uid, eventId, 'paper')).toMatchObject({
          formJson: recordOf(member, eventId, 'paper', 'Save 5').formJson,
          updated: base,
        });
      });
    });

    it('counts the sent forms of each kind for an organizer, and refuses counts to others (403)', async () => {
      await world.logIn(organizer);
      await proposals.login(viewerFor(organizer));
      expect(await proposals.count(eventId, 'paper')).toBe(0);
      await proposals.save(recordOf(organizer, eventId, 'workshop'));
      await proposals.send(submissionOf(recordOf(organizer, eventId, 'paper'), organizer));
      expect(await proposals.count(eventId, 'paper')).toBe(1);
      expect(await proposals.count(eventId, 'workshop')).toBe(0);
      await proposals.logout();
      await world.endDrupalSession(organizer);
      await asMember();
      expect(await statusOf(proposals.count(eventId, 'paper'))).toBe(403);
    });
  });
}
