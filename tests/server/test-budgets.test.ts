import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRUPAL_POLICY_DEFAULTS } from '@/server/drupal-policy';
import { renderFirstScreenWith } from '@/server/render-first-screen';
import { startGatedDrupal, type GatedDrupal } from '../support/gated-drupal';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { underTestBudget } from '../support/test-budgets';

/**
 * Why the first-screen suites draw on a slow machine: a render under the test's limit (test-budgets.ts) outlives
 * production's call limit, moved past on a clock of the test's own while Drupal holds its answer.
 */
describe('a render under the test’s time limit', () => {
  let sandbox: RunningSandbox;
  let drupal: GatedDrupal;
  beforeAll(async () => {
    sandbox = await startSandbox();
    drupal = await startGatedDrupal(sandbox.url);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await drupal.close();
    await sandbox.close();
  });

  it('still draws the page when Drupal answers after production’s call limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    drupal.hold();
    const rendering = renderFirstScreenWith(
      '/about-us',
      { cmsUrl: '/cms/' },
      underTestBudget(`${drupal.origin}/cms/`),
    );
    await drupal.holding();
    await vi.advanceTimersByTimeAsync(DRUPAL_POLICY_DEFAULTS.callTimeoutMs + 1);
    vi.useRealTimers();
    drupal.release();
    expect((await rendering).kind).toBe('page');
  });
});
