import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STILL_LOADING_AFTER_MS } from '@/ui/shared/waiting-times';
import { DEMO_GROUP_IDS, DEMO_TOPIC_NIDS } from '../support/demo-groups';
import type { DemoWorld } from '../support/demo-world';
import { renderPortal } from '../support/render-portal';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { logInAs, openWorldTab } from '../support/session-fakes';
import { stallCalls } from '../support/stalled-calls';
import {
  REACT_UNCACHED_PROMISE,
  tolerateConsole,
  UNCACHED_PROMISE_QUESTION,
} from '../support/console-expectations';

/** Each list and community screen whose answer stalls: where it is read, and what its loading state says. */
const stalledReads: [
  path: string,
  stall: (world: DemoWorld) => ReturnType<typeof stallCalls>,
  label: string,
  /** Who reads it: a visitor unless a member of the association must (a topic). */
  reader?: 'member',
][] = [
  ['/news', (world) => stallCalls(world.listings, 'getNews'), 'Loading news…'],
  ['/conferences', (world) => stallCalls(world.listings, 'getConferences'), 'Loading conferences…'],
  ['/about-us/history', (world) => stallCalls(world.listings, 'getTimeline'), 'Loading timeline…'],
  ['/group', (world) => stallCalls(world.groups, 'listGroups'), 'Loading working groups…'],
  [
    `/group/${DEMO_GROUP_IDS.filmHistory}`,
    (world) => stallCalls(world.groups, 'getGroup'),
    'Loading the working group…',
  ],
  [
    `/group_topics/single/${DEMO_TOPIC_NIDS.readingList}`,
    (world) => stallCalls(world.groups, 'getTopic'),
    'Loading the topic…',
    'member',
  ],
];

describe('a list or community screen whose answer does not come', () => {
  beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each(stalledReads)(
    '%s: says it is still loading; Cancel aborts the request, Try again asks again',
    async (path, stall, label, reader) => {
      // Cancel and Try again change the stalled key's promise while the list waits on it.
      tolerateConsole('error', REACT_UNCACHED_PROMISE, UNCACHED_PROMISE_QUESTION);
      const worldTab = openWorldTab();
      if (reader) await logInAs(worldTab, DEMO_ACCOUNTS[reader]);
      const stalled = stall(worldTab.world);
      await renderPortal(worldTab, path);
      const main = within(screen.getByRole('main'));
      const status = await main.findByText(label);
      await act(() => vi.advanceTimersByTimeAsync(STILL_LOADING_AFTER_MS));
      expect(status.closest('[role="status"]')).toHaveTextContent('Still loading…');

      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(main.getByRole('button', { name: 'Cancel' }));
      expect(stalled.signals.at(-1)?.aborted).toBe(true);
      expect(main.getByText('Loading cancelled.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      const asked = stalled.calls.length;
      await user.click(main.getByRole('button', { name: 'Try again' }));
      expect(stalled.calls.length).toBeGreaterThan(asked);
      expect(stalled.signals.at(-1)?.aborted).toBe(false);
    },
  );
});
