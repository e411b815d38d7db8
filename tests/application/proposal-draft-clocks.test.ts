import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { disposeDraft } from '@/application/proposals/proposal-draft';
import type { InMemoryProposalGateway } from '@/infrastructure/fakes/in-memory-proposal-gateway';
import { draftWorld, EVENT, PAPER, uid, type Device } from './proposal-draft-harness';

const HOUR = 3_600_000;

/**
 * A paper edited while the proposal system fails its saves, then a reload, with the device's clock far
 * from the proposal system's. What is offered depends on versions, never on the two clocks.
 */
describe('ProposalDraft with a device clock apart from the proposal system’s', () => {
  let serverOffset = 0;
  let gateway: InMemoryProposalGateway;
  let aDevice: () => Device;

  /** Saved once, then an edit the proposal system answers with a failure; the tab goes away. */
  async function unsavedEditOn(device: Device, title: string): Promise<void> {
    const draft = await device.open();
    draft.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.store.snapshot().sync.state).toBe('saved');
    gateway.outage.start();
    draft.autosave.edit({ ...PAPER, title });
    await vi.advanceTimersByTimeAsync(2000);
    expect(draft.store.snapshot().sync.state).toBe('device');
    gateway.outage.end();
    disposeDraft(draft);
  }

  beforeEach(async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00.000Z') });
    serverOffset = 0;
    ({ gateway, aDevice } = await draftWorld({ serverOffset: () => serverOffset }));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['an hour behind', HOUR],
    ['a day behind', 24 * HOUR],
    ['an hour ahead of', -HOUR],
  ])('offers the unsaved edit after a reload with the device clock %s the server’s', async (_c, offset) => {
    serverOffset = offset;
    const device = aDevice();
    await unsavedEditOn(device, 'Only on this device');

    const draft = await device.open();
    const offer = draft.store.snapshot().restore;
    expect(offer).toMatchObject({
      device: { values: { title: 'Only on this device' } },
      server: { values: { title: PAPER.title } },
      overtaken: false,
    });
    // The clocks really are that far apart: the server's save and the device's edit happened together.
    expect(Date.parse(offer?.server.updated ?? '') - Date.parse(offer?.device.savedAt ?? '')).toBe(offset);
    draft.autosave.chooseRestore('device');
    expect(draft.store.snapshot()).toMatchObject({ restore: null, values: { title: 'Only on this device' } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(gateway.stored(uid, EVENT, 'paper')?.formJson).toContain('Only on this device');
    expect(device.copies().get('paper')).toMatchObject({ pending: false });
  });

  it('offers nothing after a reload once the server confirmed the copy, even with the device clock ahead', async () => {
    serverOffset = -HOUR;
    const device = aDevice();
    const draft = await device.open();
    draft.autosave.edit(PAPER);
    await vi.advanceTimersByTimeAsync(2000);
    disposeDraft(draft);
    expect(device.copies().get('paper')).toMatchObject({ pending: false });
    expect((await device.open()).store.snapshot().restore).toBeNull();
  });

  it('records the server version each copy was edited from: as loaded, then as each save answered', async () => {
    serverOffset = HOUR;
    const device = aDevice();
    const draft = await device.open();
    draft.autosave.edit(PAPER);
    expect(device.copies().get('paper')?.base).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    const firstSave = gateway.stored(uid, EVENT, 'paper')?.updated;
    expect(device.copies().get('paper')?.base).toBe(firstSave);
    disposeDraft(draft);

    const reloaded = await device.open();
    gateway.held.hold();
    reloaded.autosave.edit({ ...PAPER, title: 'Second' });
    await vi.advanceTimersByTimeAsync(2000);
    reloaded.autosave.edit({ ...PAPER, title: 'Third, typed while the save was in flight' });
    expect(device.copies().get('paper')).toMatchObject({ base: firstSave, pending: true });
    gateway.held.release();
    await vi.advanceTimersByTimeAsync(0);
    const secondSave = gateway.stored(uid, EVENT, 'paper')?.updated;
    expect(secondSave).not.toBe(firstSave);
    expect(device.copies().get('paper')).toMatchObject({ base: secondSave, pending: true });
    await vi.advanceTimersByTimeAsync(2000);
    const thirdSave = gateway.stored(uid, EVENT, 'paper')?.updated;
    expect(device.copies().get('paper')).toMatchObject({ base: thirdSave, pending: false });
  });

  it('offers a pending edit overtaken by another device, and says the server has a later version', async () => {
    serverOffset = HOUR;
    const laptop = aDevice();
    await unsavedEditOn(laptop, 'Typed on the laptop');
    await vi.advanceTimersByTimeAsync(60_000);
    const phone = aDevice();
    const onPhone = await phone.open();
    onPhone.autosave.edit({ ...PAPER, title: 'Typed on the phone' });
    await vi.advanceTimersByTimeAsync(2000);

    const offer = (await laptop.open()).store.snapshot().restore;
    expect(offer).toMatchObject({
      device: { values: { title: 'Typed on the laptop' } },
      server: { values: { title: 'Typed on the phone' } },
      overtaken: true,
    });
  });

  it('takes no edit while the offer awaits a choice, so the offered copy is never overwritten', async () => {
    const device = aDevice();
    await unsavedEditOn(device, 'Only on this device');
    const draft = await device.open();
    draft.autosave.edit({ ...PAPER, title: 'A keystroke before choosing' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(JSON.parse(device.copies().get('paper')?.formJson ?? '{}').title).toBe('Only on this device');
    expect(draft.store.snapshot().values.title).toBe(PAPER.title);
    expect(gateway.calls).toHaveLength(2);
  });

  it('keeps the server’s version when chosen, and forgets the copy', async () => {
    const device = aDevice();
    await unsavedEditOn(device, 'Only on this device');
    const draft = await device.open();
    draft.autosave.chooseRestore('server');
    expect(draft.store.snapshot()).toMatchObject({ restore: null, values: { title: PAPER.title } });
    expect(device.copies().get('paper')).toBeNull();
    expect((await device.open()).store.snapshot().restore).toBeNull();
  });
});
