import { describe, expect, it } from 'vitest';
import type { ReadOptions } from '@/application/read-options';
import { ProposalGateway } from '@/application/proposals/proposal-gateway';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';

/** The proposal system's reads pass their signal to the HTTP client: a cancelled open never waits for them. */
describe('proposal reads given an aborted signal', () => {
  const server = useRecordingServer();
  const proposals = () => containerAt(server.origin).get(ProposalGateway);
  const reads: [string, (options: ReadOptions) => Promise<unknown>][] = [
    ['forms-data/single', (o) => proposals().load(2, '2027', 'paper', o)],
    ['count', (o) => proposals().count('2027', 'paper', o)],
  ];

  it.each(reads)('%s: fails with reason "cancelled", nothing sent', async (_, read) => {
    await expect(read({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'RemoteSystemError',
      reason: 'cancelled',
    });
    expect(server.requests).toEqual([]);
  });
});
