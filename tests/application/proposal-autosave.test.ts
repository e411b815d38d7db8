import { describe, expect, it, vi } from 'vitest';
import { disposeDraft } from '@/application/proposals/proposal-draft';
import { EVENT, eachTestInADraftWorld, PAPER, paperJson, refusedWith, uid } from './proposal-draft-harness';

/**
 * One kind's edits on their own: the restore choice, and how the status line reads a save under way, a
 * kept edit and a failed save. The 2 s timing and the desk around it: proposal-desk.test.ts.
 */
describe('ProposalAutosave', () => {
  const world = eachTestInADraftWorld();

  it('does nothing on a choice when nothing is offered', async () => {
    const draft = await world.device.open();
    world.device
      .copies()
      .put('paper', { formJson: paperJson('Kept'), savedAt: '', pending: false, base: null });
    draft.autosave.chooseRestore('server');
    draft.autosave.chooseRestore('device');
    expect(world.device.copies().get('paper')).not.toBeNull();
    expect(draft.store.snapshot()).toMatchObject({ resetKey: 0, values: { title: 'On the server' } });
  });

  it('resets the form to the device’s version when it is chosen', async () => {
    world.device
      .copies()
      .put('paper', { formJson: paperJson('Kept'), savedAt: '', pending: true, base: null });
    const draft = await world.device.open();
    draft.autosave.chooseRestore('device');
    expect(draft.store.snapshot()).toMatchObject({
      resetKey: 1,
      values: { title: 'Kept' },
      sync: { state: 'saving' },
    });
  });

  it('says "saving" while a save waits on the network, and shows the server’s time once it answers', async () => {
    const draft = await world.device.open();
    world.gateway.held.hold();
    draft.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    draft.autosave.edit({ ...PAPER, title: 'Typed during the save' });
    world.gateway.held.release();
    await vi.advanceTimersByTimeAsync(0);
    const first = world.gateway.stored(uid, EVENT, 'paper')?.updated;
    // The later edit still waits for its own save.
    expect(draft.store.snapshot()).toMatchObject({ sync: { state: 'saving' }, updated: first });
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.store.snapshot().sync).toEqual({
      state: 'saved',
      at: world.gateway.stored(uid, EVENT, 'paper')?.updated,
    });
  });

  it('says "saving" again when a kept edit goes at last', async () => {
    const draft = await world.device.open();
    world.gateway.outage.start();
    draft.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.store.snapshot().sync).toMatchObject({ state: 'device', waitingFor: 'network' });
    world.gateway.outage.end();
    world.gateway.held.hold();
    const flushed = draft.autosave.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(draft.store.snapshot().sync).toEqual({ state: 'saving' });
    world.gateway.held.release();
    expect(await flushed).toBe(true);
  });

  it('reads a refused save as "Not saved" with the reason, and asks for no login', async () => {
    const draft = await world.device.open();
    vi.spyOn(world.gateway, 'save').mockRejectedValueOnce(refusedWith(500));
    draft.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.store.snapshot().sync).toEqual({
      state: 'failed',
      at: '2026-11-23T10:00:02.000Z',
      message: 'Request failed with status code 500',
    });
    expect(world.device.onLoginNeeded).not.toHaveBeenCalled();
    expect(world.device.copies().get('paper')).toMatchObject({ pending: true });
  });

  it('asks for a login when the session is over, and keeps the edit on this device meanwhile', async () => {
    const draft = await world.device.open();
    vi.spyOn(world.gateway, 'save').mockRejectedValueOnce(refusedWith(401));
    draft.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.store.snapshot().sync).toMatchObject({ state: 'device', waitingFor: 'login' });
    expect(world.device.onLoginNeeded).toHaveBeenCalledOnce();
  });

  it('reads a refusal that is no Error as its text', async () => {
    const draft = await world.device.open();
    vi.spyOn(world.gateway, 'save').mockRejectedValueOnce('teapot');
    draft.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.store.snapshot().sync).toMatchObject({ state: 'failed', message: 'teapot' });
  });

  it('saves no edit made after it was disposed', async () => {
    const draft = await world.device.open();
    disposeDraft(draft);
    draft.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(5000);
    expect(world.gateway.calls).toEqual([]);
  });
});
