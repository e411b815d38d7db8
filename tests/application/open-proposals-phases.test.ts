import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { RemoteSystemError } from '@/application/remote-system-error';
import { LogOut } from '@/application/session/log-out';
import { refusedBySessionEnd } from '@/application/session/refused-by-session-end';
import { SessionStore } from '@/application/session/session-store';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_EVENT_SETTINGS } from '../support/demo-proposals';
import { expireServerSession, logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/** What the desk shows before and around its drafts: who may open it, and what it says when it cannot. */
describe('OpenProposals and the desk store before and around its drafts', () => {
  let worldTab: WorldTab;
  const desk = () => worldTab.container.get(ProposalDeskStore);
  const open = async () => (await worldTab.container.get(ProposalDeskLoader).load()).open.execute();
  const world = () => worldTab.world;
  const failure = () => {
    const state = desk().snapshot();
    return state.phase === 'failed' ? state.error : undefined;
  };

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('is closed until opened, and opening while it reads the call', async () => {
    const loader = await worldTab.container.get(ProposalDeskLoader).load();
    expect(desk().snapshot()).toEqual({ phase: 'closed' });
    await logInAs(worldTab);
    const opening = loader.open.execute();
    expect(desk().snapshot()).toEqual({ phase: 'opening' });
    await opening;
    expect(desk().snapshot().phase).toBe('open');
  });

  it('stays closed for a visitor, without asking for the call', async () => {
    const read = vi.spyOn(world().eventSettings, 'read');
    await open();
    expect(desk().snapshot()).toEqual({ phase: 'closed' });
    expect(read).not.toHaveBeenCalled();
  });

  it('has nothing unsaved and nothing to save while closed', async () => {
    await open();
    expect(desk().unsavedKinds()).toEqual([]);
    expect(await desk().flushAll()).toBe(true);
  });

  it('says so when the call names no event, and stays so on a second open', async () => {
    world().eventSettings.settings = { ...DEMO_EVENT_SETTINGS, eventId: null };
    await logInAs(worldTab);
    await open();
    const read = vi.spyOn(world().eventSettings, 'read');
    await open();
    expect(desk().snapshot()).toMatchObject({ phase: 'no-event', settings: { eventId: null } });
    expect(read).not.toHaveBeenCalled();
  });

  it('fails with what went wrong when the call cannot be read', async () => {
    await logInAs(worldTab);
    world().eventSettings.outage.start();
    await open();
    expect(failure()).toBeInstanceOf(RemoteSystemError);
    expect(failure()?.message).toBe('Network Error');
  });

  it('fails with the text of anything thrown that is no error', async () => {
    await logInAs(worldTab);
    vi.spyOn(world().eventSettings, 'read').mockRejectedValueOnce('refused');
    await open();
    expect(failure()).toEqual(new Error('refused'));
  });

  it('keeps the refusal of a session that ended, so that it reads as the session’s end (issue 74)', async () => {
    await logInAs(worldTab);
    expireServerSession(worldTab);
    // The tab does not know yet: the proposal system's login is refused, as it is for a Drupal session gone.
    await open();
    expect(failure()).toBeInstanceOf(RemoteSystemError);
    expect(refusedBySessionEnd(failure(), { expired: true })).toBe(true);
    expect(refusedBySessionEnd(failure(), { expired: false })).toBe(false);
  });

  it('logs in to the proposal system once when opened twice at the same time', async () => {
    await logInAs(worldTab);
    const loader = await worldTab.container.get(ProposalDeskLoader).load();
    await Promise.all([loader.open.execute(), loader.open.execute()]);
    await loader.open.execute();
    expect(world().proposals.logins).toHaveLength(1);
    expect(desk().snapshot().phase).toBe('open');
  });

  it('opens for an organizer even when the counts cannot be read, without counts', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    vi.spyOn(world().proposals, 'count').mockRejectedValue(new Error('down'));
    await open();
    await vi.waitFor(() => expect(world().proposals.count).toHaveBeenCalled());
    expect(desk().snapshot()).toMatchObject({ phase: 'open', counts: null });
  });

  it('reads no counts for a member', async () => {
    await logInAs(worldTab);
    const count = vi.spyOn(world().proposals, 'count');
    await open();
    expect(count).not.toHaveBeenCalled();
  });

  it('stays open through an expired session, and closes at a logout', async () => {
    await logInAs(worldTab);
    await open();
    worldTab.container.get(SessionStore).reset({ expired: true });
    expect(desk().snapshot().phase).toBe('open');
    await logInAs(worldTab);
    await worldTab.container.get(LogOut).execute();
    expect(desk().snapshot()).toEqual({ phase: 'closed' });
  });
});
