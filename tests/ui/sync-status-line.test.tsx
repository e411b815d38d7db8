import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '@/application/proposals/sync-status';
import { SyncStatusLine } from '@/ui/proposals/sync-status-line';
import { renderView } from '../support/render-portal';
import { sessionTestbed } from '../support/session-fakes';

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
  ];
  it.each(cases)('says %o as %s, as a polite status', async (sync, text) => {
    await renderView(sessionTestbed(), <SyncStatusLine sync={sync} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
