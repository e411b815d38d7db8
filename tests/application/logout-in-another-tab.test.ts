import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_PLACES, draftKey } from '@/application/groups/discussion-draft-keys';
import { LocalProposalCopies } from '@/application/proposals/local-proposal-copies';
import { ProposalCopiesAtLogout } from '@/application/proposals/proposal-copies-at-logout';
import { LogOut } from '@/application/session/log-out';
import { SessionStore, type SessionEnd } from '@/application/session/session-store';
import { SyncSession } from '@/application/session/sync-session';
import { PageCache } from '@/application/site/page-cache';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import type { WorldTab } from '../support/session-fakes';
import { logInAs, openAnotherTab, openWorldTab, storedText } from '../support/session-fakes';

const MEMBER = DEMO_ACCOUNTS.member;
const TOPIC_DRAFT = draftKey('necs', MEMBER.user.uid, DRAFT_PLACES.newTopic(3));
const PROPOSAL_COPY = `${LocalProposalCopies.prefixFor('necs')}${MEMBER.user.uid}.2027`;

/** Every trace of a member in a tab's sessionStorage, keys and values alike: e-mail, names, account name. */
function tracesOf(tab: WorldTab, demo: DemoAccount): string[] {
  const stored = storedText(tab.sessionStorage);
  const { mail, firstName, lastName, accountName } = demo.user;
  return [mail, firstName, lastName, accountName].filter((trace) => stored.includes(trace));
}

/** Lets a tab's news reach the other tabs (delivered later, as a browser does). */
const newsArrives = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('another tab of the browser logs out or logs in another account', () => {
  let tabA: WorldTab;
  let tabB: WorldTab;
  let endsInA: SessionEnd[];
  const storeOf = (tab: WorldTab) => tab.container.get(SessionStore);

  beforeEach(async () => {
    tabA = openWorldTab();
    await logInAs(tabA, MEMBER);
    // A page seen in A, and a topic typed there and not sent yet.
    await tabA.container.get(SyncSession).reload();
    tabA.sessionStorage.write(
      TOPIC_DRAFT,
      JSON.stringify({ version: 1, value: { title: 'Mine', message: '' } }),
    );
    tabB = openAnotherTab(tabA);
    await logInAs(tabB, MEMBER);
    endsInA = [];
    storeOf(tabA).ended$.subscribe((end) => endsInA.push(end));
    expect(tracesOf(tabA, MEMBER)).not.toEqual([]);
  });

  it('a Logout in B drops the member from A’s memory and sessionStorage as soon as A hears', async () => {
    await tabB.container.get(LogOut).execute();
    await newsArrives();
    expect(storeOf(tabA).snapshot()).toEqual({
      session: expect.objectContaining({ userId: 0 }),
      user: null,
      expired: false,
      expiredUserId: 0,
      // The page says why it became a visitor's (SessionStatus).
      loggedOutElsewhere: true,
    });
    expect(tracesOf(tabA, MEMBER)).toEqual([]);
    expect(tabA.sessionStorage.keys().filter((key) => key.includes(String(MEMBER.user.uid)))).toEqual([]);
    expect(tabA.container.get(PageCache).get(MEMBER.user.uid, '/')).toBeUndefined();
    expect(endsInA).toEqual([{ userId: MEMBER.user.uid, reason: 'logged-out-elsewhere' }]);
  });

  it('A hears before B’s logout calls have answered: nobody waits for a slow system', async () => {
    tabA.world.membership.outage.start();
    const logout = tabB.container.get(LogOut).execute();
    await newsArrives();
    expect(storeOf(tabA).snapshot().session.userId).toBe(0);
    tabA.world.membership.outage.end();
    await logout;
  });

  it('A leaves the proposal copies to B’s Logout, which kept them as the member chose there', async () => {
    tabA.persistentStorage.write(PROPOSAL_COPY, JSON.stringify({ version: 1, value: {} }));
    tabB.container.get(ProposalCopiesAtLogout).keepAtNextLogout();
    await tabB.container.get(LogOut).execute();
    await newsArrives();
    expect(storeOf(tabA).snapshot().session.userId).toBe(0);
    expect(tabA.persistentStorage.read(PROPOSAL_COPY)).not.toBeNull();
  });

  it('another account’s login in B drops the member from A, and A takes the account now logged in', async () => {
    const other = DEMO_ACCOUNTS.organizer;
    await logInAs(tabB, other);
    await newsArrives();
    expect(tracesOf(tabA, MEMBER)).toEqual([]);
    expect(endsInA).toEqual([{ userId: MEMBER.user.uid, reason: 'replaced' }]);
    await expect.poll(() => storeOf(tabA).snapshot().session.userId).toBe(other.user.uid);
  });

  it('a login of the same member in B leaves A as it is', async () => {
    await logInAs(tabB, MEMBER);
    await newsArrives();
    expect(storeOf(tabA).snapshot().session.userId).toBe(MEMBER.user.uid);
    expect(endsInA).toEqual([]);
  });

  it('a tab that holds nobody has nothing to drop and stays a visitor’s', async () => {
    const visitorTab = openAnotherTab(tabA);
    await tabB.container.get(LogOut).execute();
    await newsArrives();
    expect(storeOf(visitorTab).snapshot()).toMatchObject({ session: { userId: 0 }, expired: false });
  });
});

describe('another tab of the browser, while this tab’s session has expired', () => {
  let tabA: WorldTab;
  let tabB: WorldTab;
  let endsInA: SessionEnd[];
  const storeOf = (tab: WorldTab) => tab.container.get(SessionStore);

  beforeEach(async () => {
    tabA = openWorldTab();
    await logInAs(tabA, MEMBER);
    tabA.sessionStorage.write(TOPIC_DRAFT, JSON.stringify({ version: 1, value: { title: 'Mine' } }));
    tabA.world.accounts.expireSession();
    await tabA.container.get(SyncSession).reload();
    expect(storeOf(tabA).snapshot()).toMatchObject({ expired: true, expiredUserId: MEMBER.user.uid });
    tabB = openAnotherTab(tabA);
    endsInA = [];
    storeOf(tabA).ended$.subscribe((end) => endsInA.push(end));
  });

  it('a Logout in B drops what the expired member left in A, and A says so', async () => {
    await logInAs(tabB, MEMBER);
    await tabB.container.get(LogOut).execute();
    await newsArrives();
    expect(endsInA).toEqual([{ userId: MEMBER.user.uid, reason: 'logged-out-elsewhere' }]);
    expect(tabA.sessionStorage.read(TOPIC_DRAFT)).toBeNull();
    expect(storeOf(tabA).snapshot()).toMatchObject({ expired: false, loggedOutElsewhere: true });
  });

  it('another account’s login in B drops what the expired member left in A', async () => {
    await logInAs(tabB, DEMO_ACCOUNTS.organizer);
    await newsArrives();
    expect(endsInA).toEqual([{ userId: MEMBER.user.uid, reason: 'replaced' }]);
    expect(tabA.sessionStorage.read(TOPIC_DRAFT)).toBeNull();
  });

  it('the same member’s login in B leaves A to log in again in place, with everything kept', async () => {
    await logInAs(tabB, MEMBER);
    await newsArrives();
    expect(endsInA).toEqual([]);
    expect(tabA.sessionStorage.read(TOPIC_DRAFT)).not.toBeNull();
  });
});
