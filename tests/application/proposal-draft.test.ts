import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import type { InMemoryProposalGateway } from '@/infrastructure/fakes/in-memory-proposal-gateway';
import { draftWorld, EVENT, PAPER, paperJson, uid, type Device } from './proposal-draft-harness';

const COMPLETE = { ...PAPER, keywords: ['archive', 'duration', 'slowness'], bio: 'Film scholar.' };
const refusedWith = (status: number) => new RemoteSystemError('proposals', status);
const seeded = (overrides: { sent?: boolean; formJson?: string } = {}) => ({
  userId: uid,
  eventId: EVENT,
  kind: 'paper' as const,
  formJson: paperJson('On the server'),
  sent: false,
  updated: '2026-11-20T10:00:00.000Z',
  userEmail: null,
  ...overrides,
});

/**
 * One kind's draft on its own: what it shows when opened, how a failed save or send reads, and what a
 * sent kind does with the copy on this device. Timing and the desk around it: proposal-desk.test.ts.
 */
describe('ProposalDraft', () => {
  let gateway: InMemoryProposalGateway;
  let device: Device;

  async function world(proposals = [seeded()]): Promise<void> {
    const made = await draftWorld({ proposals });
    gateway = made.gateway;
    device = made.aDevice();
  }

  beforeEach(async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00.000Z') });
    await world();
  });
  afterEach(() => vi.useRealTimers());

  it('opens an empty form, without problems, when the server has nothing yet', async () => {
    await world([]);
    expect((await device.open()).snapshot()).toMatchObject({
      sent: false,
      sending: false,
      values: { title: '' },
      problems: [],
      sync: { state: 'saved', at: null },
      updated: null,
      restore: null,
      resetKey: 0,
    });
  });

  it('opens a sent form locked, and drops the copy this device kept of it', async () => {
    await world([seeded({ sent: true })]);
    device.copies().put('paper', { formJson: paperJson('Kept'), savedAt: '', pending: true, base: null });
    const draft = await device.open();
    expect(draft.snapshot()).toMatchObject({ sent: true, restore: null, values: { title: 'On the server' } });
    expect(device.copies().get('paper')).toBeNull();
    draft.edit(PAPER);
    expect(draft.snapshot().values.title).toBe('On the server');
  });

  it('leaves the origin of an overtaken copy as it was when it offers it', async () => {
    const copy = {
      formJson: paperJson('Kept'),
      savedAt: '',
      pending: true,
      base: '2026-11-01T00:00:00.000Z',
    };
    device.copies().put('paper', copy);
    expect((await device.open()).snapshot().restore).toMatchObject({ overtaken: true });
    expect(device.copies().get('paper')).toEqual(copy);
  });

  it('does nothing on a choice when nothing is offered', async () => {
    const draft = await device.open();
    device.copies().put('paper', { formJson: paperJson('Kept'), savedAt: '', pending: false, base: null });
    draft.chooseRestore('server');
    draft.chooseRestore('device');
    expect(device.copies().get('paper')).not.toBeNull();
    expect(draft.snapshot()).toMatchObject({ resetKey: 0, values: { title: 'On the server' } });
  });

  it('resets the form to the device’s version when it is chosen', async () => {
    device.copies().put('paper', { formJson: paperJson('Kept'), savedAt: '', pending: true, base: null });
    const draft = await device.open();
    draft.chooseRestore('device');
    expect(draft.snapshot()).toMatchObject({
      resetKey: 1,
      values: { title: 'Kept' },
      sync: { state: 'saving' },
    });
  });

  it('says "saving" while a save waits on the network, and shows the server’s time once it answers', async () => {
    const draft = await device.open();
    gateway.held.hold();
    draft.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    draft.edit({ ...PAPER, title: 'Typed during the save' });
    gateway.held.release();
    await vi.advanceTimersByTimeAsync(0);
    const first = gateway.stored(uid, EVENT, 'paper')?.updated;
    // The later edit still waits for its own save.
    expect(draft.snapshot()).toMatchObject({ sync: { state: 'saving' }, updated: first });
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.snapshot().sync).toEqual({
      state: 'saved',
      at: gateway.stored(uid, EVENT, 'paper')?.updated,
    });
  });

  it('says "saving" again when a kept edit goes at last', async () => {
    const draft = await device.open();
    gateway.outage.start();
    draft.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.snapshot().sync).toMatchObject({ state: 'device', waitingFor: 'network' });
    gateway.outage.end();
    gateway.held.hold();
    const flushed = draft.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(draft.snapshot().sync).toEqual({ state: 'saving' });
    gateway.held.release();
    expect(await flushed).toBe(true);
  });

  it('reads a refused save as "Not saved" with the reason, and asks for no login', async () => {
    const draft = await device.open();
    vi.spyOn(gateway, 'save').mockRejectedValueOnce(refusedWith(500));
    draft.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.snapshot().sync).toEqual({
      state: 'failed',
      at: '2026-11-23T10:00:02.000Z',
      message: 'Request failed with status code 500',
    });
    expect(device.onLoginNeeded).not.toHaveBeenCalled();
    expect(device.copies().get('paper')).toMatchObject({ pending: true });
  });

  it('asks for a login when the session is over, and keeps the edit on this device meanwhile', async () => {
    const draft = await device.open();
    vi.spyOn(gateway, 'save').mockRejectedValueOnce(refusedWith(401));
    draft.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.snapshot().sync).toMatchObject({ state: 'device', waitingFor: 'login' });
    expect(device.onLoginNeeded).toHaveBeenCalledOnce();
  });

  it('reads a refusal that is no Error as its text', async () => {
    const draft = await device.open();
    vi.spyOn(gateway, 'save').mockRejectedValueOnce('teapot');
    draft.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.snapshot().sync).toMatchObject({ state: 'failed', message: 'teapot' });
  });

  it('says "sending" while a send waits, and shows a refused send with the reason', async () => {
    const draft = await device.open();
    draft.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(2000);
    vi.spyOn(gateway, 'send').mockRejectedValueOnce(refusedWith(500));
    const sending = draft.send();
    expect(draft.snapshot()).toMatchObject({ sending: true, sendFailure: null });
    await vi.advanceTimersByTimeAsync(100);
    const failure = { kind: 'refused', message: 'Request failed with status code 500' };
    expect(await sending).toEqual({ ok: false, error: failure });
    expect(draft.snapshot()).toMatchObject({ sending: false, sendFailure: failure, sent: false });
  });

  it('takes a 409 on a send as sent elsewhere, showing what the proposal system holds', async () => {
    const draft = await device.open();
    draft.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(60_000);
    await gateway.send({
      ...gateway.calls[0]!.record,
      formJson: paperJson('Sent elsewhere'),
      userEmail: 'm@x.org',
    });
    const sending = draft.send();
    await vi.advanceTimersByTimeAsync(100);
    expect(await sending).toEqual({ ok: true, value: undefined });
    const updated = gateway.stored(uid, EVENT, 'paper')?.updated;
    expect(draft.snapshot()).toMatchObject({
      sent: true,
      sending: false,
      values: { title: 'Sent elsewhere' },
      resetKey: 1,
      updated,
      sync: { state: 'saved', at: updated },
    });
  });

  it('locks as sent on a 409 even when what was sent cannot be read', async () => {
    const draft = await device.open();
    draft.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(2000);
    const saved = draft.snapshot().updated;
    vi.spyOn(gateway, 'send').mockRejectedValueOnce(refusedWith(409));
    vi.spyOn(gateway, 'load').mockRejectedValueOnce(refusedWith(500));
    const sending = draft.send();
    await vi.advanceTimersByTimeAsync(100);
    await sending;
    expect(draft.snapshot()).toMatchObject({ sent: true, values: { title: COMPLETE.title }, resetKey: 0 });
    expect(draft.snapshot().sync).toEqual({ state: 'saved', at: saved });
  });

  it('ends its state when disposed', async () => {
    const draft = await device.open();
    const complete = vi.fn();
    draft.state$.subscribe({ complete });
    draft.dispose();
    expect(complete).toHaveBeenCalledOnce();
  });
});
