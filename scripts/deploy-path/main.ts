import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REVERSE_PROXY_ADDRESSES_ENV } from '../../sandbox/host/client-address';
import { buildSandbox } from '../../sandbox/host/app';
import { PREFIXES } from '../../sandbox/host/prefixes';
import { environmentFile } from './unit-file';
import { docBlocks } from './doc-blocks';
import { standInMachine } from './machine';
import { rewritten } from './rewrites';
import { secondBuild } from './second-build';
import { smoke } from './smoke';
import { underLoad } from './under-load';

/**
 * docs/deploy.md, section 8, as written (`.ci/run`'s "deploy path" step; `npx tsx scripts/deploy-path/main.ts`):
 * its marked blocks run in order with bash in a temporary folder (rewrites.ts: the folders and /usr/bin/node
 * only), the settings made as documented (a secret of `openssl rand -hex 24`), then this machine's addresses
 * added to portal.env; `nginx -t` is Debian's nginx; `systemctl` starts the renderers from the unit file
 * (fake-systemctl.ts). Then a smoke through nginx, and a deploy and a rollback of a second build while 20
 * readers read: no failed answer, no page mixing the builds. Ports DEPLOY_PATH_PORT (default 8650) to +3.
 */
const BLOCKS = ['build', 'settings', 'unit', 'release', 'nginx'];
const READERS = 20;
const repo = resolve(import.meta.dirname, '../..');
const port = Number(process.env.DEPLOY_PATH_PORT ?? 8650);
const ports = { nginx: port, renderers: [port + 1, port + 2], sandbox: port + 3 };
const origin = `http://localhost:${ports.nginx}`;
const started = Date.now();
const seconds = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const root = mkdtempSync(join(tmpdir(), 'necs-deploy-path-'));
const env = standInMachine(root, repo);
process.env.DEPLOY_PATH_ROOT = env.DEPLOY_PATH_ROOT;
process.env.DEPLOY_PATH_NODE = env.DEPLOY_PATH_NODE;
// Drupal's reverse_proxy settings (docs/deploy.md, section 2): the sandbox behind nginx counts logins per client.
process.env[REVERSE_PROXY_ADDRESSES_ENV] ??= '127.0.0.1';
const sandbox = await buildSandbox({ dbFile: join(root, 'site.sqlite'), sitemapBaseUrl: origin });
await sandbox.listen({ port: ports.sandbox, host: '127.0.0.1' });
const upstream = (prefix: string) => `http://127.0.0.1:${ports.sandbox}${prefix}/`;

/** This machine's values, after the documented ones (a later line wins in systemd, in `--env-file` and in bash). */
const THIS_MACHINE = {
  DRUPAL_URL: upstream(PREFIXES.cms),
  CMS_UPSTREAM: upstream(PREFIXES.cms),
  MEMBERSHIP_UPSTREAM: upstream(PREFIXES.membership),
  PROPOSALS_UPSTREAM: upstream(PREFIXES.proposals),
  SITE_URL: origin,
  PORTAL_URL: origin,
  LISTEN: `127.0.0.1:${ports.nginx}`,
  SERVER_NAME: 'localhost',
  NGINX_INCLUDES: '',
  HSTS: 'off',
  RENDERERS: ports.renderers.map((at) => `127.0.0.1:${at}`).join(','),
  // One client address plays 20 readers, and two cores draw every page while other jobs run.
  RENDERS_PER_SECOND: '100000',
  RENDER_TIMEOUT_MS: '10000',
};

const bash = (name: string, code: string) => {
  const step = Date.now();
  const run = spawnSync('bash', ['-euo', 'pipefail', '-c', code], { cwd: repo, env, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`docs/deploy.md's "${name}" block failed (exit ${run.status})`);
  console.log(`deploy path: "${name}" done in ${seconds(step)}`);
};

let passed = false;
try {
  for (const { name, code } of docBlocks(readFileSync(join(repo, 'docs/deploy.md'), 'utf8'), BLOCKS)) {
    bash(name, rewritten(code));
    if (name === 'settings')
      appendFileSync(
        join(root, 'etc/necs-portal/portal.env'),
        `# this machine\n${Object.entries(THIS_MACHINE)
          .map(([key, value]) => `${key}=${value}`)
          .join('\n')}\n`,
      );
  }
  const settings = environmentFile(readFileSync(join(root, 'etc/necs-portal/portal.env'), 'utf8'));
  const secret = settings.REFRESH_SECRET!;
  console.log(`deploy path: the documented secret has ${secret.length} characters`);
  await smoke(origin, secret);

  const builds = secondBuild(repo, join(root, 'second-build'));
  const timings: string[] = [];
  // Not spawnSync: the readers read while it runs.
  const release = async (...args: string[]) => {
    const step = Date.now();
    const run = spawn(join(repo, 'deploy/release.sh'), args, { cwd: repo, env, stdio: 'inherit' });
    const [code] = (await once(run, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`deploy/release.sh ${args.join(' ')} failed`);
    timings.push(`${args[0]} ${seconds(step)}`);
  };
  const play = Date.now();
  const tally = await underLoad(origin, secret, builds, READERS, async () => {
    await release('deploy', join(root, 'second-build'));
    await release('rollback');
  });
  console.log(
    `deploy path: ${READERS} readers, ${tally.answers} answers in ${seconds(play)} (${timings.join(', ')}): ` +
      `${tally.failures.length} failed, ${tally.mixes} mixing two builds, ${tally.undrawn} not drawn; ` +
      `drawn afresh by the first build ${tally.drawnBy.first}, by the second ${tally.drawnBy.second}`,
  );
  for (const failure of tally.failures.slice(0, 10)) console.error(`  ${failure}`);
  if (tally.failures.length > 0 || tally.mixes > 0 || tally.drawnBy.second === 0)
    throw new Error('the deploy and rollback under load failed (above)');
  passed = true;
} finally {
  const units = ports.renderers.map((at) => `necs-renderer@${at}`);
  spawnSync('systemctl', ['stop', ...units, 'nginx'], { env, stdio: 'inherit' });
  await sandbox.close();
  if (passed) rmSync(root, { recursive: true, force: true });
  else console.error(`deploy path: kept ${root} (logs in run/ and nginx/)`);
  console.log(`deploy path: ${passed ? 'passed' : 'FAILED'} in ${seconds()}`);
}
