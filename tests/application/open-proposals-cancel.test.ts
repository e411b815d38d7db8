import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProposalDeskLoader } from '@/application/proposals/proposal-desk-loader';
import { LogOut } from '@/application/session/log-out';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { stallCalls } from '../support/stalled-calls';

/** OpenProposals: opening the desk can be let go (Cancel, leaving the page) and asked again (Try again), as every load. */
describe('OpenProposals, aborted', () => {
  let worldTab: WorldTab;
  const loadDesk = () => worldTab.container.get(ProposalDeskLoader).load();
  const world = () => worldTab.world;

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab);
  });

  it('aborts the read of the call and ends closed, not failed, without a login', async () => {
    const read = stallCalls(world().eventSettings, 'read');
    const desk = await loadDesk();
    const controller = new AbortController();
    const opening = desk.open.execute(controller.signal);
    expect(desk.store.snapshot()).toEqual({ phase: 'opening' });
    expect(read.signals[0]?.aborted).toBe(false);
    controller.abort();
    await opening;
    expect(read.signals[0]?.aborted).toBe(true);
    expect(desk.store.snapshot()).toEqual({ phase: 'closed' });
    expect(world().proposals.logins).toEqual([]);
  });

  it('aborts the three form reads and leaves no half-open desk; a new open then opens it', async () => {
    const forms = stallCalls(world().proposals, 'load');
    const desk = await loadDesk();
    const controller = new AbortController();
    const opening = desk.open.execute(controller.signal);
    await vi.waitFor(() => expect(forms.signals).toHaveLength(3));
    controller.abort();
    await opening;
    expect(forms.signals.map((signal) => signal?.aborted)).toEqual([true, true, true]);
    expect(desk.store.snapshot()).toEqual({ phase: 'closed' });
    expect(desk.store.unsavedKinds()).toEqual([]);

    forms.release();
    await desk.open.execute(new AbortController().signal);
    expect(desk.store.snapshot().phase).toBe('open');
  });

  it('starts afresh when opened again right after an abort (Try again), and the old open changes nothing', async () => {
    const read = stallCalls(world().eventSettings, 'read');
    const desk = await loadDesk();
    const first = new AbortController();
    const firstOpening = desk.open.execute(first.signal);
    first.abort();
    const again = desk.open.execute(new AbortController().signal);
    expect(read.signals).toHaveLength(2);
    expect(read.signals[1]?.aborted).toBe(false);
    await firstOpening;
    expect(desk.store.snapshot()).toEqual({ phase: 'opening' });

    read.release();
    await again;
    expect(desk.store.snapshot().phase).toBe('open');
  });

  it('waits for a login under way, then reads no forms', async () => {
    const login = stallCalls(world().proposals, 'login');
    const load = vi.spyOn(world().proposals, 'load');
    const desk = await loadDesk();
    const controller = new AbortController();
    const opening = desk.open.execute(controller.signal);
    await vi.waitFor(() => expect(login.calls).toHaveLength(1));
    controller.abort();
    login.release();
    await opening;
    expect(load).not.toHaveBeenCalled();
    expect(desk.store.snapshot()).toEqual({ phase: 'closed' });
  });

  it('takes nothing from an answer that comes after the abort', async () => {
    let answer = () => {};
    const settings = world().eventSettings.settings;
    vi.spyOn(world().eventSettings, 'read').mockImplementation(
      () => new Promise((resolve) => (answer = () => resolve(settings))),
    );
    const desk = await loadDesk();
    const controller = new AbortController();
    const opening = desk.open.execute(controller.signal);
    controller.abort();
    answer();
    await opening;
    expect(world().proposals.logins).toEqual([]);
    expect(desk.store.snapshot()).toEqual({ phase: 'closed' });
  });

  it('goes on while another caller of the same open still waits for it', async () => {
    const read = stallCalls(world().eventSettings, 'read');
    const desk = await loadDesk();
    const [one, two] = [new AbortController(), new AbortController()];
    void desk.open.execute(one.signal);
    const opening = desk.open.execute(two.signal);
    one.abort();
    expect(read.signals).toHaveLength(1);
    expect(read.signals[0]?.aborted).toBe(false);
    two.abort();
    expect(read.signals[0]?.aborted).toBe(true);
    await opening;
    expect(desk.store.snapshot()).toEqual({ phase: 'closed' });
  });

  it('takes nothing from forms that come after the abort', async () => {
    const answers: (() => void)[] = [];
    vi.spyOn(world().proposals, 'load').mockImplementation(
      () => new Promise((resolve) => answers.push(() => resolve(null))),
    );
    const desk = await loadDesk();
    const controller = new AbortController();
    const opening = desk.open.execute(controller.signal);
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    controller.abort();
    answers.forEach((answer) => answer());
    await opening;
    expect(desk.store.snapshot()).toEqual({ phase: 'closed' });
  });

  it('goes on for a caller without a signal (a panel that always waits) when the other lets go', async () => {
    const read = stallCalls(world().eventSettings, 'read');
    const desk = await loadDesk();
    const controller = new AbortController();
    void desk.open.execute();
    void desk.open.execute(controller.signal);
    controller.abort();
    expect(read.signals[0]?.aborted).toBe(false);
    read.release();
    await vi.waitFor(() => expect(desk.store.snapshot().phase).toBe('open'));
  });

  it('does nothing for a signal aborted before the open', async () => {
    const read = vi.spyOn(world().eventSettings, 'read');
    const desk = await loadDesk();
    await desk.open.execute(AbortSignal.abort());
    expect(read).not.toHaveBeenCalled();
    expect(desk.store.snapshot()).toEqual({ phase: 'closed' });
  });

  it('passes the signal to an organizer’s counts', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    const counts = stallCalls(world().proposals, 'count');
    const desk = await loadDesk();
    const controller = new AbortController();
    await desk.open.execute(controller.signal);
    await vi.waitFor(() => expect(counts.signals).toHaveLength(3));
    controller.abort();
    expect(counts.signals.every((signal) => signal?.aborted)).toBe(true);
    // Counts are a convenience: the desk stays open without them.
    await vi.waitFor(() => expect(desk.store.snapshot()).toMatchObject({ phase: 'open', counts: null }));
  });

  it('is let go by a logout while it opens', async () => {
    const read = stallCalls(world().eventSettings, 'read');
    const desk = await loadDesk();
    const opening = desk.open.execute();
    await worldTab.container.get(LogOut).execute();
    await opening;
    expect(read.signals[0]?.aborted).toBe(true);
    expect(desk.store.snapshot()).toEqual({ phase: 'closed' });
  });
});
