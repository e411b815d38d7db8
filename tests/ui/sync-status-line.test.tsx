import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '@/application/proposals/sync-status';
import { SyncStatusLine } from '@/ui/proposals/sync-status-line';
import { renderView } from '../support/render-portal';
import { openWorldTab } from '../support/session-fakes';

const at = new Date().toISOString();

/** The proposal form's status line: the four states in words, each with its time where it has one. */
describe('SyncStatusLine', () => {
  const cases: [SyncStatus, RegExp][] = [
    [{ state: 'saved', at }, /^Saved at \d/],
    [{ state: 'saved', at: null }, /^Nothing saved yet$/],
    [{ state: 'saving' }, /^Saving…$/],
    [
      { state: 'device', at, waitingFor: 'network' },
      /^Saved on this device only at .+: it will be saved when the connection is back\.$/,
    ],
    [
      { state: 'device', at, waitingFor: 'login' },
      /^Saved on this device only at .+: log in again to save it\.$/,
    ],
    [
      { state: 'failed', at, message: 'Request failed with status code 500' },
      /^Not saved at \d.* \(Request failed with status code 500\)\. A copy is kept on this device\.$/,
    ],
    [
      { state: 'conflict', met: 'save' },
      /^Not saved: newer words were saved in another tab or on another device\./,
    ],
    [
      { state: 'conflict', met: 'send' },
      /^Not sent: newer words were saved in another tab or on another device\./,
    ],
  ];
  it.each(cases)('says %o as %s, as a polite status', async (sync, text) => {
    await renderView(openWorldTab(), <SyncStatusLine sync={sync} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});

/**
 * A save's time is read against the device's clock, which may be off the server's by an hour or more:
 * a save stamped just past midnight by a server whose clock is ahead is still the save just made.
 */
describe('SyncStatusLine, the time of a save', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const deviceNow = new Date(2026, 10, 23, 23, 27);
  const hoursFromDevice = (hours: number) => new Date(deviceNow.getTime() + hours * 3_600_000).toISOString();

  it.each([
    ['an hour ahead, past midnight', 1, /^Saved at \d/],
    ['an hour behind', -1, /^Saved at \d/],
    ['two days before', -48, /^Saved on .*2026/],
  ])('says a save stamped %s of the device’s clock as %s', async (_, hours, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deviceNow);
    await renderView(
      openWorldTab(),
      <SyncStatusLine sync={{ state: 'saved', at: hoursFromDevice(hours) }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
