import { SERVICE_NODE_FLAGS } from '../../../src/server/service-settings';
import { firstFreeRun } from '../ports';
import { builtBaseline } from '../render/baseline-build';
import { startRecordedDrupal } from '../render/recorded-drupal';
import { startBenchServer } from '../sandbox-server';
import type { Steps } from '../steps';
import { downAndBack, type DownFigures } from './down-and-back';
import { startSwitchableDrupal } from './switchable-drupal';

/** main as issue 43 found it, without a cap or a breaker; BENCH_DRUPAL_DOWN_BASELINE names another commit. */
const BASELINE = process.env.BENCH_DRUPAL_DOWN_BASELINE || '05be11c';
const PAGES = ['/', '/news', '/about-us'] as const;

export interface DrupalDownFigures {
  readonly earlier: { readonly commit: string; readonly figures: DownFigures };
  readonly current: DownFigures;
}

/**
 * The drupal-down column (issue 43): the service of BASELINE and this build's, one after the other, each with
 * its production settings (NODE_ENV=production, the memory flags, a 2 s render limit), started against a
 * Drupal that answers (the sandbox's answers, recorded: render/recorded-drupal.ts), which then hangs for a
 * minute under 50 readers and comes back (down-and-back.ts). `folder` holds this build's dist/ and
 * dist-server/; `cache` keeps the earlier build.
 */
export async function measureDrupalDown({
  folder,
  cache,
  steps,
}: Readonly<{ folder: string; cache: string; steps: Steps }>): Promise<DrupalDownFigures> {
  const baseline = await steps.step(`drupal-down: build of ${BASELINE}`, () =>
    builtBaseline(BASELINE, cache),
  );
  const sandbox = await startBenchServer();
  const port = await firstFreeRun(3);
  const recorded = await startRecordedDrupal(sandbox.origin, port);
  try {
    const measure = (name: string, built: string) =>
      steps.step(`drupal-down: ${name}`, async () => {
        // A Drupal of its own for each, so its count of calls and of held sockets is that service's alone.
        const drupal = await startSwitchableDrupal(recorded.origin, port + 1);
        try {
          const start = {
            folder: built,
            nodeFlags: SERVICE_NODE_FLAGS,
            production: true,
            environment: { RENDER_TIMEOUT_MS: '2000' },
          };
          return await downAndBack(start, drupal, PAGES, port + 2);
        } finally {
          await drupal.close();
        }
      });
    const earlier = { commit: baseline.commit, figures: await measure(BASELINE, baseline.folder) };
    return { earlier, current: await measure('this build', folder) };
  } finally {
    await recorded.close();
    await sandbox.close();
  }
}
