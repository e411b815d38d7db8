import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Preferences } from '@/application/preferences/preferences';
import { LocalProposalCopies, type LocalCopy } from '@/application/proposals/local-proposal-copies';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_EVENT_ID } from '../support/demo-proposals';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const developer = DEMO_ACCOUNTS.developer;
const uid = developer.user.uid;

/**
 * The developer's seeded paper ("Patchwork Pixels") is dated in the future by the proposal system's clock,
 * as a device clock behind the server's would see any paper. A pending copy on this device that differs is
 * offered all the same.
 */
// The first render loads the proposal screens' lazy code: slow on a busy machine.
describe('the restore offer on the proposal page', { timeout: 20_000 }, () => {
  let worldTab: WorldTab;
  const serverUpdated = () => worldTab.world.proposals.stored(uid, DEMO_EVENT_ID, 'paper')?.updated ?? '';
  const keepOnDevice = (copy: Partial<LocalCopy>) =>
    new LocalProposalCopies(
      worldTab.persistentStorage,
      LocalProposalCopies.prefixFor('necs'),
      uid,
      DEMO_EVENT_ID,
    ).put('paper', {
      formJson: JSON.stringify({ _version: 1, title: 'Typed while saves failed', abstract: 'A first idea.' }),
      savedAt: new Date().toISOString(),
      pending: true,
      base: serverUpdated(),
      ...copy,
    });
  const offer = async () => screen.findByRole('region', { name: /on this device/ }, { timeout: 10_000 });

  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, developer);
  });

  it('shows both versions side by side, keeps the form read-only until chosen, and takes the device’s', async () => {
    keepOnDevice({});
    await renderPortal(worldTab, '/conference-proposals/paper');
    const panel = await offer();
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
      'A newer version is on this device',
    );
    // No device time beside the server's: the two clocks may be hours apart.
    expect(within(panel).getByRole('heading', { name: 'On this device (not saved)' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: /^In the proposal system \(/ })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Typed while saves failed');
    expect(panel).toHaveTextContent('Patchwork Pixels');
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Patchwork Pixels');
    expect(title).toHaveAttribute('readonly');

    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Use the version on this device' }));
    expect(screen.queryByRole('region', { name: /on this device/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Typed while saves failed');
    expect(screen.getByRole('textbox', { name: /^Title/ })).not.toHaveAttribute('readonly');
  });

  it('keeps the saved version when asked', async () => {
    keepOnDevice({});
    await renderPortal(worldTab, '/conference-proposals/paper');
    await userEvent
      .setup()
      .click(within(await offer()).getByRole('button', { name: 'Keep the saved version' }));
    expect(screen.queryByRole('region', { name: /on this device/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Patchwork Pixels');
  });

  it('asks at logout while the offer waits for a choice, instead of dropping the copy', async () => {
    keepOnDevice({});
    await renderPortal(worldTab, '/conference-proposals/paper');
    await offer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog', { name: 'Your proposal is not saved yet' })).toBeInTheDocument();
  });

  it('says when the proposal system has a later version than the one the edits started from', async () => {
    keepOnDevice({ base: '2026-01-01T00:00:00.000Z' });
    await renderPortal(worldTab, '/conference-proposals/paper');
    const panel = await offer();
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Unsaved edits are on this device',
    );
    expect(panel).toHaveTextContent(/has since saved a later version from another tab or device/);
  });

  it('offers the choice in French', async () => {
    keepOnDevice({ base: '2026-01-01T00:00:00.000Z' });
    await renderPortal(worldTab, '/conference-proposals/paper');
    await offer();
    await prepareLanguage('fr');
    // Awaited: a part whose words are not fetched yet waits for them, and the switch with it.
    await act(async () => worldTab.container.get(Preferences).setLanguage('fr'));
    const panel = screen.getByRole('region', {
      name: 'Des modifications non enregistrées se trouvent sur cet appareil',
    });
    expect(panel).toHaveTextContent(/a depuis enregistré une version plus récente depuis un autre onglet/);
    expect(
      within(panel).getByRole('heading', { name: 'Sur cet appareil (non enregistrée)' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('heading', { name: /^Dans le système de propositions \(/ }),
    ).toBeInTheDocument();
    expect(within(panel).getAllByText('Titre')).toHaveLength(2);
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Garder la version enregistrée' }));
    expect(screen.queryByRole('region', { name: /sur cet appareil/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Titre/ })).toHaveValue('Patchwork Pixels');
  });
});
