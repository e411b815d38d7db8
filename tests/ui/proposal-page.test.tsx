import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProposalDeskStore } from '@/application/proposals/proposal-desk-store';
import { RemoteSystemError } from '@/application/remote-system-error';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_EVENT_ID } from '../support/demo-proposals';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, storedText, type WorldTab } from '../support/session-fakes';

/** The form's status line ("Saving…", "Saved at …", "Not saved …"), of the page's polite statuses. */
const syncStatus = () =>
  screen.getAllByRole('status').find((status) => /Sav|saved/.test(status.textContent ?? '')) ?? null;

/**
 * The proposal page with the in-memory proposal system. Timing lives in the use-case tests; here the
 * screen: what it says, what it offers, and that a send is checked, then confirmed, and locks the kind.
 */
describe('the proposal page (/conference-proposals/:kind)', () => {
  let worldTab: WorldTab;
  const uid = DEMO_ACCOUNTS.member.user.uid;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('shows the event, the three kinds, the paper form and --- for a missing intro, in the intro’s place', async () => {
    await renderPortal(worldTab, '/conference-proposals/paper');
    expect(await screen.findByRole('heading', { level: 1, name: /NECS/ })).toHaveTextContent(/NECS/);
    const kinds = screen.getByRole('navigation', { name: 'Proposal kinds' });
    expect(
      within(kinds)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Panel', 'Paper', 'Workshop']);
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeInTheDocument();
    await userEvent.setup().click(within(kinds).getByRole('link', { name: 'Workshop' }));
    await waitFor(() => expect(kinds.querySelector('[aria-current="page"]')).toHaveTextContent('Workshop'));
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeInTheDocument();
    // The workshop's intro is blank in the demo call: --- stands where it would be (docs/behaviour.md), in
    // the intro's block (between the kinds and the form), named for a screen reader.
    const missing = screen.getByText('---', { exact: true });
    const intro = missing.closest('p')!;
    expect(intro).toHaveTextContent('No introduction to workshop proposals in this call.');
    expect(kinds.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(intro.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(within(kinds).getByRole('link', { name: 'Paper' }));
    expect(await screen.findByText(/Propose an individual paper/)).toBeInTheDocument();
    expect(screen.queryByText('---', { exact: true })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Conference proposals/));
  });

  it('shows an organizer how many of each kind were sent, on the kinds’ links, and lets them draft too', async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    vi.spyOn(worldTab.world.proposals, 'count').mockImplementation(async (_event, kind) =>
      kind === 'panel' ? 1 : 0,
    );
    await renderPortal(worldTab, '/conference-proposals/paper');
    const kinds = within(await screen.findByRole('navigation', { name: 'Proposal kinds' }));
    await waitFor(() =>
      expect(kinds.getByRole('link', { name: /^Panel/ })).toHaveTextContent('Panel · 1 sent'),
    );
    expect(kinds.getByRole('link', { name: /^Workshop/ })).toHaveTextContent('Workshop · 0 sent');
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toBeEnabled();
  });

  it('moves the organizer’s count on the kind’s link at once after their own send (issue 81)', async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.organizer);
    await renderPortal(worldTab, '/conference-proposals/workshop');
    const kinds = within(await screen.findByRole('navigation', { name: 'Proposal kinds' }));
    const workshop = () => kinds.getByRole('link', { name: /^Workshop/ });
    await waitFor(() => expect(workshop()).toHaveTextContent('Workshop · 0 sent'));
    const desk = worldTab.container.get(ProposalDeskStore).snapshot();
    if (desk.phase !== 'open') throw new Error(`The desk is ${desk.phase}`);
    const { autosave, send } = desk.drafts.workshop;
    autosave.edit({
      title: 'Archives in motion',
      description: 'A workshop on moving-image archives.',
      format: 'Short inputs, then work in small groups.',
      participants: ['Ana Duarte, Lisbon', 'Jonas Berg, Oslo'],
    });
    await autosave.flush();
    expect((await send.execute()).ok).toBe(true);
    await waitFor(() => expect(workshop()).toHaveTextContent('Workshop · 1 sent'));
  });

  it('asks Drupal for the call once: the page’s head and the member’s form share its answer', async () => {
    await renderPortal(worldTab, '/conference-proposals/paper');
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(worldTab.world.eventSettings.reads).toBe(1);
  });

  it('tells a logged-in non-member what membership gives and where to join, and never opens the proposal system', async () => {
    await logInAs(worldTab, DEMO_ACCOUNTS.guest);
    await renderPortal(worldTab, '/conference-proposals/paper');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Conference proposals' })).toBeInTheDocument();
    expect(main.getByText(/open to members of the association/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/join');
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();
    expect(worldTab.world.proposals.logins).toEqual([]);
  });

  it('asks before sending, then shows the sent form read-only with the completed text', async () => {
    const user = userEvent.setup();
    await renderPortal(worldTab, '/conference-proposals/paper');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Slow cinema');
    await user.type(screen.getByRole('textbox', { name: /^Abstract/ }), 'Duration as method.');
    const keywords = screen.getByRole('group', { name: /Keywords/ });
    for (const [index, word] of ['archive', 'duration', 'slowness'].entries())
      await user.type(within(keywords).getByRole('textbox', { name: `Keyword ${index + 1}` }), word);
    await user.type(screen.getByRole('textbox', { name: /^Short bio/ }), 'Film scholar.');

    await user.click(screen.getByRole('button', { name: 'Send paper proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send your paper proposal?' });
    expect(dialog).toHaveTextContent('can no longer be edited');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText(/This is what you sent/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(worldTab.world.proposals.stored(uid, DEMO_EVENT_ID, 'paper')).toMatchObject({ sent: true });
    // Four fields typed key by key and the send's own delay: seconds on a busy machine.
  }, 15_000);

  it('does not send an incomplete form, nor ask, and marks what is missing', async () => {
    const user = userEvent.setup();
    await renderPortal(worldTab, '/conference-proposals/paper');
    await user.click(await screen.findByRole('button', { name: 'Send paper proposal' }));
    expect(await screen.findByText(/fields need your attention/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(worldTab.world.proposals.calls.filter(({ call }) => call === 'send')).toEqual([]);
  });

  it('keeps a closed call’s drafts readable, without Send', async () => {
    worldTab.world.eventSettings.settings = { ...worldTab.world.eventSettings.settings, open: false };
    await renderPortal(worldTab, '/conference-proposals/paper');
    expect(await screen.findByText(/The call for proposals is closed/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('says a call closed mid-typing in the proposal system’s words, offers Send no more and keeps the typed words', async () => {
    // docs/behaviour.md, "A call that closes while the member types".
    const user = userEvent.setup();
    const saves = vi.spyOn(worldTab.world.proposals, 'save');
    const rationale = 'Typed as the call closed.';
    await renderPortal(worldTab, '/conference-proposals/panel');
    await user.type(await screen.findByRole('textbox', { name: /^Panel title/ }), 'Before the close');
    await waitFor(() => expect(syncStatus()).toHaveTextContent(/^Saved at /));
    expect(screen.getByRole('button', { name: 'Send panel proposal' })).toBeInTheDocument();

    // An editor closes the call in Drupal while the form is open.
    worldTab.world.eventSettings.settings = { ...worldTab.world.eventSettings.settings, open: false };
    await user.type(screen.getByRole('textbox', { name: /^Rationale/ }), rationale);
    await waitFor(() =>
      expect(syncStatus()).toHaveTextContent(
        /^Not saved at .+ \(The call for proposals of this event is not open\.\)\. A copy is kept on this device\.$/,
      ),
    );
    // The words are the proposal system's own, of its 403 to the save that carried the rationale.
    const refused = saves.mock.calls.flatMap(([record], index) =>
      record.formJson.includes(rationale) ? [saves.mock.results[index]!.value] : [],
    );
    expect(refused).not.toEqual([]);
    for (const answer of refused)
      await expect(answer).rejects.toMatchObject({
        status: 403,
        serverMessage: 'The call for proposals of this event is not open.',
      });
    expect(worldTab.world.proposals.stored(uid, DEMO_EVENT_ID, 'panel')?.formJson).not.toContain(rationale);

    // The call is read again: the page says it is closed, Send is gone, the typed words stay to read and copy.
    expect(await screen.findByText('Submissions are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send .* proposal$/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Rationale/ })).toHaveValue(rationale);
    expect(screen.getByRole('textbox', { name: /^Rationale/ })).toHaveAttribute('readonly');
    expect(worldTab.persistentStorage.read(`necs.proposal-copies.${uid}.${DEMO_EVENT_ID}`)).toContain(
      rationale,
    );
  });

  it('lists My proposals in the member area, each kind with where it stands', async () => {
    await renderPortal(worldTab, '/my-necs');
    const panel = within(await screen.findByRole('region', { name: 'My proposals' }));
    expect(await panel.findByRole('link', { name: 'Paper' })).toHaveAttribute(
      'href',
      '/conference-proposals/paper',
    );
    expect(panel.getAllByText(/not started/)).toHaveLength(3);
  });

  it('asks at logout when an edit has not reached the proposal system, and can keep a copy', async () => {
    const user = userEvent.setup();
    await renderPortal(worldTab, '/conference-proposals/paper');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    worldTab.world.proposals.outage.start();
    await user.type(title, 'Unsaved');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your proposal is not saved yet' });
    await user.click(within(dialog).getByRole('button', { name: 'Wait for the save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not be saved');
    await user.click(within(dialog).getByRole('button', { name: 'Keep a copy on this device' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull());
    expect(worldTab.persistentStorage.read(`necs.proposal-copies.${uid}.${DEMO_EVENT_ID}`)).toContain(
      'Unsaved',
    );
  });

  it('asks at logout when an edit could not be saved: Cancel keeps the edit, Discard and log out drops it', async () => {
    const user = userEvent.setup();
    await renderPortal(worldTab, '/conference-proposals/workshop');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    // Saves fail as when nothing answers; the proposal system's other calls (its logout) go through.
    const save = vi
      .spyOn(worldTab.world.proposals, 'save')
      .mockRejectedValue(new RemoteSystemError('proposals', null));
    await user.type(title, 'Not saved yet');
    const copies = () => storedText(worldTab.persistentStorage);
    // The edit waits in the device's copy (localStorage), so that it is gone after the discard says something.
    await waitFor(() => expect(copies()).toContain('Not saved yet'));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your proposal is not saved yet' });
    expect(dialog).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Not saved yet');
    expect(worldTab.world.accounts.loggedInUid).toBe(uid);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const again = await screen.findByRole('dialog', { name: 'Your proposal is not saved yet' });
    await user.click(within(again).getByRole('button', { name: 'Discard and log out' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
    expect(copies()).not.toContain('Not saved yet');
    expect(worldTab.world.proposals.stored(uid, DEMO_EVENT_ID, 'workshop')).toBeUndefined();
    expect(save).toHaveBeenCalled();
  });
});
