import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { SessionExpiry } from '@/application/session/session-expiry';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { commentWith, discussion } from '../support/discussion-screen';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal, screensLoaded } from '../support/render-portal';
import { TopicPage } from '@/ui/app/routes';
import { expireServerSession, logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const topicPath = (nid: number) => `/group_topics/single/${nid}`;

/** Issue 45 on the topic page: edit one's comment in place, reply to a comment, keep what was typed. */
describe('a member converses in a topic', () => {
  beforeAll(() => screensLoaded(TopicPage));
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab();
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  it('edits their own comment in place, with its text as it is, and it shows "edited"', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const user = userEvent.setup();
    const own = await commentWith('useful.');
    await user.click(await own.findByRole('button', { name: /^Edit your comment of / }));
    const editor = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    const field = editor.getByRole('textbox', { name: 'Your comment' });
    expect(field).toHaveValue('Thank you, very useful.');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Thank you, most useful.');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    const saved = await commentWith('Thank you, most useful.');
    expect(saved.getByText(/^edited/)).toHaveTextContent(
      /^edited November \d+, 2026 at \d{1,2}:\d{2} [AP]M$/,
    );
    expect((await discussion()).getByRole('status')).toHaveTextContent('Your comment was saved.');
    await waitFor(() => expect(saved.getByRole('button', { name: /^Edit your comment of / })).toHaveFocus());
  });

  it('offers Edit on the member’s own comments only, and Reply on every comment', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const others = await commentWith('Could we add Hansen’s essay?');
    expect(await others.findByRole('button', { name: /^Reply to / })).toBeInTheDocument();
    expect(others.queryByRole('button', { name: /^Edit your comment of / })).toBeNull();
  });

  it('keeps the edited text when saving fails, says why, and saves it on Try again; Cancel leaves the comment', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const user = userEvent.setup();
    await user.click(
      await (await commentWith('useful.')).findByRole('button', { name: /^Edit your comment of / }),
    );
    const editor = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    await user.type(editor.getByRole('textbox'), ' Really.');
    // A refusal: an edit that cannot reach the content system waits in the outbox instead.
    worldTab.world.groups.outage.start(new RemoteSystemError('drupal', 403));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    const alert = await editor.findByRole('alert');
    expect(alert).toHaveTextContent('Your comment was not saved.');
    expect(editor.getByRole('textbox')).toHaveValue('Thank you, very useful. Really.');
    worldTab.world.groups.outage.end();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const saved = await commentWith('Thank you, very useful. Really.');
    await user.click(saved.getByRole('button', { name: /^Edit your comment of / }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit your comment' })).toBeNull();
    expect(await commentWith('Thank you, very useful. Really.')).toBeTruthy();
  });

  it('keeps an edit through an ended session and a login in place', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const user = userEvent.setup();
    await user.click(
      await (await commentWith('useful.')).findByRole('button', { name: /^Edit your comment of / }),
    );
    const editing = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    await user.type(editing.getByRole('textbox', { name: 'Your comment' }), ' Half');
    expireServerSession(worldTab);
    await act(() => worldTab.container.get(SessionExpiry).verify());
    expect(screen.queryByRole('form', { name: 'Edit your comment' })).toBeNull();
    const notice = await screen.findByRole('region', { name: 'Your session has ended' });
    await user.click(within(notice).getByRole('button', { name: 'Log in again' }));
    await user.type(await within(notice).findByLabelText('E-mail'), DEMO_ACCOUNTS.member.user.mail);
    await user.type(within(notice).getByLabelText('Password'), DEMO_ACCOUNTS.member.password);
    await user.click(within(notice).getByRole('button', { name: 'Login' }));
    const editor = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    expect(editor.getByRole('textbox')).toHaveValue('Thank you, very useful. Half');
  });

  it('replies to a comment: the editor opens under it, and the reply follows it', async () => {
    await renderPortal(worldTab, topicPath(DEMO_TOPIC_NIDS.readingList));
    const user = userEvent.setup();
    const others = await commentWith('Could we add Hansen’s essay?');
    await user.click(await others.findByRole('button', { name: /^Reply to / }));
    const form = await others.findByRole('form', { name: 'Reply to Antoine Dubois' });
    await user.type(within(form).getByRole('textbox', { name: 'Your reply' }), 'Yes, please.');
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));
    const reply = (await (await discussion()).findByText('Yes, please.')).closest('article')!;
    const parent = (await discussion()).getByText('Could we add Hansen’s essay?').closest('article')!;
    expect(parent.nextElementSibling).toBe(reply);
    expect(worldTab.world.groups.postedComments.at(-1)).toMatchObject({ replyTo: 3 });
    expect((await discussion()).getByRole('status')).toHaveTextContent('Your reply was posted.');
  });

  it('shows a member outside the group no Reply and no Edit', async () => {
    const editor = openWorldTab();
    await logInAs(editor, DEMO_ACCOUNTS.editor);
    await renderPortal(editor, topicPath(DEMO_TOPIC_NIDS.readingList));
    await (await discussion()).findByText(/can comment/);
    // The header's own Edit (the content system's, for editors) is not the discussion's.
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('button', { name: /^Reply to / })).toBeNull();
    expect(main.queryByRole('button', { name: /^Edit your comment of / })).toBeNull();
  });
});
