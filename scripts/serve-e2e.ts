import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSandbox } from '../sandbox/host/app';
import { controlSecretFromEnvironment } from '../sandbox/host/control-secret';
import { E2E_PORT_OFFSETS, e2eBasePort } from './e2e-ports';

/**
 * The browser tests' servers: the built portal (run `vite build` first) with a fresh sandbox playing the
 * association's Drupal on E2E_PORT, and another playing a stock Drupal (`SANDBOX_DRUPAL=core`) on the
 * next port. One process and one build for both, so CI builds once. Both serve the test controls behind the
 * run's secret, which playwright.config.ts passes in SANDBOX_CONTROL_SECRET.
 */
const port = e2eBasePort();
const controlSecret = controlSecretFromEnvironment();
const folder = mkdtempSync(join(tmpdir(), 'necs-e2e-'));

const servers = await Promise.all(
  (['site', 'core'] as const).map(async (drupal) => {
    const own = port + E2E_PORT_OFFSETS[drupal];
    const app = await buildSandbox({
      dbFile: join(folder, `${drupal}.sqlite`),
      staticDir: 'dist',
      drupal,
      // remote-systems.spec.ts reaches this sandbox's SEWOBE under another host name, as another origin.
      extraConnectSources: [`http://127.0.0.1:${own}`],
      controlSecret,
    });
    await app.listen({ port: own, host: '127.0.0.1' });
    console.log(`Portal with the ${drupal} Drupal sandbox at http://localhost:${own}/`);
    return app;
  }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all(servers.map((app) => app.close())).then(() => process.exit(0));
  });
}
