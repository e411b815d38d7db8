import { describe, expect, it, vi } from 'vitest';
import { CALL_NOT_OPEN, InMemoryProposalGateway } from '@/infrastructure/fakes/in-memory-proposal-gateway';
import {
  COMPLETE,
  draftWorld,
  EVENT,
  eachTestInADraftWorld,
  PAPER,
  seeded,
  uid,
} from './proposal-draft-harness';

const AUTOSAVE_MS = 2000;

/**
 * Issue 73: a tab or phone left open never writes over newer words. Two devices on one proposal system (the
 * in-memory one, which refuses a save from an older version as the sandbox does): what the one left open
 * shows, keeps and saves once the other has saved.
 */
describe('a proposal written on two devices', () => {
  const world = eachTestInADraftWorld();
  const onServer = () => world.gateway.stored(uid, EVENT, 'paper');
  const aPhone = () => world.device;

  /** The laptop's tab opened first; then the phone saves a newer version. */
  async function laptopLeftOpen() {
    const laptop = await world.device.open();
    const phone = await aPhone().open();
    phone.autosave.edit({ ...PAPER, bio: 'Saved on the phone.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(onServer()?.formJson).toContain('Saved on the phone.');
    return { laptop, phone };
  }

  /** The laptop, left open, types `typed` and saves: refused, in conflict with the phone's newer version. */
  async function laptopInConflict(typed: Partial<typeof PAPER>) {
    const { laptop } = await laptopLeftOpen();
    laptop.autosave.edit({ ...PAPER, ...typed });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    return laptop;
  }

  it('refuses the open tab’s save and shows both versions, the newer one still on the server', async () => {
    const laptop = await laptopInConflict({ title: 'Typed on the laptop' });
    expect(onServer()?.formJson).toContain('Saved on the phone.');
    expect(onServer()?.formJson).not.toContain('Typed on the laptop');
    expect(laptop.store.snapshot()).toMatchObject({
      sync: { state: 'conflict', met: 'save' },
      conflict: {
        met: 'save',
        mine: { title: 'Typed on the laptop', bio: '' },
        theirs: { title: 'Slow cinema', bio: 'Saved on the phone.' },
        theirsUpdated: onServer()?.updated,
      },
    });
    // The laptop's words stay on the device meanwhile.
    expect(world.device.copies().get('paper')).toMatchObject({ pending: true });
  });

  it('takes no edit while the member chooses', async () => {
    const laptop = await laptopInConflict({ title: 'Typed on the laptop' });
    laptop.autosave.edit({ ...PAPER, title: 'Typed during the choice' });
    expect(laptop.store.snapshot().conflict?.mine.title).toBe('Typed on the laptop');
  });

  it('saves the open tab’s words over the newer ones on "Keep mine", from the newer version', async () => {
    const laptop = await laptopInConflict({ title: 'Typed on the laptop' });
    const newer = onServer()?.updated;
    laptop.autosave.chooseInConflict('mine');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(onServer()?.formJson).toContain('Typed on the laptop');
    const lastSave = world.gateway.calls.at(-1);
    expect(lastSave?.record.base).toBe(newer);
    expect(laptop.store.snapshot()).toMatchObject({ conflict: null, sync: { state: 'saved' } });
  });

  it('saves the words chosen field by field: the laptop’s title beside the phone’s bio', async () => {
    const laptop = await laptopInConflict({ title: 'Typed on the laptop', bio: 'Bio typed on the laptop.' });
    const newer = onServer()?.updated;
    laptop.autosave.chooseInConflict({ keepMine: ['title'] });
    expect(laptop.store.snapshot()).toMatchObject({
      conflict: null,
      resetKey: 1,
      values: { title: 'Typed on the laptop', bio: 'Saved on the phone.' },
    });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    const saved = JSON.parse(onServer()!.formJson) as Record<string, unknown>;
    expect(saved).toMatchObject({ title: 'Typed on the laptop', bio: 'Saved on the phone.' });
    expect(world.gateway.calls.at(-1)?.record.base).toBe(newer);
    expect(laptop.store.snapshot()).toMatchObject({ conflict: null, sync: { state: 'saved' } });
  });

  it('takes the newer version, saving nothing, when no field of this tab’s is chosen', async () => {
    const laptop = await laptopInConflict({ title: 'Typed on the laptop' });
    const calls = world.gateway.calls.length;
    laptop.autosave.chooseInConflict({ keepMine: [] });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(world.gateway.calls).toHaveLength(calls);
    expect(laptop.store.snapshot()).toMatchObject({ conflict: null, values: { bio: 'Saved on the phone.' } });
  });

  it('shows the newer words on "Keep the other", saves nothing and keeps no copy', async () => {
    const laptop = await laptopInConflict({ title: 'Typed on the laptop' });
    const calls = world.gateway.calls.length;
    laptop.autosave.chooseInConflict('newer');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(world.gateway.calls).toHaveLength(calls);
    expect(laptop.store.snapshot()).toMatchObject({
      conflict: null,
      resetKey: 1,
      values: { title: 'Slow cinema', bio: 'Saved on the phone.' },
      sync: { state: 'saved', at: onServer()?.updated },
    });
    expect(world.device.copies().get('paper')).toBeNull();
    // Typing goes on from the newer version.
    laptop.autosave.edit({ ...PAPER, bio: 'Saved on the phone. And on.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(onServer()?.formJson).toContain('And on.');
  });

  it('brings a tab that comes back up to date with newer words, and saves nothing', async () => {
    const { laptop } = await laptopLeftOpen();
    const calls = world.gateway.calls.length;
    laptop.autosave.catchUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(laptop.store.snapshot()).toMatchObject({
      values: { bio: 'Saved on the phone.' },
      resetKey: 1,
      conflict: null,
      updated: onServer()?.updated,
    });
    expect(world.gateway.calls).toHaveLength(calls);
  });

  it('leaves a tab that is up to date as it is when it comes back', async () => {
    const laptop = await world.device.open();
    laptop.autosave.catchUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(laptop.store.snapshot()).toMatchObject({ resetKey: 0, values: { title: 'On the server' } });
  });

  it('saves a coming-back tab’s unsaved words from their version, so newer ones elsewhere are a conflict', async () => {
    const { laptop } = await laptopLeftOpen();
    world.gateway.held.hold();
    laptop.autosave.edit({ ...PAPER, title: 'Typed before the tab was hidden' });
    laptop.autosave.catchUp();
    world.gateway.held.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(laptop.store.snapshot().conflict?.mine.title).toBe('Typed before the tab was hidden');
    expect(onServer()?.formJson).toContain('Saved on the phone.');
  });

  it('refuses a send from an older version: nothing is sent, and the newer words are shown in the form first', async () => {
    await world.reset([seeded({ formJson: JSON.stringify({ _version: 1, ...COMPLETE }) })]);
    const laptop = await world.device.open();
    const phone = await aPhone().open();
    phone.autosave.edit({ ...COMPLETE, bio: 'Newer bio.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    const sending = laptop.send.execute();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    // Issue 81: only the phone changed the bio, so nothing conflicts; but the member sees it before it is sent.
    expect(await sending).toEqual({ ok: false, error: { kind: 'merged' } });
    expect(onServer()?.sent).toBe(false);
    expect(laptop.store.snapshot()).toMatchObject({
      sending: false,
      sendFailure: { kind: 'merged' },
      conflict: null,
      values: { bio: 'Newer bio.' },
      updated: onServer()?.updated,
    });
    const sentAgain = laptop.send.execute();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(await sentAgain).toEqual({ ok: true, value: undefined });
    expect(onServer()).toMatchObject({ sent: true });
    expect(onServer()?.formJson).toContain('Newer bio.');
  });
});

describe('words typed after a send from another tab or device', () => {
  const world = eachTestInADraftWorld();

  it('are kept on this device and offered, not deleted with the draft, also after a reload', async () => {
    await world.reset([seeded({ formJson: JSON.stringify({ _version: 1, ...COMPLETE }) })]);
    const tabA = await world.device.open();
    const tabC = await world.device.open();
    const sent = tabA.send.execute();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect((await sent).ok).toBe(true);
    tabC.autosave.edit({ ...COMPLETE, references: 'A sentence typed after the send.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(tabC.store.snapshot()).toMatchObject({
      sent: true,
      values: { references: '' },
      unsent: { references: 'A sentence typed after the send.' },
    });
    expect(world.device.copies().get('paper')?.formJson).toContain('typed after the send');
    const reloaded = await world.device.open();
    expect(reloaded.store.snapshot().unsent).toMatchObject({
      references: 'A sentence typed after the send.',
    });
  });

  it('offer nothing when the send carried every word typed here', async () => {
    const tabA = await world.device.open();
    const tabC = await world.device.open();
    tabA.autosave.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    const sent = tabA.send.execute();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect((await sent).ok).toBe(true);
    tabC.autosave.edit(COMPLETE);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(tabC.store.snapshot()).toMatchObject({ sent: true, unsent: null });
    expect(world.device.copies().get('paper')).toBeNull();
  });
});

describe('a call that closes while the member types', () => {
  it('is said in the proposal system’s words, the words kept, and has the desk read the call again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00.000Z') });
    let open: string | null = EVENT;
    const world = await draftWorld({
      proposals: [seeded()],
      gateway: (options) => new InMemoryProposalGateway({ ...options, openEventId: () => open }),
    });
    const device = world.aDevice();
    const draft = await device.open();
    open = null;
    draft.autosave.edit({ ...PAPER, title: 'Typed as the call closed' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(draft.store.snapshot().sync).toMatchObject({ state: 'failed', message: CALL_NOT_OPEN });
    expect(device.onRefused).toHaveBeenCalledOnce();
    expect(device.copies().get('paper')?.formJson).toContain('Typed as the call closed');
    vi.useRealTimers();
  });
});

describe('a newer version with the very words this tab holds', () => {
  const world = eachTestInADraftWorld();

  it('is no conflict for a save: it becomes the version the words are written from', async () => {
    const laptop = await world.device.open();
    const phone = await world.device.open();
    phone.autosave.edit({ ...PAPER, bio: 'The same words.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    laptop.autosave.edit({ ...PAPER, bio: 'The same words.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(laptop.store.snapshot()).toMatchObject({ conflict: null, sync: { state: 'saved' } });
    laptop.autosave.edit({ ...PAPER, bio: 'The same words, and more.' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(world.gateway.stored(uid, EVENT, 'paper')?.formJson).toContain('and more.');
  });

  it('is sent once more from that version when a send meets it', async () => {
    await world.reset([seeded({ formJson: JSON.stringify({ _version: 1, ...COMPLETE }) })]);
    const laptop = await world.device.open();
    const phone = await world.device.open();
    // The same words, a space apart: another version, saved after the laptop read its own.
    phone.autosave.edit({ ...COMPLETE, bio: `${COMPLETE.bio} ` });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    const sending = laptop.send.execute();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    expect(await sending).toEqual({ ok: true, value: undefined });
    expect(world.gateway.calls.map(({ call }) => call)).toEqual(['save', 'send', 'send']);
    expect(world.gateway.stored(uid, EVENT, 'paper')).toMatchObject({ sent: true });
  });
});
