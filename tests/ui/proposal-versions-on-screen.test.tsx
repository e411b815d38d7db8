import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_EVENT_ID } from '../support/demo-proposals';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';
import { axeViolations } from '../support/jsdom-axe';

const developer = DEMO_ACCOUNTS.developer;
const uid = developer.user.uid;
const NEWER = JSON.stringify({ _version: 1, title: 'Patchwork Pixels', abstract: 'Saved on the phone.' });

/** The autosave waits 2 s after the last keystroke; a busy machine may take longer to draw its answer. */
const AFTER_A_SAVE = { timeout: 10_000 };

/** The tab hidden (another tab in front, a phone asleep), then shown again. */
async function showTabAgain(): Promise<void> {
  for (const state of ['hidden', 'visible'] as const)
    await act(async () => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
}

/**
 * Issue 73 on screen: the developer's paper open in this tab while "another device" (a save or send straight to
 * the proposal system, from the version it holds) writes newer words.
 */
describe('a proposal changed elsewhere, on the proposal page', { timeout: 30_000 }, () => {
  let worldTab: WorldTab;
  const stored = () => worldTab.world.proposals.stored(uid, DEMO_EVENT_ID, 'paper');
  const record = (formJson: string) => ({
    userId: uid,
    userName: developer.user.accountName,
    eventId: DEMO_EVENT_ID,
    kind: 'paper' as const,
    formJson,
    base: stored()?.updated ?? null,
  });
  const title = () => screen.getByRole('textbox', { name: /^Title/ });
  const savedAs = (words: Record<string, string>) =>
    waitFor(() => expect(JSON.parse(stored()!.formJson)).toMatchObject(words), AFTER_A_SAVE);

  afterEach(() => Reflect.deleteProperty(document, 'visibilityState'));
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, developer);
  });

  async function typeAfterAnotherDeviceSaved() {
    const { container } = await renderPortal(worldTab, '/conference-proposals/paper');
    await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 });
    await worldTab.world.proposals.save(record(NEWER));
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^Abstract/ }), 'Typed on the laptop.');
    const panel = await screen.findByRole(
      'region',
      { name: 'This proposal was changed elsewhere' },
      AFTER_A_SAVE,
    );
    return { container, panel };
  }

  it('shows both texts of each field that differs, with Keep mine and Keep the other, the form read-only', async () => {
    const { container, panel } = await typeAfterAnotherDeviceSaved();
    expect(screen.getByText(/^Not saved: newer words were saved in another tab/)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Abstract' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { level: 3, name: 'Title' })).toBeNull();
    expect(within(panel).getByText('Yours (not saved)')).toBeInTheDocument();
    expect(within(panel).getByText(/^The other \(saved /)).toBeInTheDocument();
    expect(panel).toHaveTextContent('Typed on the laptop.');
    expect(panel).toHaveTextContent('Saved on the phone.');
    expect(title()).toHaveAttribute('readonly');
    expect(stored()?.formJson).toBe(NEWER);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the other version in the form on "Keep the other"', async () => {
    const { panel } = await typeAfterAnotherDeviceSaved();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Keep the other' }));
    expect(screen.queryByRole('region', { name: 'This proposal was changed elsewhere' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Abstract/ })).toHaveValue('Saved on the phone.');
    expect(title()).not.toHaveAttribute('readonly');
  });

  it('saves this tab’s words over the other on "Keep mine"', async () => {
    const { panel } = await typeAfterAnotherDeviceSaved();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(screen.queryByRole('region', { name: 'This proposal was changed elsewhere' })).toBeNull();
    await screen.findByText(/^Saved /, {}, AFTER_A_SAVE);
    expect(stored()?.formJson).toContain('Typed on the laptop.');
  });

  it('saves by itself what the other changed in another field: no question, both kept (issue 81)', async () => {
    await renderPortal(worldTab, '/conference-proposals/paper');
    await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 });
    await worldTab.world.proposals.save(record(NEWER));
    await userEvent.setup().type(title(), ' on the laptop');
    await savedAs({ title: 'Patchwork Pixels on the laptop', abstract: 'Saved on the phone.' });
    expect(screen.queryByRole('region', { name: 'This proposal was changed elsewhere' })).toBeNull();
    await screen.findByText(/^Saved at /, {}, AFTER_A_SAVE);
    expect(screen.getByRole('textbox', { name: /^Abstract/ })).toHaveValue('Saved on the phone.');
  });

  it('lets each field both changed keep its own version: this tab’s title beside the other’s abstract', async () => {
    const { container } = await renderPortal(worldTab, '/conference-proposals/paper');
    await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 });
    // Issue 81: only a field both changed is asked; the phone changed the title too.
    const newer = JSON.stringify({
      _version: 1,
      title: 'Patchwork Pixels, phone',
      abstract: 'Saved on the phone.',
    });
    await worldTab.world.proposals.save(record(newer));
    const user = userEvent.setup();
    await user.type(title(), ' on the laptop');
    await user.type(screen.getByRole('textbox', { name: /^Abstract/ }), 'Typed on the laptop.');
    const panel = await screen.findByRole(
      'region',
      { name: 'This proposal was changed elsewhere' },
      AFTER_A_SAVE,
    );
    const titleChoice = within(panel).getByRole('group', { name: 'Title' });
    const abstractChoice = within(panel).getByRole('group', { name: 'Abstract' });
    // This tab's words are chosen until the member says otherwise (the other's where this tab has none: see
    // tests/domain/proposal-differing-fields.test.ts); each option reads its text as its description.
    expect(within(titleChoice).getByRole('radio', { name: 'Yours (not saved)' })).toBeChecked();
    expect(within(titleChoice).getByRole('radio', { name: 'Yours (not saved)' })).toHaveAccessibleDescription(
      'Patchwork Pixels on the laptop',
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(abstractChoice).getByRole('radio', { name: /^The other \(saved / }));
    await user.click(within(panel).getByRole('button', { name: 'Keep as chosen' }));
    expect(screen.queryByRole('region', { name: 'This proposal was changed elsewhere' })).toBeNull();
    expect(title()).toHaveValue('Patchwork Pixels on the laptop');
    expect(screen.getByRole('textbox', { name: /^Abstract/ })).toHaveValue('Saved on the phone.');
    await savedAs({ title: 'Patchwork Pixels on the laptop', abstract: 'Saved on the phone.' });
  });

  it('takes in newer words by itself when the tab is shown again, saving nothing', async () => {
    await renderPortal(worldTab, '/conference-proposals/paper');
    await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 });
    await worldTab.world.proposals.save(record(NEWER));
    const saves = worldTab.world.proposals.calls.length;
    await showTabAgain();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Abstract/ })).toHaveValue('Saved on the phone.'),
    );
    expect(worldTab.world.proposals.calls).toHaveLength(saves);
  });

  it('says a send that met newer words was not sent, and shows them in the form first (issue 81)', async () => {
    const complete = {
      title: 'Slow cinema',
      abstract: 'Duration.',
      keywords: ['archive', 'duration', 'slowness'],
    };
    const { container } = await renderPortal(worldTab, '/conference-proposals/paper');
    await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 });
    // A whole paper saved on the phone, which this tab takes in when shown again; then a newer bio there.
    await worldTab.world.proposals.save(
      record(JSON.stringify({ _version: 1, ...complete, bio: 'Film scholar.' })),
    );
    await showTabAgain();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Short bio/ })).toHaveValue('Film scholar.'),
    );
    await worldTab.world.proposals.save(
      record(JSON.stringify({ _version: 1, ...complete, bio: 'Newer bio.' })),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send paper proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your paper proposal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await screen.findByText(
      /^Your proposal was not sent: newer words saved in another tab or on another device are now in the form\./,
      {},
      AFTER_A_SAVE,
    );
    // Nothing conflicted: no question, the newer bio in the form, to be seen before it is sent.
    expect(screen.queryByRole('region', { name: 'This proposal was changed elsewhere' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Short bio/ })).toHaveValue('Newer bio.');
    expect(stored()).toMatchObject({ sent: false });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers the words typed after a send from elsewhere, to copy or forget', async () => {
    const { container } = await renderPortal(worldTab, '/conference-proposals/paper');
    await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 10_000 });
    await worldTab.world.proposals.send({ ...record(NEWER), userEmail: developer.user.mail });
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^Abstract/ }), 'Typed after the send.');
    const panel = await screen.findByRole('region', { name: 'These words were not sent' }, AFTER_A_SAVE);
    expect(within(panel).getByText('Abstract')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Typed after the send.');
    expect(screen.getByText(/This is what you sent/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Forget them' }));
    expect(screen.queryByRole('region', { name: 'These words were not sent' })).toBeNull();
  });
});
