import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DrupalMode } from '../../sandbox/drupal/drupal-mode';
import { startSandbox, type RunningSandbox } from './sandbox-server';

/**
 * One sandbox for the tests of a `describe` block, playing `drupal`, back at its seeded start before each test so
 * that none depends on another's writes. Answers the running sandbox, once the block has started it.
 */
export function useSandbox(drupal: DrupalMode): () => RunningSandbox {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ drupal });
  });
  beforeEach(() => sandbox.control('restore-start'));
  afterAll(() => sandbox.close());
  return () => sandbox;
}
