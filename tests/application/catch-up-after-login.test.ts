import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatchUpProposals } from '@/application/proposals/catch-up-proposals';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import type { ProposalDraft } from '@/application/proposals/proposal-draft';
import { SessionExpiry } from '@/application/session/session-expiry';
import { SessionStore } from '@/application/session/session-store';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_EVENT_ID } from '../support/demo-proposals';
import { expireServerSession, logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { PAPER } from './proposal-draft-harness';

const member = DEMO_ACCOUNTS.member;
const LAPTOP_SENTENCE = 'A sentence the laptop saved.';

/**
 * Issue 81: a phone open all along, whose session ended while the laptop saved newer words, is brought up to
 * date before it saves again: after a login in place, and when its catch-up's read meets the ended session.
 */
describe('a device that comes back after its session ended', () => {
  let phone: WorldTab;
  const proposals = () => phone.world.proposals;
  const onServer = () => proposals().stored(member.user.uid, DEMO_EVENT_ID, 'paper');
  const saves = () => proposals().calls.length;

  /** The phone's paper, saved; then the laptop saves a sentence over it and the phone's session ends. */
  async function phoneLeftOpen(): Promise<ProposalDraft> {
    await logInAs(phone, member);
    await (await phone.container.get(ProposalDeskLoader).load()).open.execute();
    const desk = phone.container.get(ProposalDeskStore).snapshot();
    if (desk.phase !== 'open') throw new Error(`The desk is ${desk.phase}`);
    const paper = desk.drafts.paper;
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    // The laptop: the same member, the same proposal system, from the version the phone saved.
    const laptopWords = JSON.stringify({
      _version: 1,
      ...PAPER,
      abstract: `${PAPER.abstract} ${LAPTOP_SENTENCE}`,
    });
    await proposals().save({
      userId: member.user.uid,
      userName: member.user.accountName,
      eventId: DEMO_EVENT_ID,
      kind: 'paper',
      formJson: laptopWords,
      base: onServer()?.updated ?? null,
    });
    proposals().expireToken();
    expireServerSession(phone);
    return paper;
  }

  const expired = () => phone.container.get(SessionStore).snapshot().expired;

  /**
   * The member logs in again in place: the form shows the laptop's words before anything is saved, and the
   * next word typed is saved beside them, no question asked.
   */
  async function logInAgainAndTypeOn(paper: ProposalDraft): Promise<void> {
    expect(expired()).toBe(true);
    const before = saves();
    await logInAs(phone, member);
    await vi.advanceTimersByTimeAsync(0);
    const shown = paper.store.snapshot().values;
    expect(shown.abstract).toContain(LAPTOP_SENTENCE);
    expect(saves()).toBe(before);
    paper.autosave.edit({ ...shown, title: `${String(shown.title)} (revised)` });
    await vi.advanceTimersByTimeAsync(2000);
    expect(paper.store.snapshot()).toMatchObject({ conflict: null, sync: { state: 'saved' } });
    expect(onServer()?.formJson).toContain(LAPTOP_SENTENCE);
    expect(onServer()?.formJson).toContain('(revised)');
  }

  beforeEach(() => {
    vi.useFakeTimers();
    phone = openWorldTab();
  });
  afterEach(() => vi.useRealTimers());

  it('reads the forms again after a login in place, before any save, so the next edit keeps the laptop’s words', async () => {
    const paper = await phoneLeftOpen();
    // The portal learns of the ended session (a page's answer, the keep-alive) and offers a login in place.
    await phone.container.get(SessionExpiry).verify();
    await logInAgainAndTypeOn(paper);
  });

  it('asks for the login when the catch-up’s read meets the ended session, and catches up after it', async () => {
    const paper = await phoneLeftOpen();
    // The phone's page is shown again: its catch-up reads the forms, refused with 401, never swallowed.
    await phone.container.get(CatchUpProposals).execute();
    await vi.advanceTimersByTimeAsync(0);
    expect(paper.store.snapshot().values.abstract).toBe(PAPER.abstract);
    await logInAgainAndTypeOn(paper);
  });

  it('asks for the login when the network comes back to an ended session, and catches up after it', async () => {
    const paper = await phoneLeftOpen();
    phone.world.connectivity.set(false);
    phone.world.connectivity.set(true);
    await vi.advanceTimersByTimeAsync(0);
    await logInAgainAndTypeOn(paper);
  });
});
