import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSandbox, type SandboxOptions } from '../../sandbox/host/app';
import { CONTROL_SECRET_HEADER, newControlSecret, type ControlName } from '../../sandbox/host/control-secret';
import type { DrupalMode } from '../../sandbox/drupal/drupal-mode';

export interface RunningSandbox {
  /** Origin of the sandbox, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  readonly url: string;
  /** Which Drupal the sandbox plays (`SANDBOX_DRUPAL`): the association's site or a stock core. */
  readonly drupal: DrupalMode;
  /** Its SQLite file, for a test that puts content in place the way an editor would have. */
  readonly dbFile: string;
  /** POSTs to a test control (`/__sandbox/...`), e.g. to expire sessions or lift the login flood limit. */
  control(name: ControlName, body?: object): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a sandbox on a free port with a fresh database in a temporary folder, removed again on close, with
 * the test controls behind a secret of its own.
 * `drupal: 'core'` makes it answer as a stock Drupal would (docs/wire-drupal.md, "The sandbox: site mode and
 * stock-Drupal mode"); the default is the site. `reverseProxyAddresses` and `drupalFloodUidOnly` as `buildSandbox`
 * takes them (a proxy trusted for `X-Forwarded-For`, the login flood's `uid_only`).
 */
export async function startSandbox({
  drupal = 'site',
  ...options
}: { drupal?: DrupalMode } & Pick<
  Partial<SandboxOptions>,
  'reverseProxyAddresses' | 'drupalFloodUidOnly' | 'sitemapBaseUrl'
> = {}): Promise<RunningSandbox> {
  const folder = mkdtempSync(join(tmpdir(), 'necs-sandbox-'));
  const controlSecret = newControlSecret();
  const dbFile = join(folder, 'sandbox.db');
  const app = await buildSandbox({ ...options, dbFile, drupal, controlSecret });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The sandbox did not listen on a TCP port.');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    drupal,
    dbFile,
    async control(name, body = {}) {
      const response = await fetch(`${url}/__sandbox/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CONTROL_SECRET_HEADER]: controlSecret },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`Sandbox control ${name} answered ${response.status}`);
    },
    async close() {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
