import { SERVICE_NODE_FLAGS } from '../../../src/server/service-settings';
import { firstFreeRun } from '../ports';
import { builtBaseline } from '../render/baseline-build';
import { startRecordedDrupal } from '../render/recorded-drupal';
import type { ServiceStart } from '../render/service-under-load';
import { startBenchServer } from '../sandbox-server';
import type { Steps } from '../steps';
import { downAndBack, type DownFigures } from './down-and-back';
import { serviceLogFile } from './service-log-file';
import { drawnWhileSlow, type SlowFigures } from './slow-drupal-load';
import { startSwitchableDrupal, type SwitchableDrupal } from './switchable-drupal';

/**
 * main as issue 53 found it: a breaker that took a slow Drupal for a dead one, a log line for every failed page;
 * BENCH_DRUPAL_DOWN_BASELINE names another commit (05be11c: before the cap and the breaker, issue 43).
 */
const BASELINE = process.env.BENCH_DRUPAL_DOWN_BASELINE || '6d87646';
const PAGES = ['/', '/news', '/about-us'] as const;

/** One service against a slow Drupal, then against one that hangs and comes back. */
export interface ServiceOutageFigures {
  readonly slow: SlowFigures;
  readonly down: DownFigures;
}

export interface DrupalDownFigures {
  readonly earlier: { readonly commit: string; readonly figures: ServiceOutageFigures };
  readonly current: ServiceOutageFigures;
}

/**
 * The drupal-down column (issues 43 and 53): the service of BASELINE and this build's, one after the other,
 * each with its production settings (NODE_ENV=production, the memory flags, a 2 s render limit) and its log
 * written to a file, started against a Drupal that answers (the sandbox's answers, recorded:
 * render/recorded-drupal.ts). Each is started twice: once while Drupal answers every call 800 ms late under
 * 50 readers (slow-drupal-load.ts), once while Drupal hangs for a minute under 50 readers and comes back
 * (down-and-back.ts). `folder` holds this build's dist/ and dist-server/; `cache` keeps the earlier build and
 * each service's log of the last run (`drupal-down-<name>.log`), to read why pages were refused.
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
    // A Drupal of its own for each service, so its count of calls and of held sockets is that service's alone.
    const withDrupal = async <T>(measure: (drupal: SwitchableDrupal) => Promise<T>) => {
      const drupal = await startSwitchableDrupal(recorded.origin, port + 1);
      try {
        return await measure(drupal);
      } finally {
        await drupal.close();
      }
    };
    const measure = async (name: string, built: string): Promise<ServiceOutageFigures> => {
      const log = serviceLogFile(cache, `drupal-down-${name.replaceAll(' ', '-')}`);
      const start: ServiceStart = {
        folder: built,
        nodeFlags: SERVICE_NODE_FLAGS,
        production: true,
        environment: { RENDER_TIMEOUT_MS: '2000' },
        logTo: log.descriptor,
      };
      try {
        const slow = await steps.step(`drupal-down: ${name}, Drupal slow`, () =>
          withDrupal((drupal) => drawnWhileSlow(start, drupal, PAGES, port + 2)),
        );
        const down = await steps.step(`drupal-down: ${name}, Drupal hanging`, () =>
          withDrupal((drupal) => downAndBack(start, drupal, PAGES, port + 2, log)),
        );
        return { slow, down };
      } finally {
        log.close();
      }
    };
    const earlier = { commit: baseline.commit, figures: await measure(BASELINE, baseline.folder) };
    return { earlier, current: await measure('this build', folder) };
  } finally {
    await recorded.close();
    await sandbox.close();
  }
}
