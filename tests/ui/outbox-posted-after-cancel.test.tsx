import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OutboxClock } from '@/application/groups/outbox-sender';
import { override } from '@/infrastructure/container';
import { ManualOutboxClock } from '@/infrastructure/fakes/manual-outbox-clock';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { discussion } from '../support/discussion-screen';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/**
 * Issue 72, Cancel means not sent: a comment whose request had already left when Cancel was pressed is posted
 * all the same, and the topic page says so rather than letting the member find it later.
 */
describe('a comment cancelled while its request was on its way', () => {
  let worldTab: WorldTab;
  beforeEach(async () => {
    worldTab = openWorldTab({}, [override(OutboxClock, new ManualOutboxClock())]);
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    await renderPortal(worldTab, `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`);
  });

  it('is said to be posted, with Close', async () => {
    const user = userEvent.setup();
    const groups = worldTab.world.groups;
    const box = await screen.findByRole('textbox', { name: 'Your comment' }, { timeout: 10_000 });
    worldTab.world.connectivity.set(false);
    groups.outage.start();
    await user.type(box, 'Sent before Cancel.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const outbox = await (await discussion()).findByRole('list', { name: 'Outbox' });
    groups.outage.end();

    // The send leaves, and its answer waits until the member has pressed Cancel.
    const post = groups.postComment.bind(groups);
    let answer: () => void = () => undefined;
    const left = new Promise<void>((resolve) => {
      groups.postComment = async (...call) => {
        resolve();
        await new Promise<void>((release) => (answer = release));
        return post(...call);
      };
    });
    act(() => worldTab.world.connectivity.set(true));
    await left;
    await user.click(within(outbox).getByRole('button', { name: 'Cancel' }));
    await act(async () => answer());

    const told = await screen.findByText(/had already been sent when you pressed Cancel/);
    expect(told).toHaveTextContent('“Sent before Cancel.”');
    await user.click(within(told).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/had already been sent when you pressed Cancel/)).toBeNull();
  });
});
