import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Topic } from '@/domain/groups/group';
import { DeleteTopicDialog } from '@/ui/groups/delete-topic-dialog';
import { DiscussionDrafts } from '@/ui/groups/discussion-drafts';
import { RemoveCommentDialog } from '@/ui/groups/remove-comment-dialog';
import { TopicEditForm } from '@/ui/groups/topic-edit-form';
import { TRY_AGAIN } from './outcomes';
import { renderWithFault } from './render-with-faults';

const TOPIC: Topic = {
  nid: 5,
  groupId: 3,
  groupTitle: 'Film and Media History',
  title: 'Screening in May',
  created: '2026-11-01T10:00:00+00:00',
  sticky: false,
  changed: '2026-11-01T10:00:00+00:00',
  authorName: 'marta',
  authorUid: 7,
  messageHtml: '<p>Who comes?</p>',
  attachments: [],
  comments: [],
};

/**
 * The words tests/faults/discussion-words.ts gives the topic's editor and its Delete confirmation, held to
 * what those screens show when the fault table's cell happens.
 */
describe('the fault table’s outcomes for a member’s own topic, on screen', () => {
  it('edit-topic: a failed save says the table’s words with Try again, and the title stays typed', async () => {
    const { outcome, user } = await renderWithFault(
      <DiscussionDrafts>
        <TopicEditForm topic={TOPIC} onSaved={() => undefined} onClosed={() => undefined} />
      </DiscussionDrafts>,
      'edit-topic',
      'network',
    );
    const form = within(await screen.findByRole('form', { name: 'Edit the topic' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Screening in June');
    await user.click(form.getByRole('button', { name: 'Save' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(outcome.message);
    expect(within(alert).getByRole('button', { name: TRY_AGAIN })).toBeEnabled();
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Screening in June');
  });

  it('delete-topic: a failed deletion says the table’s words in the confirmation, which stays', async () => {
    const { outcome, user } = await renderWithFault(
      <DeleteTopicDialog topic={TOPIC} onDeleted={() => undefined} onCancel={() => undefined} />,
      'delete-topic',
      'status-500',
    );
    const dialog = within(await screen.findByRole('dialog', { name: /^Delete the topic “Screening in May/ }));
    await user.click(dialog.getByRole('button', { name: 'Delete topic' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(outcome.message);
    expect(dialog.getByRole('button', { name: 'Delete topic' })).toBeEnabled();
  });

  it('remove-comment: a failed removal says the table’s words in the confirmation, which stays', async () => {
    const { outcome, user } = await renderWithFault(
      <RemoveCommentDialog
        comment={{ id: 11, authorName: 'Marta Kowalska' }}
        onRemoved={() => undefined}
        onCancel={() => undefined}
      />,
      'remove-comment',
      'status-500',
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Remove the comment by Marta Kowalska?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Remove comment' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(outcome.message);
    expect(dialog.getByRole('button', { name: 'Remove comment' })).toBeEnabled();
  });
});
