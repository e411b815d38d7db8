import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/**
 * Sending by keyboard (issue 73, point 7): Send checks before it asks, the focus goes to the first thing to fix,
 * the question opens on Keep editing, and closing it gives the focus back to Send. Escape is the browser's own
 * <dialog> (tests/e2e/proposal-send-keyboard.spec.ts); this test DOM sends the dialog's cancel event instead.
 */
describe('sending a proposal by keyboard', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  const sendButton = () => screen.getByRole('button', { name: 'Send paper proposal' });
  const pressSend = async (user: UserEvent) => {
    sendButton().focus();
    await user.keyboard('{Enter}');
  };
  const paste = async (user: UserEvent, box: HTMLElement, text: string) => {
    await user.click(box);
    await user.paste(text);
  };
  async function fillPaper(user: UserEvent, { keywords = ['archive', 'duration', 'slowness'] } = {}) {
    await paste(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Slow cinema');
    await paste(user, screen.getByRole('textbox', { name: /^Abstract/ }), 'Duration as method.');
    const group = screen.getByRole('group', { name: /Keywords/ });
    for (const [index, word] of keywords.entries())
      await paste(user, within(group).getByRole('textbox', { name: `Keyword ${index + 1}` }), word);
    await paste(user, screen.getByRole('textbox', { name: /^Short bio/ }), 'Film scholar.');
  }
  const sends = () => worldTab.world.proposals.calls.filter(({ call }) => call === 'send');

  it('checks before asking: an empty form gets no question, the alert, and the focus on Title', async () => {
    const user = userEvent.setup();
    await renderPortal(worldTab, '/conference-proposals/paper');
    await screen.findByRole('textbox', { name: /^Title/ });
    await pressSend(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('4 fields need your attention before sending.');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sends()).toEqual([]);
  });

  it('puts the focus on the first empty keyword when too few keywords are the first problem', async () => {
    const user = userEvent.setup();
    await renderPortal(worldTab, '/conference-proposals/paper');
    await fillPaper(user, { keywords: ['archive'] });
    await pressSend(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('One field needs your attention before sending.');
    expect(screen.getByRole('textbox', { name: 'Keyword 2' })).toHaveFocus();
  });

  it('opens the question on Keep editing; Escape and Keep editing give the focus back to Send', async () => {
    const user = userEvent.setup();
    await renderPortal(worldTab, '/conference-proposals/paper');
    await fillPaper(user);

    await pressSend(user);
    let dialog = screen.getByRole('dialog', { name: 'Send your paper proposal?' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sendButton()).toHaveFocus();

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Send your paper proposal?' });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sendButton()).toHaveFocus();
    expect(sends()).toEqual([]);
  });

  // A send's own delay: seconds on a busy machine.
  it('after Send now, puts the focus on the notice that says it was sent', async () => {
    const user = userEvent.setup();
    await renderPortal(worldTab, '/conference-proposals/paper');
    await fillPaper(user);
    await pressSend(user);
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const notice = await screen.findByText(/This is what you sent/);
    expect(notice.parentElement).toHaveFocus();
    expect(document.activeElement).toHaveTextContent(/^Sent (at|on) /);
    expect(sends()).toHaveLength(1);
  }, 15_000);
});
