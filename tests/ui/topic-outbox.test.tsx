import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboxClock, OutboxSender } from '@/application/groups/outbox-sender';
import { override } from '@/infrastructure/container';
import { ManualOutboxClock } from '@/infrastructure/fakes/manual-outbox-clock';
import { refused, TOPIC_REFUSALS } from '@/infrastructure/fakes/topic-refusals';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { commentWith, discussion } from '../support/discussion-screen';
import { axeViolations } from '../support/jsdom-axe';
import { renderPortal, screensLoaded } from '../support/render-portal';
import { TopicPage } from '@/ui/app/routes';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const OWN_COMMENT = 2;

/**
 * Issue 61 on the topic page: an edit or a reply that cannot go waits under the comments, said by role and
 * name ("Outbox", "Waiting to be sent", Cancel), and one the content system refuses from there says why.
 * The outbox's clock stands still: only the network coming back sends what waits.
 */
describe('what waits to be sent, on the topic page', () => {
  beforeAll(() => screensLoaded(TopicPage));
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab({}, [override(OutboxClock, new ManualOutboxClock())]);
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`);
  });

  const offline = () => {
    worldTab.world.connectivity.set(false);
    worldTab.world.groups.outage.start();
  };
  const online = () => {
    worldTab.world.groups.outage.end();
    act(() => worldTab.world.connectivity.set(true));
  };
  const waitingItem = async () =>
    within(await (await discussion()).findByRole('list', { name: 'Outbox' })).getByRole('listitem');

  async function editOffline(user: ReturnType<typeof userEvent.setup>, text: string) {
    await user.click(
      await (await commentWith('useful.')).findByRole('button', { name: /^Edit your comment of / }),
    );
    const editor = within(await screen.findByRole('form', { name: 'Edit your comment' }));
    const field = editor.getByRole('textbox', { name: 'Your comment' });
    await user.clear(field);
    await user.type(field, text);
    offline();
    await user.click(editor.getByRole('button', { name: 'Save' }));
  }

  it('an edit that cannot go closes its editor and waits as "Edit of your comment"', async () => {
    const user = userEvent.setup();
    await editOffline(user, 'Most useful, from the train.');
    const item = await waitingItem();
    expect(item).toHaveTextContent('Edit of your comment');
    expect(item).toHaveTextContent('Most useful, from the train.');
    expect(item).toHaveAccessibleDescription('Waiting to be sent');
    expect(screen.queryByRole('form', { name: 'Edit your comment' })).toBeNull();
    expect((await discussion()).getByRole('status')).toHaveTextContent('your edit is waiting to be sent');
    online();
    expect(await commentWith('Most useful, from the train.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Outbox' })).toBeNull());
    await waitFor(async () =>
      expect((await discussion()).getByRole('status')).toHaveTextContent('Your comment was saved.'),
    );
  });

  it('a waiting edit that meets another newer text says so, and Cancel takes it back', async () => {
    const user = userEvent.setup();
    const { changed } = (await worldTab.world.groups.getTopic(DEMO_TOPIC_NIDS.readingList))!.comments.find(
      ({ id }) => id === OWN_COMMENT,
    )!;
    await editOffline(user, 'Mine, from the train.');
    worldTab.world.groups.outage.end();
    await worldTab.world.groups.editComment(
      worldTab.world.accounts.loggedInUid,
      OWN_COMMENT,
      '<p>Saved elsewhere meanwhile.</p>',
      changed,
    );
    online();
    const refusal = 'Your edit was not saved: someone saved a newer version of this comment meanwhile.';
    await waitFor(async () => expect(await waitingItem()).toHaveAccessibleDescription(refusal));
    // The status line says the same as the item, not that it still waits.
    expect((await discussion()).getByRole('status')).toHaveTextContent(refusal);
    await user.click(within(await waitingItem()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('list', { name: 'Outbox' })).toBeNull();
    expect((await discussion()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('a waiting comment the content system then refuses says why, in place, with Cancel', async () => {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Refused later');
    offline();
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await waitingItem()).toHaveAccessibleDescription('Waiting to be sent');
    // As core refuses a comment on a topic removed meanwhile.
    worldTab.world.groups.postComment = () =>
      Promise.reject(refused(422, TOPIC_REFUSALS.noTopic(DEMO_TOPIC_NIDS.readingList)));
    online();
    await waitFor(async () =>
      expect(await waitingItem()).toHaveAccessibleDescription(
        /^Your comment was not posted\. This topic was removed/,
      ),
    );
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(await waitingItem()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('list', { name: 'Outbox' })).toBeNull();
  });

  /** Replies to Hansen's comment offline: the list under that comment where the reply waits. */
  async function replyOffline(user: ReturnType<typeof userEvent.setup>, text: string) {
    await user.click(
      await (await commentWith('Hansen’s essay')).findByRole('button', { name: /^Reply to / }),
    );
    const form = within(await screen.findByRole('form', { name: /^Reply to / }));
    await user.type(form.getByRole('textbox', { name: 'Your reply' }), text);
    offline();
    await user.click(form.getByRole('button', { name: 'Post reply' }));
    return (await commentWith('Hansen’s essay')).findByRole('list', { name: 'Outbox' });
  }

  it('a reply that cannot go waits as a "Reply" under its comment, and goes when the network is back', async () => {
    const item = within(await replyOffline(userEvent.setup(), 'Yes, add it.')).getByRole('listitem');
    expect(item).toHaveTextContent('Reply');
    expect(item).toHaveTextContent('Yes, add it.');
    expect(item).toHaveAccessibleDescription('Waiting to be sent');
    expect(within(item).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // Only under its comment: not above the comment box with what else waits.
    expect(screen.getAllByRole('list', { name: 'Outbox' })).toHaveLength(1);
    expect((await discussion()).getByRole('status')).toHaveTextContent('your reply is waiting to be sent');
    online();
    expect(await commentWith('Yes, add it.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Outbox' })).toBeNull());
    await waitFor(async () =>
      expect((await discussion()).getByRole('status')).toHaveTextContent('Your reply was posted.'),
    );
  });

  it('Cancel under its comment takes a waiting reply back: it is never sent', async () => {
    const user = userEvent.setup();
    const waiting = await replyOffline(user, 'Taken back.');
    await user.click(within(waiting).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('list', { name: 'Outbox' })).toBeNull();
    // Nothing waits any more: the status line no longer says that it does.
    expect((await discussion()).getByRole('status')).toBeEmptyDOMElement();
    online();
    await worldTab.container.get(OutboxSender).sendNow();
    expect(
      worldTab.world.groups.postedComments.filter(({ html }) => html === '<p>Taken back.</p>'),
    ).toHaveLength(1);
  });
});
