import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LogOut } from '@/application/session/log-out';
import { SessionExpiry } from '@/application/session/session-expiry';
import { DEMO_ACCOUNTS, type DemoAccount } from '../support/demo-accounts';
import { commentWith } from '../support/discussion-screen';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import {
  expireServerSession,
  logInAs,
  openAnotherTab,
  openWorldTab,
  reloadTab,
  type WorldTab,
} from '../support/session-fakes';

const TOPIC = `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`;
const GROUP = `/group/${DEMO_GROUP_IDS.filmHistory}`;
const REPLY = 'Half a reply';
const COMMENT = 'Half a comment';
const EDITED = 'Thank you, very useful. And half';

/** Issue 51, point 4: every unsent word of a member is kept on the device for them, and for nobody else. */
describe('a member’s unsent words on a topic', () => {
  let worldTab: WorldTab;
  const user = userEvent.setup();
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  const replyForm = () => screen.findByRole('form', { name: 'Reply to Antoine Dubois' });
  const editForm = () => screen.findByRole('form', { name: 'Edit your comment' });
  const commentBox = async () =>
    within(await screen.findByRole('form', { name: 'Add a comment' })).getByRole('textbox');

  /** Writes a reply, a comment and an edit of the member's own comment, and sends none. */
  async function writeWithoutSending() {
    await renderPortal(worldTab, TOPIC);
    await user.click(
      await (await commentWith('Hansen’s essay')).findByRole('button', { name: /^Reply to / }),
    );
    await user.type(within(await replyForm()).getByRole('textbox'), REPLY);
    await user.click(
      await (await commentWith('useful.')).findByRole('button', { name: /^Edit your comment/ }),
    );
    await user.type(within(await editForm()).getByRole('textbox'), ' And half');
    await user.type(await commentBox(), COMMENT);
  }

  /** "Log in again" in the session-ended notice, as `account`. */
  async function logInInPlace(account: DemoAccount) {
    const notice = await screen.findByRole('region', { name: 'Your session has ended' });
    await user.click(within(notice).getByRole('button', { name: 'Log in again' }));
    await user.type(await within(notice).findByLabelText('E-mail'), account.user.mail);
    await user.type(within(notice).getByLabelText('Password'), account.password);
    await user.click(within(notice).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your session has ended' })).toBeNull());
  }

  async function expire() {
    expireServerSession(worldTab);
    await act(() => worldTab.container.get(SessionExpiry).verify());
  }

  /** Every text a field of the page holds. */
  const typedTexts = () =>
    screen
      .queryAllByRole('textbox')
      .map((field) => (field as HTMLTextAreaElement).value ?? field.textContent ?? '');

  it('keeps a reply, a comment and an edit through a reload, each in its place', async () => {
    await writeWithoutSending();
    cleanup();
    await renderPortal(reloadTab(worldTab), TOPIC);
    expect(within(await replyForm()).getByRole('textbox')).toHaveValue(REPLY);
    expect(within(await editForm()).getByRole('textbox')).toHaveValue(EDITED);
    await waitFor(async () => expect(await commentBox()).toHaveValue(COMMENT));
  });

  it('forgets each once it is sent', async () => {
    await writeWithoutSending();
    await user.click(within(await replyForm()).getByRole('button', { name: 'Post reply' }));
    await user.click(within(await editForm()).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('form', { name: 'Add a comment' })).getByRole('button'));
    await waitFor(async () => expect(await commentBox()).toHaveValue(''));
    cleanup();
    await renderPortal(reloadTab(worldTab), TOPIC);
    await commentWith('Hansen’s essay');
    expect(screen.queryByRole('form', { name: 'Reply to Antoine Dubois' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit your comment' })).toBeNull();
    expect(await commentBox()).toHaveValue('');
  });

  it('forgets an editor closed with Cancel', async () => {
    await writeWithoutSending();
    await user.click(within(await replyForm()).getByRole('button', { name: 'Cancel' }));
    cleanup();
    await renderPortal(reloadTab(worldTab), TOPIC);
    await commentWith('Hansen’s essay');
    expect(screen.queryByRole('form', { name: 'Reply to Antoine Dubois' })).toBeNull();
  });

  it('shows another account logging in in place after an expiry none of it, and drops it', async () => {
    await writeWithoutSending();
    await expire();
    await logInInPlace(DEMO_ACCOUNTS.organizer);
    await screen.findByRole('form', { name: 'Add a comment' });
    expect(typedTexts().filter((text) => /half/i.test(text))).toEqual([]);
    expect(screen.queryByRole('form', { name: 'Reply to Antoine Dubois' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit your comment' })).toBeNull();
    expect(await commentBox()).toHaveValue('');
    expect(worldTab.sessionStorage.keys().filter((key) => key.startsWith('necs.draft.'))).toEqual([]);
  });

  it('gives the same member everything back after logging in again in place', async () => {
    await writeWithoutSending();
    await expire();
    expect(screen.queryByRole('form', { name: 'Reply to Antoine Dubois' })).toBeNull();
    await logInInPlace(DEMO_ACCOUNTS.member);
    expect(within(await replyForm()).getByRole('textbox')).toHaveValue(REPLY);
    expect(within(await editForm()).getByRole('textbox')).toHaveValue(EDITED);
    await waitFor(async () => expect(await commentBox()).toHaveValue(COMMENT));
  });

  it('hands a New Topic form typed before an expiry to no other account logging in in place', async () => {
    await renderPortal(worldTab, GROUP);
    const form = within((await screen.findByRole('region', { name: 'New topic' })) as HTMLElement);
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Half a title');
    await expire();
    await logInInPlace(DEMO_ACCOUNTS.organizer);
    const fresh = within((await screen.findByRole('region', { name: 'New topic' })) as HTMLElement);
    expect(fresh.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(typedTexts()).not.toContain('Half a title');
  });

  it('says so when the member logs out in another tab, and keeps nothing they wrote', async () => {
    await writeWithoutSending();
    const otherTab = openAnotherTab(worldTab);
    await logInAs(otherTab, DEMO_ACCOUNTS.member);
    await act(() => otherTab.container.get(LogOut).execute());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You logged out in another tab.');
    expect(screen.queryByRole('form', { name: 'Reply to Antoine Dubois' })).toBeNull();
    expect(worldTab.sessionStorage.keys().filter((key) => key.startsWith('necs.draft.'))).toEqual([]);
    await user.click(
      within(screen.getByRole('region', { name: 'You logged out in another tab.' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(screen.queryByText('You logged out in another tab.')).toBeNull();
  });
});
