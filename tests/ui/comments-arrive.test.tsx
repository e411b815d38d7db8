import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Scheduler } from '@/application/scheduler';
import { WATCH_INTERVAL_MS } from '@/domain/groups/comment-arrivals';
import { override } from '@/infrastructure/container';
import { ManualScheduler } from '@/infrastructure/fakes/manual-scheduler';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { commentWith, discussion } from '../support/discussion-screen';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

/** In Film History, where the member and the organizer both write. */
const TOPIC = DEMO_TOPIC_NIDS.readingList;

/** Issue 61: another member's comment is offered while the member reads and types, and shown when asked. */
describe('comments arrive while a member reads a topic', () => {
  let worldTab: WorldTab;
  let clock: ManualScheduler;

  beforeEach(async () => {
    clock = new ManualScheduler();
    worldTab = openWorldTab({}, [override(Scheduler, clock)]);
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
  });

  /** The organizer comments on the topic from their own browser. */
  async function organizerComments(text: string): Promise<void> {
    const { groups } = worldTab.world;
    groups.setCurrentUid(DEMO_ACCOUNTS.organizer.user.uid);
    await groups.postComment(DEMO_ACCOUNTS.organizer.user.uid, TOPIC, `<p>${text}</p>`);
    groups.setCurrentUid(DEMO_ACCOUNTS.member.user.uid);
  }

  it('says "1 new comment" within the interval, keeps the unsent words and focus, and shows it when asked', async () => {
    await renderPortal(worldTab, `/group_topics/single/${TOPIC}`);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.type(box, 'Half a thought');
    await organizerComments('Written while you read.');

    await act(() => clock.advance(WATCH_INTERVAL_MS));
    const comments = await discussion();
    await waitFor(() => expect(comments.getByText('1 new comment')).toHaveAttribute('aria-live', 'polite'));
    expect(screen.queryByText('Written while you read.')).toBeNull();
    expect(box).toHaveValue('Half a thought');
    expect(box).toHaveFocus();

    await user.click(comments.getByRole('button', { name: 'Show 1 new comment' }));
    expect(await commentWith('Written while you read.')).toBeTruthy();
    await waitFor(() =>
      expect(comments.getByText('1 new comment shown')).toHaveAttribute('aria-live', 'polite'),
    );
    // The button that held the focus is gone: the focus is on the comment it showed.
    const focused = document.activeElement;
    expect(focused?.id).toMatch(/^comment-\d+$/);
    expect(focused).toHaveTextContent('Written while you read.');
    expect(comments.queryByRole('button', { name: /new comment/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Half a thought');
  });

  it('asks nothing while the page is hidden', async () => {
    await renderPortal(worldTab, `/group_topics/single/${TOPIC}`);
    await screen.findByRole('textbox', { name: 'Your comment' });
    const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await organizerComments('Written while the tab was hidden.');
      await act(() => clock.advance(10 * WATCH_INTERVAL_MS));
      expect(screen.queryByText('1 new comment')).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      if (hidden) expect(document.visibilityState).toBe('visible');
    }
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(() => clock.advance(0));
    expect(await screen.findByText('1 new comment')).toHaveAttribute('aria-live', 'polite');
  });

  it('reads a group’s page of topics again on the same beat, so its counts follow what others write', async () => {
    await renderPortal(worldTab, '/group/1');
    const row = async () =>
      (await screen.findByRole('link', { name: 'Reading list for the autumn seminar' })).closest('li');
    const before = (await row())?.textContent ?? '';
    const count = Number(/(\d+) comments?/.exec(before)?.[1]);
    await organizerComments('Seen from the group page.');
    await act(() => clock.advance(WATCH_INTERVAL_MS));
    await waitFor(async () => expect((await row())?.textContent).toContain(`${count + 1} comments`));
  });
});
