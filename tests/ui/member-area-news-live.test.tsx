import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scheduler } from '@/application/scheduler';
import { WATCH_INTERVAL_MS } from '@/domain/groups/comment-arrivals';
import { override } from '@/infrastructure/container';
import { ManualScheduler } from '@/infrastructure/fakes/manual-scheduler';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { DEMO_TOPIC_NIDS } from '../support/demo-groups';
import { renderPortal } from '../support/render-portal';
import { logInAs, openWorldTab, type WorldTab } from '../support/session-fakes';

const TOPIC = DEMO_TOPIC_NIDS.screeningStills;

/**
 * Issue 61: "New in your groups" reads again while the member area is visible, on the topic's beat: one read
 * of the groups' latest activity a beat, the news themselves only when that changed; none while hidden.
 */
describe('"New in your groups" while the member area is open', () => {
  let worldTab: WorldTab;
  let clock: ManualScheduler;
  const probes = vi.fn();
  beforeEach(async () => {
    clock = new ManualScheduler();
    worldTab = openWorldTab({}, [override(Scheduler, clock)]);
    await logInAs(worldTab, DEMO_ACCOUNTS.member);
    const { groups } = worldTab.world;
    const read = groups.getTopicsOfGroups.bind(groups);
    probes.mockReset();
    groups.getTopicsOfGroups = (...call) => (probes(...call), read(...call));
  });
  afterEach(() => Reflect.deleteProperty(document, 'visibilityState'));

  const row = async () =>
    within(await screen.findByRole('region', { name: 'New in your groups' }))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Stills from the Lisbon screening'));

  /** The group's leader (uid 4) comments from their own browser. */
  async function leaderComments(text: string): Promise<void> {
    const { groups } = worldTab.world;
    groups.setCurrentUid(4);
    await groups.postComment(4, TOPIC, `<p>${text}</p>`);
    groups.setCurrentUid(DEMO_ACCOUNTS.member.user.uid);
  }

  it('shows another member’s comment at the next beat, with one read of activity a beat', async () => {
    await renderPortal(worldTab, '/my-necs');
    await waitFor(async () => expect(await row()).toHaveTextContent('1 new'));
    // The mark the beats compare with, read with the news (FindTopicNews.withActivity): no read of its own.
    await waitFor(() => expect(probes).toHaveBeenCalledTimes(1));
    await leaderComments('Written while the member area is open.');
    await act(() => clock.advance(WATCH_INTERVAL_MS));
    expect(probes).toHaveBeenCalledTimes(2);
    await waitFor(async () => expect(await row()).toHaveTextContent('2 new'));
    await act(() => clock.advance(WATCH_INTERVAL_MS));
    expect(probes).toHaveBeenCalledTimes(3);
  });

  it('reads nothing while the page is hidden, and at once when it is shown again', async () => {
    await renderPortal(worldTab, '/my-necs');
    await waitFor(async () => expect(await row()).toHaveTextContent('1 new'));
    const show = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    show('hidden');
    await waitFor(() => expect(probes).toHaveBeenCalledTimes(1));
    await act(() => clock.advance(10 * WATCH_INTERVAL_MS));
    // The mark read with the news alone: no beat while hidden.
    expect(probes).toHaveBeenCalledTimes(1);
    // Shown again after longer than a beat: the next read goes at once, not a beat later.
    await leaderComments('Written while the member area was hidden.');
    show('visible');
    await act(() => clock.advance(0));
    await waitFor(() => expect(probes).toHaveBeenCalledTimes(2));
    await waitFor(async () => expect(await row()).toHaveTextContent('2 new'));
  });
});
