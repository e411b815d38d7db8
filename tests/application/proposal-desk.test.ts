import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskState } from '@/application/proposals/proposal-desk-store';
import type { ProposalDraft } from '@/application/proposals/proposal-draft';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { LogOut } from '@/application/session/log-out';
import { SessionStore } from '@/application/session/session-store';
import type { ProposalKind } from '@/domain/proposals/proposal-kind';
import { aSession } from '../support/builders';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import { DEMO_EVENT_ID, DEMO_EVENT_SETTINGS } from '../support/demo-proposals';
import {
  expireServerSession,
  logInAs,
  openAnotherTab,
  reloadTab,
  openWorldTab,
  type WorldTab,
} from '../support/session-fakes';

const member = DEMO_ACCOUNTS.member;
const uid = member.user.uid;
const PAPER = {
  title: 'Slow cinema and the archive',
  abstract: 'Duration as method.',
  keywords: ['slow cinema', 'archive', 'duration'],
  bio: 'Researcher in film studies.',
  references: '',
};
const copiesKey = (userId = uid) => `necs.proposal-copies.${userId}.${DEMO_EVENT_ID}`;

describe('the proposal desk (OpenProposals, its store) and its drafts', () => {
  let worldTab: WorldTab;
  const desk = (bed = worldTab) => bed.container.get(ProposalDeskStore);
  const loadDesk = (bed = worldTab) => bed.container.get(ProposalDeskLoader).load();
  const proposals = () => worldTab.world.proposals;
  const stored = (kind: ProposalKind = 'paper', userId = uid) =>
    proposals().stored(userId, DEMO_EVENT_ID, kind);

  async function openAs(
    account: DemoAccount = member,
    bed = worldTab,
  ): Promise<Extract<DeskState, { phase: 'open' }>> {
    await logInAs(bed, account);
    await (await loadDesk(bed)).open.execute();
    const state = desk(bed).snapshot();
    if (state.phase !== 'open') throw new Error(`The desk is ${state.phase}`);
    return state;
  }
  /** The same tab reloaded, its desk opened again: what it finds on this device and on the server. */
  async function openAfterReload(): Promise<Extract<DeskState, { phase: 'open' }>> {
    const reloaded = reloadTab(worldTab);
    await (await loadDesk(reloaded)).open.execute();
    const state = desk(reloaded).snapshot();
    if (state.phase !== 'open') throw new Error(`The desk is ${state.phase}`);
    return state;
  }
  const paperOf = async (bed = worldTab): Promise<ProposalDraft> => (await openAs(member, bed)).drafts.paper;

  beforeEach(() => {
    vi.useFakeTimers();
    worldTab = openWorldTab();
  });
  afterEach(() => vi.useRealTimers());

  it('opens with the event settings its page has read already, asking Drupal for them no more', async () => {
    await logInAs(worldTab, member);
    const known = { ...DEMO_EVENT_SETTINGS, eventTitle: 'As the page read it' };
    await (await loadDesk()).open.execute(undefined, known);
    expect(worldTab.world.eventSettings.reads).toBe(0);
    expect(desk().snapshot()).toMatchObject({ phase: 'open', settings: known });
  });

  it('opens the three kinds of the event after a proposal-system login as a member (o = 6)', async () => {
    const state = await openAs();
    expect(proposals().logins).toEqual([{ userId: uid, code: 6 }]);
    expect(state.settings.intros.workshop).toBeNull();
    expect(Object.keys(state.drafts)).toEqual(['panel', 'paper', 'workshop']);
    expect(state.drafts.paper.store.snapshot()).toMatchObject({
      sent: false,
      sync: { state: 'saved', at: null },
    });
    expect(state.counts).toBeNull();
  });

  it('logs an organizer in with o = 5 and reads the counts of sent forms per kind', async () => {
    await openAs(DEMO_ACCOUNTS.organizer);
    await vi.runAllTimersAsync();
    expect(proposals().logins.at(-1)?.code).toBe(5);
    expect(desk().snapshot()).toMatchObject({ counts: { panel: 1, paper: 1, workshop: 0 } });
  });

  it('writes each edit to this device at once and to the proposal system 2 s after the last one', async () => {
    const paper = await paperOf();
    paper.autosave.edit({ ...PAPER, title: 'Slow' });
    expect(JSON.parse(worldTab.persistentStorage.read(copiesKey()) ?? '{}').value.paper).toMatchObject({
      pending: true,
    });
    expect(paper.store.snapshot().sync).toEqual({ state: 'saving' });
    await vi.advanceTimersByTimeAsync(1500);
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(1999);
    expect(proposals().calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(proposals().calls).toHaveLength(1);
    expect(JSON.parse(stored()?.formJson ?? '{}')).toMatchObject({ title: PAPER.title, _version: 1 });
    expect(paper.store.snapshot().sync).toEqual({ state: 'saved', at: stored()?.updated });
    expect(JSON.parse(worldTab.persistentStorage.read(copiesKey()) ?? '{}').value.paper.pending).toBe(false);
  });

  it('debounces per kind: an edit of the panel does not delay the paper’s save', async () => {
    const { drafts } = await openAs();
    drafts.paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(1000);
    drafts.panel.autosave.edit({ title: 'A panel' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(proposals().calls.map(({ record }) => record.kind)).toEqual(['paper']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(proposals().calls.map(({ record }) => record.kind)).toEqual(['paper', 'panel']);
  });

  it('sends 100 ms after asked when everything is saved, then locks the kind', async () => {
    const paper = await paperOf();
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    const sending = paper.send.execute();
    await vi.advanceTimersByTimeAsync(99);
    expect(proposals().calls.filter(({ call }) => call === 'send')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await sending).ok).toBe(true);
    expect(stored()).toMatchObject({ sent: true, userEmail: member.user.mail });
    expect(paper.store.snapshot()).toMatchObject({ sent: true, sending: false });
    expect(worldTab.persistentStorage.read(copiesKey())).toBeNull();

    paper.autosave.edit({ ...PAPER, title: 'Changed after sending' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await paper.send.execute()).toEqual({ ok: true, value: undefined });
    expect(proposals().calls).toHaveLength(2);
    expect(paper.store.snapshot().values.title).toBe(PAPER.title);
  });

  it('waits 2 s instead of 100 ms when a save is pending, so the send carries the last edit', async () => {
    const paper = await paperOf();
    paper.autosave.edit(PAPER);
    const sending = paper.send.execute();
    await vi.advanceTimersByTimeAsync(100);
    expect(proposals().calls.filter(({ call }) => call === 'send')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1900);
    await sending;
    expect(proposals().calls.map(({ call }) => call)).toEqual(['save', 'send']);
  });

  it('does not send a form with issues, and says which', async () => {
    const paper = await paperOf();
    paper.autosave.edit({ ...PAPER, title: '' });
    const outcome = await paper.send.execute();
    expect(outcome.ok).toBe(false);
    if (!outcome.ok && outcome.error.kind === 'fix')
      expect(outcome.error.issues).toContainEqual({
        path: 'title',
        message: 'Title is required.',
        problem: { kind: 'required' },
      });
    else expect.fail('expected issues to fix');
  });

  it('takes a 409 (sent in another tab) as sent, showing what the proposal system holds', async () => {
    const paper = await paperOf();
    const other = openAnotherTab(worldTab);
    const otherPaper = await paperOf(other);
    otherPaper.autosave.edit({ ...PAPER, title: 'Sent from the other tab' });
    const sent = otherPaper.send.execute();
    await vi.advanceTimersByTimeAsync(2000);
    await sent;
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(paper.store.snapshot()).toMatchObject({
      sent: true,
      values: { title: 'Sent from the other tab' },
    });
    expect(paper.store.snapshot().resetKey).toBe(1);
  });

  it('keeps edits on this device while the network is down and saves them when it is back', async () => {
    const paper = await paperOf();
    proposals().outage.start();
    worldTab.world.connectivity.set(false);
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(paper.store.snapshot().sync).toMatchObject({ state: 'device', waitingFor: 'network' });
    paper.autosave.edit({ ...PAPER, bio: 'Still typing offline.' });
    expect(paper.store.snapshot().sync).toMatchObject({ state: 'device' });
    proposals().outage.end();
    worldTab.world.connectivity.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(stored()?.formJson ?? '{}').bio).toBe('Still typing offline.');
    expect(paper.store.snapshot().sync.state).toBe('saved');
  });

  it('renews an expired token once and saves without the member noticing', async () => {
    const paper = await paperOf();
    proposals().expireToken();
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(proposals().logins).toHaveLength(2);
    expect(stored()?.formJson).toContain(PAPER.title);
  });

  it('keeps edits through an ended session: the saves wait for a new login and then go', async () => {
    const paper = await paperOf();
    proposals().expireToken();
    expireServerSession(worldTab);
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(paper.store.snapshot().sync).toMatchObject({ state: 'device', waitingFor: 'login' });
    expect(worldTab.container.get(SessionStore).snapshot().expired).toBe(true);
    await logInAs(worldTab, member);
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()?.formJson).toContain(PAPER.title);
    expect(paper.store.snapshot().sync.state).toBe('saved');
  });

  it('offers a newer copy from this device after a reload, side by side, and takes the choice', async () => {
    const paper = await paperOf();
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    proposals().outage.start();
    paper.autosave.edit({ ...PAPER, title: 'Only on this device' });
    await vi.advanceTimersByTimeAsync(2000);
    proposals().outage.end();

    const state = await openAfterReload();
    const offer = state.drafts.paper.store.snapshot().restore;
    expect(offer?.device.values.title).toBe('Only on this device');
    expect(offer?.server.values.title).toBe(PAPER.title);
    state.drafts.paper.autosave.chooseRestore('device');
    expect(state.drafts.paper.store.snapshot()).toMatchObject({
      restore: null,
      values: { title: 'Only on this device' },
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(stored()?.formJson).toContain('Only on this device');
  });

  it('offers an unsaved edit of a paper the server dated in the future (the seeded developer’s)', async () => {
    const developer = DEMO_ACCOUNTS.developer;
    const { drafts } = await openAs(developer);
    const seeded = stored('paper', developer.user.uid);
    expect(Date.parse(seeded?.updated ?? '')).toBeGreaterThan(Date.now());
    proposals().outage.start();
    drafts.paper.autosave.edit({ ...PAPER, title: 'Typed while saves failed' });
    await vi.advanceTimersByTimeAsync(2000);
    proposals().outage.end();

    const offer = (await openAfterReload()).drafts.paper.store.snapshot().restore;
    expect(offer).toMatchObject({
      device: { values: { title: 'Typed while saves failed' } },
      server: { values: { title: 'Patchwork Pixels' }, updated: seeded?.updated },
      overtaken: false,
    });
  });

  it('counts an offer not yet chosen as unsaved, so a logout asks before the copy goes', async () => {
    const paper = await paperOf();
    proposals().outage.start();
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    proposals().outage.end();
    const reloaded = reloadTab(worldTab);
    await (await loadDesk(reloaded)).open.execute();
    expect(desk(reloaded).unsavedKinds()).toEqual(['paper']);
    expect(await desk(reloaded).flushAll()).toBe(false);
    const state = desk(reloaded).snapshot();
    if (state.phase === 'open') state.drafts.paper.autosave.chooseRestore('server');
    expect(desk(reloaded).unsavedKinds()).toEqual([]);
  });

  it('keeps the server’s version when chosen, and forgets the copy', async () => {
    const paper = await paperOf();
    proposals().outage.start();
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    proposals().outage.end();
    const state = await openAfterReload();
    expect(state.drafts.paper.store.snapshot().restore?.server.updated).toBeNull();
    state.drafts.paper.autosave.chooseRestore('server');
    expect(worldTab.persistentStorage.read(copiesKey())).toBeNull();
  });

  it('offers nothing when the server got the save after all, and marks the copy confirmed', async () => {
    const paper = await paperOf();
    paper.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    // The tab went away before the answer: the copy still says pending, though the server has it.
    const copy = JSON.parse(worldTab.persistentStorage.read(copiesKey()) ?? '{}');
    copy.value.paper.pending = true;
    worldTab.persistentStorage.write(copiesKey(), JSON.stringify(copy));
    const state = await openAfterReload();
    expect(state.drafts.paper.store.snapshot().restore).toBeNull();
    expect(JSON.parse(worldTab.persistentStorage.read(copiesKey()) ?? '{}').value.paper.pending).toBe(false);
  });

  it('drops this user’s copies at logout, unless the member chose to keep them', async () => {
    const paper = await paperOf();
    proposals().outage.start();
    paper.autosave.edit(PAPER);
    expect(desk().unsavedKinds()).toEqual(['paper']);
    desk().keepCopiesAtLogout();
    await worldTab.container.get(LogOut).execute();
    expect(worldTab.persistentStorage.read(copiesKey())).not.toBeNull();
    expect(desk().snapshot().phase).toBe('closed');

    proposals().outage.end();
    const again = await paperOf();
    again.autosave.edit(PAPER);
    await worldTab.container.get(LogOut).execute();
    expect(worldTab.persistentStorage.read(copiesKey())).toBeNull();
  });

  it('resets at logout and opens afresh for whoever logs in next, with nothing of the previous user', async () => {
    const paper = await paperOf();
    paper.autosave.edit(PAPER);
    await worldTab.container.get(LogOut).execute();
    expect(desk().snapshot().phase).toBe('closed');
    const state = await openAs(DEMO_ACCOUNTS.organizer);
    expect(state.drafts.paper).not.toBe(paper);
    expect(state.drafts.paper.store.snapshot().values.title).toBe('');
    expect(worldTab.persistentStorage.keys().filter((key) => key.includes('proposal-copies'))).toEqual([]);
  });

  it('saves what is unsaved at once when asked (the wait-for-the-save choice at logout)', async () => {
    const paper = await paperOf();
    paper.autosave.edit(PAPER);
    expect(await desk().flushAll()).toBe(true);
    expect(stored()?.formJson).toContain(PAPER.title);
    expect(desk().unsavedKinds()).toEqual([]);
  });

  it('warns while another tab has the same drafts open', async () => {
    await openAs();
    expect(desk().snapshot()).toMatchObject({ otherTab: false });
    const other = openAnotherTab(worldTab);
    await openAs(member, other);
    expect(desk().snapshot()).toMatchObject({ otherTab: true });
    // The other tab lets go of them alone: another account took over there. (A Logout there would close
    // this tab's desk too: FollowOtherTabs.)
    other.container.get(SessionStore).reset({ session: aSession({ userId: 4 }) });
    expect(desk().snapshot()).toMatchObject({ otherTab: false });
  });
});
