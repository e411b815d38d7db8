import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LogOut } from '@/application/session/log-out';
import { OutboxSender } from '@/application/groups/outbox-sender';
import { CommentForm } from '@/ui/groups/comment-form';
import { waitingNotice, WritingStatus, type WritingNotice } from '@/ui/groups/writing-notice';
import { TopicOutbox } from '@/ui/groups/topic-outbox';
import { GroupDetails } from '@/ui/groups/group-details';
import { TimelineView } from '@/ui/listing/timeline-view';
import { LoginForm } from '@/ui/session/login-form';
import { LogoutNotice } from '@/ui/session/logout-notice';
import { ServicesProvider } from '@/ui/app/services';
import { SyncStatusLine } from '@/ui/proposals/sync-status-line';
import { A_GROUP } from './drupal-drivers';
import { faultBed } from './fault-bed';
import { FAULT_TABLE } from './fault-table';
import { LOGOUT_INCOMPLETE_TITLE, TRY_AGAIN, syncText, type SyncWithoutTime } from './outcomes';
import { renderWithFault } from './render-with-faults';
import { expectConsole } from '../support/console-expectations';

/**
 * The comment form's typed text lives in its page; this stands in for it, with the page's status line and
 * what waits in the outbox above the form, and counts comment reloads.
 */
function CommentPage({ onReload = () => undefined }: { onReload?: () => void }) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<WritingNotice>('');
  return (
    <>
      <WritingStatus topicNid={5} notice={notice} />
      <TopicOutbox topicNid={5} onSent={onReload} />
      <CommentForm
        topicNid={5}
        text={text}
        onTextChange={setText}
        onPosted={() => undefined}
        onWaiting={() => setNotice(waitingNotice('comment'))}
        onMaybePosted={onReload}
      />
    </>
  );
}

describe('the fault table’s outcomes on screen', () => {
  it('error-state: a list says what failed with Try again, and Try again loads it once the system is back', async () => {
    expectConsole('error', 'RemoteSystemError: Request failed with status code 500');
    const { bed, outcome, user } = await renderWithFault(
      <TimelineView reversed={false} />,
      'timeline',
      'status-500',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The timeline could not be loaded');
    expect(outcome.message).toBe(
      'The timeline could not be loaded. The content system answered with an error (HTTP 500).',
    );
    expect(alert).toHaveTextContent('The content system answered with an error (HTTP 500).');
    bed.world.disarm();
    await user.click(within(alert).getByRole('button', { name: outcome.retry }));
    expect(await screen.findByText('The timeline has no entries yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('login-message: the table’s message under the form, the typed address and password kept', async () => {
    const { outcome, user } = await renderWithFault(
      <LoginForm onLoggedIn={() => undefined} />,
      'kp-login',
      'network',
    );
    // The form's words may come after its first render.
    await user.type(await screen.findByLabelText('E-mail'), 'marta@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(outcome.message)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('marta@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
  });

  it('action-message: a refused comment says so with Try again, and the typed comment stays', async () => {
    const { outcome, user } = await renderWithFault(<CommentPage />, 'comment', 'status-403');
    await user.type(screen.getByLabelText('Your comment'), 'A first comment');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(outcome.message);
    expect(within(alert).getByRole('button', { name: TRY_AGAIN })).toBeEnabled();
    expect(screen.getByLabelText('Your comment')).toHaveValue('A first comment');
  });

  it.each(['status-500', 'network'] as const)(
    'outbox-waits (%s): the comment waits, “Waiting to be sent”, until Cancel takes it back',
    async (fault) => {
      const { bed, outcome, user } = await renderWithFault(<CommentPage />, 'comment', fault);
      expect(outcome.kind).toBe('outbox-waits');
      await user.type(screen.getByLabelText('Your comment'), 'A first comment');
      await user.click(screen.getByRole('button', { name: 'Post comment' }));
      expect(await screen.findByRole('status')).toHaveTextContent(outcome.message);
      const waiting = within(screen.getByRole('list', { name: 'Outbox' })).getByRole('listitem');
      expect(waiting).toHaveTextContent('A first comment');
      expect(waiting).toHaveAccessibleDescription('Waiting to be sent');
      expect(screen.getByLabelText('Your comment')).toHaveValue('');
      await user.click(within(waiting).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('list', { name: 'Outbox' })).toBeNull();
      bed.world.disarm();
      await bed.container.get(OutboxSender).sendNow();
      expect(bed.world.calls.filter((call) => call === 'drupal POST comment')).toHaveLength(1);
    },
  );

  it.each(['not-json', 'status-500'] as const)(
    'topic-may-be-posted (%s): the form says so without Try again, the group’s topics reload, the topic stays',
    async (fault) => {
      const { bed, outcome, user } = await renderWithFault(
        <GroupDetails group={A_GROUP} />,
        'post-topic',
        fault,
      );
      const topicReads = () => bed.world.calls.filter((call) => call.includes('group_topics/list/3')).length;
      const form = within(await screen.findByRole('region', { name: 'New topic' }));
      await user.type(await form.findByRole('textbox', { name: 'Title' }), 'Screening in May');
      await waitFor(() => expect(topicReads()).toBe(1));
      await user.click(form.getByRole('button', { name: 'Create Topic' }));
      const alert = await form.findByRole('alert');
      expect(alert).toHaveTextContent(outcome.message);
      expect(within(alert).queryByRole('button', { name: TRY_AGAIN })).toBeNull();
      await waitFor(() => expect(topicReads()).toBe(2));
      expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Screening in May');
      expect(form.getByRole('button', { name: 'Create Topic' })).toBeEnabled();
    },
  );

  it('logout-incomplete: the notice names the session that may still be open, with Try again', async () => {
    const row = FAULT_TABLE.find(({ id }) => id === 'logout');
    const bed = faultBed();
    bed.world.arm({ system: 'drupal', route: row!.route, fault: 'network', endsSession: false });
    render(
      <ServicesProvider container={bed.container}>
        <LogoutNotice />
      </ServicesProvider>,
    );
    await bed.container.get(LogOut).execute();
    const heading = await screen.findByRole('heading', { name: LOGOUT_INCOMPLETE_TITLE });
    const notice = heading.closest('section')!;
    const [, sentence] = row!.outcomes.network.message.split(`${LOGOUT_INCOMPLETE_TITLE}: `);
    expect(notice).toHaveTextContent(sentence!.replace(/ there\.$/, ''));
    expect(within(notice).getByRole('button', { name: TRY_AGAIN })).toBeEnabled();
  });

  const syncs = new Map<string, SyncWithoutTime>();
  for (const row of FAULT_TABLE)
    for (const outcome of Object.values(row.outcomes))
      if (outcome.expect.type === 'sync') syncs.set(outcome.message, outcome.expect.sync);

  it.each([...syncs])('proposal-status: the status line reads “%s”', async (message, sync) => {
    const bed = faultBed();
    render(
      <ServicesProvider container={bed.container}>
        <SyncStatusLine sync={{ ...sync, at: new Date().toISOString() }} />
      </ServicesProvider>,
    );
    const [before, after] = syncText(sync).split('{time}');
    const line = screen.getByRole('status');
    await waitFor(() => expect(line.textContent?.startsWith(before!)).toBe(true));
    expect(line.textContent?.endsWith(after!)).toBe(true);
    expect(message).toBe(syncText(sync));
  });
});
