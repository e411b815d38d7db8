import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { connectToSandbox } from './sandbox-adapters';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { startSandbox, type RunningSandbox } from './sandbox-server';

/** A contract suite: states what every implementation of a port does, given a way to set up a world. */
export type Contract<World> = (name: string, setup: () => Promise<World>) => void;

export interface ContractSubjects<World> {
  /** The in-memory fake's world. */
  readonly fake: () => World | Promise<World>;
  /**
   * The real adapters' world: a fresh browser on the running sandbox (`sandbox` for its test controls and
   * `sandbox.drupal`, for the few things a stock Drupal cannot do, such as a pager).
   */
  readonly real: (
    browser: ReturnType<typeof connectToSandbox>,
    sandbox: RunningSandbox,
  ) => World | Promise<World>;
}

/**
 * Runs one contract against the fake and against the real adapters talking to a sandbox, once in each
 * Drupal mode, so the fake cannot drift from either.
 *
 * Every test starts from the seeded demo data, as if it ran alone: nothing an earlier test wrote, not even a
 * failed login. The fake is new for every test. The sandbox starts once per mode and file (migrating and
 * seeding takes seconds: the demo accounts' password hashes are slow on purpose) and before each test puts
 * its database back as it was at its start, through the `restore-start` control: an SQLite backup from an
 * in-memory image, about 3 ms over HTTP, what the flood reset it replaces cost (sandbox/storage/start-snapshot.ts).
 */
export function runContract<World>(contract: Contract<World>, subjects: ContractSubjects<World>): void {
  contract('in-memory fake', async () => subjects.fake());
  for (const drupal of DRUPAL_MODES) {
    describe(`against the sandbox (${drupal} Drupal)`, () => {
      let sandbox: RunningSandbox;
      beforeAll(async () => {
        sandbox = await startSandbox({ drupal });
      });
      beforeEach(() => sandbox.control('restore-start'));
      afterAll(() => sandbox.close());
      contract(`real adapter, ${drupal} Drupal`, async () =>
        subjects.real(connectToSandbox(sandbox.url), sandbox),
      );
    });
  }
}
