import { SERVICE_NODE_FLAGS } from '../../../src/server/service-settings';
import { firstFreeRun } from '../ports';
import { startBenchServer } from '../sandbox-server';
import type { Steps } from '../steps';
import { builtBaseline } from './baseline-build';
import { startRecordedDrupal } from './recorded-drupal';
import { measureService, type ServiceFigures } from './service-under-load';
import { startSpanCollector } from './span-collector';

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
  /** This build again with tracing on (absent in results written before issue 64). */
  readonly traced?: ServiceFigures;
}

/**
 * What nginx sends with each page (deploy/access-log.ts, `$necs_traceparent`): a trace it began, sampled, so the
 * renderer makes a render's span and its calls' spans for every page, the most tracing can cost.
 */
export const SAMPLED_TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

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
    // Issue 64: tracing on, its spans sent in batches to a collector that takes them (docs/deploy.md, "Traces").
    const collector = await startSpanCollector();
    const traced = await measure('this build, traced', {
      folder,
      nodeFlags: SERVICE_NODE_FLAGS,
      production: true,
      environment: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.origin },
      headers: { traceparent: SAMPLED_TRACEPARENT },
    }).finally(() => collector.close());
    steps.log(
      `render: ${drupal.recorded()} distinct Drupal answers recorded; ${collector.posts()} span batches sent`,
    );
    return { earlier, current, traced };
  } finally {
    await drupal.close();
    await sandbox.close();
  }
}
