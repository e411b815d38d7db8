import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSystemError } from '@/application/remote-system-error';
import { SessionStore } from '@/application/session/session-store';
import { ANSWER_TIMEOUT_MS } from '@/infrastructure/http/http-client';
import { DISCUSSION_DRIVERS } from './discussion-drivers';
import { DRUPAL_DRIVERS } from './drupal-drivers';
import { faultBed } from './fault-bed';
import { FAULT_TABLE } from './fault-table';
import { FAULTS, type Fault } from './faults';
import { loadCodeOnDemand } from '../support/code-on-demand';
import type { Observation } from './observation';
import type { Outcome } from './outcomes';
import type { FaultRow } from './fault-row';
import { PROPOSAL_DRIVERS } from './proposal-drivers';
import { MEMBERSHIP_DRIVERS } from './session-drivers';

const DRIVERS = { ...DRUPAL_DRIVERS, ...DISCUSSION_DRIVERS, ...MEMBERSHIP_DRIVERS, ...PROPOSAL_DRIVERS };

/** Longer than any wait in the portal: the answer limit, the logout wait, the 2 s auto-save, a send's delay. */
const TIME_FOR_EVERYTHING_MS = 3 * ANSWER_TIMEOUT_MS;

async function observe(row: FaultRow, fault: Fault, outcome: Outcome) {
  const bed = faultBed();
  const driver = DRIVERS[row.id];
  if (!driver) throw new Error(`No driver for row ${row.id}`);
  const arm = () =>
    bed.world.arm({
      system: row.system,
      route: row.route,
      fault,
      endsSession: outcome.sessionCheck === true,
    });
  // Settled into a value at once, so a driver's failed assertion is this test's failure, not an unhandled one.
  const observing = driver(bed, arm).then(
    (observed) => ({ observed }),
    (failure: unknown) => ({ failure }),
  );
  await vi.advanceTimersByTimeAsync(TIME_FOR_EVERYTHING_MS);
  const settled = await observing;
  if ('failure' in settled) throw settled.failure;
  return { bed, observed: settled.observed };
}

function expectOutcome(observed: Observation, { expect: expected }: Outcome): void {
  switch (expected.type) {
    case 'throws':
      if (observed.thrown instanceof RemoteSystemError)
        expect(observed.thrown).toMatchObject({ ...expected.error, name: 'RemoteSystemError' });
      // The proposal desk keeps only the failure's text in its state.
      else expect(observed.thrown).toMatchObject({ message: expected.error.message });
      return;
    case 'shows':
      expect(observed).toEqual({ shown: expected.text });
      return;
    case 'resolves':
      expect(observed).toEqual({ resolved: true });
      return;
    case 'sync':
      expect(observed.sync).toMatchObject(expected.sync);
  }
}

describe('the fault table, cell by cell, against the real adapters', () => {
  // The adapters a first call loads arrive in real time, which fake timers cannot hurry: loaded before the cells,
  // so the first rows do not race the module loader (the session check after a 401 needs the account adapter).
  beforeAll(loadCodeOnDemand);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe.each(FAULT_TABLE.map((row) => [`${row.system}: ${row.call}`, row] as const))('%s', (_, row) => {
    it.each(FAULTS)('%s', async (fault) => {
      const outcome = row.outcomes[fault];
      const { bed, observed } = await observe(row, fault, outcome);
      expect(
        bed.world.faulted,
        'the fault was never served: the row’s route matches no call',
      ).toBeGreaterThan(0);
      expectOutcome(observed, outcome);
      // A refused cookie call makes the portal ask who is logged in; told "nobody", it says the session ended.
      expect(bed.container.get(SessionStore).snapshot().expired).toBe(outcome.sessionCheck === true);
    });
  });
});
