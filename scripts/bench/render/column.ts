import { SERVICE_NODE_FLAGS } from '../../../src/server/service-settings';
import { firstFreeRun } from '../ports';
import { startBenchServer } from '../sandbox-server';
import type { Steps } from '../steps';
import { builtBaseline } from './baseline-build';
import { startRecordedDrupal } from './recorded-drupal';
import { measureService, type ServiceFigures } from './service-under-load';

/**
 * The services this build is compared with: main as issue 33 found it, started as its docs/deploy.md said then
 * (no NODE_ENV: React's development build), and main once the service ran React's production build, before a
 * render's costs were cut, and main before the renderer ran React Router's production build (issue 52), with this
 * build's Node flags. BENCH_RENDER_BASELINE names another commit for the first.
 */
const EARLIER_SERVICES = [
  {
    label: "today's service",
    ref: process.env.BENCH_RENDER_BASELINE || '0b28440',
    production: false,
  },
  { label: 'production build', ref: '931bc15', production: true },
  // Issue 52: main before the renderer ran React Router's production build, started as this build is.
  { label: 'development router', ref: '6d87646', production: true, nodeFlags: SERVICE_NODE_FLAGS },
] as const;
const RENDERED_PAGES = ['/', '/news', '/about-us'] as const;

export interface MeasuredService {
  readonly label: string;
  readonly commit: string;
  readonly production: boolean;
  readonly figures: ServiceFigures;
}

export interface RenderFigures {
  /** Today's service first, the target's measure. */
  readonly earlier: readonly MeasuredService[];
  readonly current: ServiceFigures;
}

/**
 * The render column (issue 33): this build's first-screen service and the earlier ones, one after the other on the
 * same machine, each drawing the same pages from the same recorded Drupal answers (recorded-drupal.ts), measured
 * by service-under-load.ts. `folder` holds this build's dist/ and dist-server/; `cache` keeps the earlier builds.
 */
export async function measureRenders(options: {
  folder: string;
  cache: string;
  steps: Steps;
}): Promise<RenderFigures> {
  const { folder, cache, steps } = options;
  const builds = [];
  for (const service of EARLIER_SERVICES)
    builds.push({
      ...service,
      ...(await steps.step(`render: build of ${service.ref}`, () => builtBaseline(service.ref, cache))),
    });
  const sandbox = await startBenchServer();
  const port = await firstFreeRun(2);
  const drupal = await startRecordedDrupal(sandbox.origin, port);
  try {
    const drupalUrl = `${drupal.origin}/cms/`;
    const measure = (name: string, start: Parameters<typeof measureService>[0]) =>
      steps.step(`render: ${name}`, () => measureService(start, RENDERED_PAGES, drupalUrl, port + 1));
    const earlier: MeasuredService[] = [];
    for (const { label, commit, folder: built, production, ...started } of builds)
      earlier.push({
        label,
        commit,
        production,
        figures: await measure(label, {
          folder: built,
          nodeFlags: 'nodeFlags' in started ? started.nodeFlags : [],
          production,
        }),
      });
    const current = await measure('this build', { folder, nodeFlags: SERVICE_NODE_FLAGS, production: true });
    steps.log(`render: ${drupal.recorded()} distinct Drupal answers recorded`);
    return { earlier, current };
  } finally {
    await drupal.close();
    await sandbox.close();
  }
}
