import { describe, expect, it, vi } from 'vitest';
import { disposeDraft } from '@/application/proposals/proposal-draft';
import { eachTestInADraftWorld, PAPER, paperJson, seeded } from './proposal-draft-harness';

/**
 * One kind's state as it opens: what the page shows, what becomes of the copy on this device, and its end.
 * How edits and sends change it: proposal-autosave.test.ts, send-proposal.test.ts.
 */
describe('ProposalDraftStore', () => {
  const world = eachTestInADraftWorld();

  it('opens an empty form, without problems, when the server has nothing yet', async () => {
    await world.reset([]);
    expect((await world.device.open()).store.snapshot()).toMatchObject({
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

  it('opens a sent form locked, and drops a copy this device kept of what was sent', async () => {
    await world.reset([seeded({ sent: true })]);
    world.device
      .copies()
      .put('paper', { formJson: paperJson('On the server'), savedAt: '', pending: true, base: null });
    const draft = await world.device.open();
    expect(draft.store.snapshot()).toMatchObject({
      sent: true,
      restore: null,
      unsent: null,
      values: { title: 'On the server' },
    });
    expect(world.device.copies().get('paper')).toBeNull();
    draft.autosave.edit(PAPER);
    expect(draft.store.snapshot().values.title).toBe('On the server');
  });

  it('opens a sent form locked, and offers words the send did not carry, kept until let go', async () => {
    await world.reset([seeded({ sent: true })]);
    world.device
      .copies()
      .put('paper', { formJson: paperJson('Typed after'), savedAt: '', pending: true, base: null });
    const draft = await world.device.open();
    expect(draft.store.snapshot()).toMatchObject({
      sent: true,
      restore: null,
      values: { title: 'On the server' },
      unsent: { title: 'Typed after' },
    });
    expect(world.device.copies().get('paper')).not.toBeNull();
    draft.store.forgetUnsent();
    expect(draft.store.snapshot().unsent).toBeNull();
    expect(world.device.copies().get('paper')).toBeNull();
  });

  it('leaves the origin of an overtaken copy as it was when it offers it', async () => {
    const copy = {
      formJson: paperJson('Kept'),
      savedAt: '',
      pending: true,
      base: '2026-11-01T00:00:00.000Z',
    };
    world.device.copies().put('paper', copy);
    expect((await world.device.open()).store.snapshot().restore).toMatchObject({ overtaken: true });
    expect(world.device.copies().get('paper')).toEqual(copy);
  });

  it('ends its state when disposed', async () => {
    const draft = await world.device.open();
    const complete = vi.fn();
    draft.store.state$.subscribe({ complete });
    disposeDraft(draft);
    expect(complete).toHaveBeenCalledOnce();
  });
});
