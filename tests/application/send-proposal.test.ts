import { describe, expect, it, vi } from 'vitest';
import { disposeDraft } from '@/application/proposals/proposal-draft';
import {
  COMPLETE,
  EVENT,
  eachTestInADraftWorld,
  paperJson,
  refusedWith,
  uid,
} from './proposal-draft-harness';

/**
 * One kind's send on its own: how it reads while under way, a refused send, and a 409 (sent elsewhere).
 * The 100 ms and 2 s waits and the lock through the desk: proposal-desk.test.ts.
 */
describe('SendProposal', () => {
  const world = eachTestInADraftWorld();
  const sends = () => world.gateway.calls.filter(({ call }) => call === 'send');

  it('checks without sending: check() names what to fix, and nothing leaves nor changes', async () => {
    const draft = await world.device.open();
    draft.autosave.edit({ ...COMPLETE, title: '', keywords: ['archive'] });
    const before = draft.store.snapshot();
    expect(draft.send.check().map(({ path, problem }) => [path, problem.kind])).toEqual([
      ['title', 'required'],
      ['keywords', 'too-few'],
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sends()).toEqual([]);
    expect(draft.store.snapshot()).toMatchObject({ sending: false, sent: false, values: before.values });
  });

  it('finds nothing to fix in a complete form, and still sends only on execute()', async () => {
    const draft = await world.device.open();
    draft.autosave.edit(COMPLETE);
    expect(draft.send.check()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sends()).toEqual([]);
  });

  it('says "sending" while a send waits, and shows a refused send with the reason', async () => {
    const draft = await world.device.open();
    draft.autosave.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(2000);
    vi.spyOn(world.gateway, 'send').mockRejectedValueOnce(refusedWith(500));
    const sending = draft.send.execute();
    expect(draft.store.snapshot()).toMatchObject({ sending: true, sendFailure: null });
    await vi.advanceTimersByTimeAsync(100);
    const failure = { kind: 'refused', message: 'Request failed with status code 500' };
    expect(await sending).toEqual({ ok: false, error: failure });
    expect(draft.store.snapshot()).toMatchObject({ sending: false, sendFailure: failure, sent: false });
  });

  it('takes a 409 on a send as sent elsewhere, showing what the proposal system holds', async () => {
    const draft = await world.device.open();
    draft.autosave.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(60_000);
    // Another device, which read the version this tab saved.
    await world.gateway.send({
      ...world.gateway.calls[0]!.record,
      formJson: paperJson('Sent elsewhere'),
      base: world.gateway.stored(uid, EVENT, 'paper')?.updated ?? null,
      userEmail: 'm@x.org',
    });
    const sending = draft.send.execute();
    await vi.advanceTimersByTimeAsync(100);
    expect(await sending).toEqual({ ok: true, value: undefined });
    const updated = world.gateway.stored(uid, EVENT, 'paper')?.updated;
    expect(draft.store.snapshot()).toMatchObject({
      sent: true,
      sending: false,
      values: { title: 'Sent elsewhere' },
      resetKey: 1,
      updated,
      sync: { state: 'saved', at: updated },
    });
  });

  it('locks as sent on a 409 even when what was sent cannot be read', async () => {
    const draft = await world.device.open();
    draft.autosave.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(2000);
    const saved = draft.store.snapshot().updated;
    vi.spyOn(world.gateway, 'send').mockRejectedValueOnce(refusedWith(409));
    vi.spyOn(world.gateway, 'load').mockRejectedValueOnce(refusedWith(500));
    const sending = draft.send.execute();
    await vi.advanceTimersByTimeAsync(100);
    await sending;
    expect(draft.store.snapshot()).toMatchObject({
      sent: true,
      values: { title: COMPLETE.title },
      resetKey: 0,
    });
    expect(draft.store.snapshot().sync).toEqual({ state: 'saved', at: saved });
  });

  it('leaves a draft closed meanwhile (a logout) as it ended when the send answers', async () => {
    const draft = await world.device.open();
    draft.autosave.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(2000);
    world.gateway.held.hold();
    const sending = draft.send.execute();
    await vi.advanceTimersByTimeAsync(100);
    const changes = vi.fn();
    draft.store.state$.subscribe(changes);
    disposeDraft(draft);
    changes.mockClear();
    world.gateway.held.release();
    expect(await sending).toEqual({ ok: true, value: undefined });
    expect(changes).not.toHaveBeenCalled();
  });
});
