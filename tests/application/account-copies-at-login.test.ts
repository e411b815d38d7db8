import { describe, expect, it } from 'vitest';
import { DRAFT_PLACES, draftKey, outboxKey, topicsSeenKey } from '@/application/groups/discussion-draft-keys';
import { LocalProposalCopies } from '@/application/proposals/local-proposal-copies';
import { SyncSession } from '@/application/session/sync-session';
import type { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import {
  closeTab,
  expireServerSession,
  logInAs,
  logInElsewhere,
  openAnotherTab,
  openWorldTab,
  type WorldTab,
} from '../support/session-fakes';

/**
 * Issue 80, point 3: a member's session expired with the tab closed, and another account logs in on the same
 * browser. Nothing the member left on the device may stay for it: the new tab never knew who held the device, so
 * no session end tells the stores; the login (or a page answer naming the account) does.
 */
const MEMBER = DEMO_ACCOUNTS.member;
const OTHER = DEMO_ACCOUNTS.organizer;
const uid = MEMBER.user.uid;
const PROPOSAL_COPY = `${LocalProposalCopies.prefixFor('necs')}${uid}.2027`;
/** What the member left in a tab's sessionStorage: a tab the browser brought back, say, without its login. */
const TAB_COPIES = [
  draftKey('necs', uid, DRAFT_PLACES.comment(903)),
  outboxKey('necs', uid),
  topicsSeenKey('necs', uid),
  `necs.pages.${uid}`,
];

const stored = (value: unknown) => JSON.stringify({ version: 1, value });

/** The member logs in, leaves words on the device, their session expires, and the tab is closed. */
async function memberLeftWords(): Promise<WorldTab> {
  const first = openWorldTab();
  await logInAs(first, MEMBER);
  first.persistentStorage.write(PROPOSAL_COPY, stored({ paper: { formJson: '{"title":"Mine"}' } }));
  expireServerSession(first);
  closeTab(first);
  // A new tab of the same browser: the same localStorage, a sessionStorage of its own.
  const next = openAnotherTab(first);
  for (const key of TAB_COPIES)
    next.sessionStorage.write(key, stored(key.includes('pages') ? [] : { text: 'Mine' }));
  return next;
}

/** Every key on the device that names the member's account. */
const keysOfMember = (...storages: InMemoryStorage[]) =>
  storages.flatMap((storage) => storage.keys()).filter((key) => key.split('.').includes(String(uid)));

describe('a login that names another account than the one whose copies the device holds', () => {
  it('drops the member’s proposal copies, drafts, outbox and pages before it answers', async () => {
    const tab = await memberLeftWords();
    await logInAs(tab, OTHER);
    expect(keysOfMember(tab.persistentStorage, tab.sessionStorage)).toEqual([]);
  });

  it('drops them too when a page answer on load names another account logged in elsewhere', async () => {
    const tab = await memberLeftWords();
    await logInElsewhere(tab, OTHER);
    await tab.container.get(SyncSession).reload();
    expect(keysOfMember(tab.persistentStorage, tab.sessionStorage)).toEqual([]);
  });

  it('keeps them for the member who comes back first', async () => {
    const tab = await memberLeftWords();
    await logInAs(tab, MEMBER);
    expect(keysOfMember(tab.persistentStorage, tab.sessionStorage).sort()).toEqual(
      [PROPOSAL_COPY, ...TAB_COPIES].sort(),
    );
  });

  it('keeps them while nobody logs in: a visitor’s page answer names no account', async () => {
    const tab = await memberLeftWords();
    await tab.container.get(SyncSession).reload();
    expect(keysOfMember(tab.persistentStorage, tab.sessionStorage)).toHaveLength(TAB_COPIES.length + 1);
  });
});
