import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../../sandbox/host/app';
import type { EnginePage } from './engine-page';
import { firefoxIsSupported, launchFirefox } from './firefox-page';
import { JOURNEYS } from './journeys';
import { serveCollector } from './webkit-error-collector';
import { launchWebKit } from './webkit-page';

/**
 * `npm run test:engines`: the journeys of journeys.ts in the browser engines beside Chromium (Firefox, then
 * WebKit; `ENGINES=WebKit` runs one), against the built portal (dist/) served by a fresh sandbox per engine on ENGINES_PORT
 * (default 8191), as `npm start` serves it; `JOURNEY=words` runs the journeys whose name holds them. Exits 1 when any journey fails or any page of it reported an uncaught
 * or React error.
 */
interface Engine {
  readonly name: string;
  /** What the engine needs served besides the portal (WebKit's error collector). */
  readonly serve?: (sandbox: FastifyInstance) => void;
  launch(): Promise<{ open(origin: string): Promise<EnginePage>; close(): Promise<void> }>;
}

const ENGINES: readonly Engine[] = [
  ...(firefoxIsSupported() ? [{ name: 'Firefox', launch: launchFirefox }] : []),
  { name: 'WebKit', launch: launchWebKit, serve: serveCollector },
].filter(({ name }) => !process.env.ENGINES || process.env.ENGINES.split(',').includes(name));

/** A small but real PDF: the sandbox checks the leading bytes against the extension. */
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
  'trailer<</Root 1 0 R>>\n%%EOF\n';

const port = Number(process.env.ENGINES_PORT ?? 8191);
const origin = `http://localhost:${port}`;
const folder = mkdtempSync(join(tmpdir(), 'necs-engines-'));
const pdf = join(folder, 'Screening-plan.pdf');
writeFileSync(pdf, PDF);

let failures = 0;
try {
  for (const engine of ENGINES) {
    // A sandbox of its own for each engine: the member journey joins a group, which it can do once per site.
    const sandbox = await buildSandbox({
      dbFile: join(folder, `${engine.name}.sqlite`),
      staticDir: 'dist',
      drupal: 'site',
    });
    engine.serve?.(sandbox);
    await sandbox.listen({ port, host: '127.0.0.1' });
    const browser = await engine.launch();
    try {
      for (const journey of JOURNEYS.filter(({ name }) => name.includes(process.env.JOURNEY ?? ''))) {
        const started = Date.now();
        const page = await browser.open(origin);
        const failure = await journey.run(page, { pdf }).then(
          () => null,
          (error: unknown) => String(error),
        );
        // Closed first: WebKit's page hands over the errors its last document noted as it closes.
        await page.close();
        const reported = [...(failure ? [failure] : []), ...page.errors];
        const problem = reported.length ? reported.join('\n    ') : null;
        const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
        if (problem) failures += 1;
        console.log(`${problem ? '✘' : '✓'} [${engine.name}] ${journey.name} (${took})`);
        if (problem) console.log(`    ${problem}`);
      }
    } finally {
      await browser.close();
      await sandbox.close();
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(failures ? `${failures} journey(s) failed` : 'Every journey passed in every engine');
process.exit(failures ? 1 : 0);
