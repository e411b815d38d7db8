import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { REVERSE_PROXY_ADDRESSES_ENV } from '../../sandbox/host/client-address';
import { buildSandbox } from '../../sandbox/host/app';
import { PORTAL_HOST } from './certificates';
import { CHECK, cleanRoot } from './clean-root';
import { docBlocks } from './doc-blocks';
import { internalSystems } from './internal-systems';
import { secretHolders, writableBy } from './lockdown';
import { secondBuild } from './second-build';
import { smoke } from './smoke';
import { squat } from './squatter';
import { refusedReleases } from './refused-releases';
import { runbookBlocks, runbookOnHost } from './runbook';
import { RESTORE_BLOCKS, restoreFromBackup } from './restore';
import { HOST_BLOCKS, twoHosts } from './two-hosts';
import { underLoad } from './under-load';
import { readersDone, untilBesidePaused } from './beside-signals';
import { watchRestarts } from './restarts';
import { environmentFile } from './unit-file';

/**
 * The deploy-path check inside its own root file system and network (main.ts starts it there): docs/deploy.md's
 * section 8 as written, then what readers, another local account and a broken build meet.
 */
const BLOCKS = ['node', 'build', 'settings', 'tls', 'unit', 'release', 'nginx'];
/**
 * What follows section 8 and the smoke, each of which DEPLOY_PATH_PHASES (comma-separated) may name alone to
 * run only those: section 11's backup and restore, the releases `stage` refuses, the deploy and rollbacks under
 * load, docs/runbook.md's commands (runbook.ts), the broken build and what another account reaches, section
 * 10's two hosts. Unset, all of them.
 */
const PHASES = ['restore', 'refused', 'load', 'runbook', 'lockdown', 'hosts'] as const;
const phases = process.env.DEPLOY_PATH_PHASES?.split(',') ?? [...PHASES];
const unknown = phases.filter((phase) => !(PHASES as readonly string[]).includes(phase));
if (unknown.length > 0)
  throw new Error(`DEPLOY_PATH_PHASES: ${unknown.join(', ')}; known: ${PHASES.join(', ')}`);
const runs = (phase: (typeof PHASES)[number]) => phases.includes(phase);
/** Kept-alive readers through nginx while the renderers restart (issue 53: four restarts under 50). */
const READERS = 50;
/** Switches under them: a deploy and rollbacks, each restarting every renderer (issue 82: ten restarts or more). */
const SWITCHES = 6;
/** The share of the readers' pages a renderer must have answered (issue 82), not nginx's app in their place. */
const DRAWN_AT_LEAST = 0.995;
/** The unit's instances docs/deploy.md enables: sockets /run/necs-renderer/<name>/http.sock, metrics on <name>. */
const RENDERER_INSTANCES = ['9101', '9102'];
const BUILD_ACCOUNT = 'builder';
/** Where section 8 has nginx write its access log (ACCESS_LOG's default). */
const ACCESS_LOG = '/var/log/nginx/necs-portal.access.log';
const OTHER_ACCOUNT = 'squatter';
/** The ports the renderers listened on before they moved to sockets (docs/deploy.md until issue 53). */
const OLD_PORTS = [3001, 3002];
const ORIGIN = `https://${PORTAL_HOST}`;
const repo = process.env.DEPLOY_PATH_REPO!;
const sandboxPort = Number(process.env.DEPLOY_PATH_PORT ?? 9600) + 3;
const started = Date.now();
const seconds = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`deploy path: ${line}`);

const certificatesFolder = join(process.env.DEPLOY_PATH_CHECK!, 'certificates');
const read = (name: string) => readFileSync(join(certificatesFolder, name), 'utf8');
const certificates = { ca: read('ca.pem'), cert: read('site.pem'), key: read('site.key') };
cleanRoot(process.env.DEPLOY_PATH_CHECK!, repo, certificates);
// The readers here trust the check's CA as the machine does.
setDefaultCACertificates([...getCACertificates('default'), certificates.ca]);

const run = (command: string, args: string[], options: { cwd?: string } = {}) => {
  const done = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${done.status})`);
};

// The accounts: one that owns the checkout and builds, and one that only lives on the machine.
for (const account of [BUILD_ACCOUNT, OTHER_ACCOUNT]) run('useradd', ['-m', '-s', '/bin/bash', account]);
const checkout = `/home/${BUILD_ACCOUNT}/necs-portal`;
const files = spawnSync('git', ['-C', repo, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
}).stdout.split('\0');
for (const file of files.filter((name) => name && existsSync(join(repo, name)))) {
  mkdirSync(dirname(join(checkout, file)), { recursive: true });
  cpSync(join(repo, file), join(checkout, file), { verbatimSymlinks: true });
}
// The build account's npm cache is the machine's (CI's `npm ci` filled it): the same packages, not fetched again.
if (existsSync('/root/.npm/_cacache'))
  cpSync('/root/.npm/_cacache', `/home/${BUILD_ACCOUNT}/.npm/_cacache`, { recursive: true });
run('chown', ['-R', `${BUILD_ACCOUNT}:${BUILD_ACCOUNT}`, `/home/${BUILD_ACCOUNT}`]);
// A git checkout, as an operator's is: `pack` writes the commit a release is built from, and a restore checks
// it out (docs/deploy.md, section 11).
run('runuser', [
  '-u',
  BUILD_ACCOUNT,
  '--',
  'sh',
  '-c',
  `cd ${checkout} && git init -q && git add -A && git -c user.name=${BUILD_ACCOUNT} -c user.email=${BUILD_ACCOUNT}@localhost commit -q -m 'the checkout'`,
]);
say(`a clean root, the checkout ${BUILD_ACCOUNT}'s, in ${seconds()}`);

// main.ts says when the wire to the internal network is up.
await createInterface({ input: process.stdin })[Symbol.asyncIterator]().next();
process.env[REVERSE_PROXY_ADDRESSES_ENV] ??= '127.0.0.1';
const sandbox = await buildSandbox({ dbFile: join(CHECK, 'site.sqlite'), sitemapBaseUrl: ORIGIN });
await sandbox.listen({ port: sandboxPort, host: '127.0.0.1' });
const systems = await internalSystems(join(CHECK, 'sock/internal.sock'), sandboxPort, certificates);

// The machine's own trust settings, where it has them (a CI behind a TLS-inspecting proxy): not the portal's.
const MACHINE_TRUST = Object.fromEntries(
  ['NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE'].flatMap((key) =>
    process.env[key] ? [[key, process.env[key]!]] : [],
  ),
);
const ROOT_ENV = {
  PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  HOME: '/root',
  USER: 'root',
  LANG: 'C.UTF-8',
  ...MACHINE_TRUST,
};
const asBuildAccount = (code: string) =>
  [
    'runuser',
    [
      '-u',
      BUILD_ACCOUNT,
      '--',
      'env',
      '-i',
      `HOME=/home/${BUILD_ACCOUNT}`,
      `USER=${BUILD_ACCOUNT}`,
      'PATH=/usr/local/bin:/usr/bin:/bin',
      'LANG=C.UTF-8',
      ...Object.entries(MACHINE_TRUST).map(([key, value]) => `${key}=${value}`),
      'bash',
      '-euo',
      'pipefail',
      '-c',
      code,
    ],
  ] as const;

let passed = false;
let stopNginx = false;
try {
  let squatter: Awaited<ReturnType<typeof squat>> | null = null;
  const blocks = docBlocks(readFileSync(join(repo, 'docs/deploy.md'), 'utf8'), [
    ...BLOCKS,
    ...HOST_BLOCKS,
    ...RESTORE_BLOCKS,
  ]);
  // Waited for, never run synchronously: the sandbox answers in this process, and `stage` asks Drupal (/readyz).
  const runBlock = async (name: string) => {
    const { code, asBuildAccount: built } = blocks.find((block) => block.name === name)!;
    const step = Date.now();
    const [command, args] = built
      ? asBuildAccount(code)
      : (['bash', ['-euo', 'pipefail', '-c', code]] as const);
    // No terminal: bash would otherwise take itself for an ssh session's and read /etc/bash.bashrc.
    const child = spawn(command, args, {
      cwd: checkout,
      env: ROOT_ENV,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const [status] = (await once(child, 'exit')) as [number | null];
    if (status !== 0) throw new Error(`docs/deploy.md's "${name}" block failed (exit ${status})`);
    say(`"${name}" done${built ? ` as ${BUILD_ACCOUNT}` : ''} in ${seconds(step)}`);
  };
  for (const name of BLOCKS) {
    await runBlock(name);
    if (name === 'nginx') stopNginx = true;
    // Another account takes the renderers' old ports before any renderer starts, as it could at boot.
    if (name === 'node')
      squatter = await squat(OTHER_ACCOUNT, OLD_PORTS, '/run/necs-renderer/9101/http.sock');
  }
  const secret = environmentFile(readFileSync('/etc/necs-portal/portal.env', 'utf8')).REFRESH_SECRET!;
  say(
    `the documented secret has ${secret.length} characters; the packed release ${spawnSync('du', ['-sh', join(checkout, 'release')], { encoding: 'utf8' }).stdout.split('\t')[0]}`,
  );
  await smoke(ORIGIN, secret);
  // Section 11 on the site section 8 made: backed up, destroyed, restored, the same.
  if (runs('restore'))
    await restoreFromBackup({ origin: ORIGIN, checkout, refreshSecret: secret, runBlock, say });

  /** Runs `necs-release`, its output passed on; `said` is what it wrote to stderr. */
  const necsRelease = async (args: string[], env: Record<string, string> = {}) => {
    const step = Date.now();
    const child = spawn('necs-release', args, {
      cwd: checkout,
      env: { ...ROOT_ENV, ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let said = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      process.stderr.write(chunk);
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, took: `${args[0]} ${seconds(step)}`, said };
  };
  /** docs/runbook.md's rollback block as root, as bash runs it with -e: exit and seconds. */
  const runbookRollback = async (code: string) => {
    const step = Date.now();
    const child = spawn('bash', ['-euo', 'pipefail', '-c', code], {
      cwd: '/root',
      env: ROOT_ENV,
      stdio: 'inherit',
    });
    const [status] = (await once(child, 'exit')) as [number | null];
    return { code: status, took: `runbook's rollback ${seconds(step)}` };
  };
  const second = join(CHECK, 'second-build');
  const builds = secondBuild(join(checkout, 'release'), second);
  run('chown', ['-R', `${BUILD_ACCOUNT}:${BUILD_ACCOUNT}`, second]);
  const served = () => ({
    current: readlinkSync('/srv/necs-portal/current'),
    previous: existsSync('/srv/necs-portal/previous') ? readlinkSync('/srv/necs-portal/previous') : null,
  });
  if (runs('refused')) await refusedReleases({ second, rootEnv: ROOT_ENV, served, say });
  if (runs('load')) {
    const waited = await untilBesidePaused();
    if (waited !== null)
      say(`the readers waited ${waited.toFixed(1)} s for the checks beside to pause (beside-signals.ts)`);
    await deployUnderLoad().finally(readersDone);
  }
  if (runs('runbook')) await runbookOnHost({ repo, rootEnv: ROOT_ENV, otherAccount: OTHER_ACCOUNT, say });
  if (runs('lockdown')) await brokenAndLockdown();
  // Section 10: a second host, and the staged deploy to both behind a load balancer.
  if (runs('hosts'))
    await twoHosts({ blocks, checkout, rootEnv: ROOT_ENV, refreshSecret: secret, builds, second, say });
  passed = true;

  async function deployUnderLoad() {
    const timings: string[] = [];
    const play = Date.now();
    // Each switch restarts each renderer once (release.sh, one at a time): a deploy and five rollbacks, twelve
    // stops as the unit's, ending on the first build.
    const restarts = watchRestarts(RENDERER_INSTANCES);
    // The rollbacks as docs/runbook.md gives them to an operator (`necs-release status`, then `rollback`).
    const rollback = runbookBlocks(repo).get('rollback')!.code;
    const tally = await underLoad(ORIGIN, secret, builds, READERS, async () => {
      for (const args of [['deploy', second], ...Array.from({ length: SWITCHES - 1 }, () => ['rollback'])]) {
        const { code, took } =
          args[0] === 'rollback' ? await runbookRollback(rollback) : await necsRelease(args);
        if (code !== 0) throw new Error(`necs-release ${args.join(' ')} failed`);
        timings.push(took);
      }
    });
    say(
      `${READERS} readers, ${tally.answers} answers in ${seconds(play)} (${timings.join(', ')}): ` +
        `${tally.failures.length} failed, ${tally.mixes} mixing two builds, ${tally.undrawn} the app from nginx, ` +
        `${tally.gaveUp} the app from a renderer giving up (503); ` +
        `drawn afresh by the first build ${tally.drawnBy.first}, by the second ${tally.drawnBy.second}`,
    );
    for (const failure of tally.failures.slice(0, 10)) console.error(`  ${failure}`);
    // Issue 82: a page while a renderer restarts, not the app: nginx asks the other one (page-locations.ts).
    // A renderer's own 503 (Drupal slow within its render limit) is a render, counted by the SLO, not a restart's.
    const drawn = (tally.answers - tally.undrawn) / tally.answers;
    say(
      `pages a renderer answered: ${(100 * drawn).toFixed(2)} % (at least ${100 * DRAWN_AT_LEAST} %), ` +
        `drawn ${((100 * (tally.answers - tally.undrawn - tally.gaveUp)) / tally.answers).toFixed(2)} %`,
    );
    const stopped = await restarts.report(SWITCHES * RENDERER_INSTANCES.length);
    say(`renderer restarts under ${READERS} readers: ${stopped.figures}`);
    for (const problem of stopped.problems) console.error(`  ${problem}`);
    if (
      tally.failures.length > 0 ||
      tally.mixes > 0 ||
      tally.drawnBy.second === 0 ||
      drawn < DRAWN_AT_LEAST ||
      stopped.problems.length > 0
    )
      throw new Error('the deploy and rollback under load failed (above)');
  }

  async function brokenAndLockdown() {
    // A build whose renderer cannot start under the unit (which gives it METRICS_PORT), though it starts for
    // `stage`: a syntax error in a module only the unit's renderer loads. The switch refuses it before
    // `current` moves, naming the error (issue 82: `tail -n 5` showed only the stack).
    const broken = join(CHECK, 'broken-build');
    cpSync(second, broken, { recursive: true, verbatimSymlinks: true });
    renameSync(join(broken, 'dist-server/serve.js'), join(broken, 'dist-server/serve-as-built.js'));
    writeFileSync(join(broken, 'dist-server/under-the-unit.js'), 'export const broken = ;\n');
    writeFileSync(
      join(broken, 'dist-server/serve.js'),
      "if (process.env.METRICS_PORT) await import('./under-the-unit.js');\nawait import('./serve-as-built.js');\n",
    );
    const { current: before } = served();
    const named = new Set<string>();
    const watching = setInterval(() => named.add(served().current), 20);
    const failed = await necsRelease(['deploy', broken], {
      NECS_HEALTH_SECONDS: '15',
      NECS_RESTART_PAUSE: '1',
    }).finally(() => clearInterval(watching));
    const after = await fetch(`${ORIGIN}/`, { headers: { accept: 'text/html', 'x-necs-refresh': secret } });
    const rolledBack =
      failed.code === 1 &&
      [...named].join() === before &&
      /SyntaxError/.test(failed.said) &&
      after.status === 200 &&
      (await after.text()).includes('id="first-screen"');
    say(
      `a build whose renderers do not start: exit ${failed.code}, current named ${[...named].join(', ')} ` +
        `throughout, the error ${/SyntaxError/.test(failed.said) ? 'named' : 'NOT named'}: ` +
        `${rolledBack ? 'refused' : 'NOT refused'} (${failed.took})`,
    );

    const report = await squatter!.report();
    const writable = writableBy(BUILD_ACCOUNT, ['/srv/necs-portal/releases', '/srv/necs-portal/assets']);
    const holders = secretHolders(secret, [BUILD_ACCOUNT, OTHER_ACCOUNT]);
    say(
      `${OTHER_ACCOUNT} bound the old ports ${JSON.stringify(report.bound)} and got ${report.connections} connections, ` +
        `${report.bytes} bytes; at the socket: listen ${report.listenAtSocket}, connect ${report.connectToSocket}`,
    );
    say(
      `files of releases/ and assets/ ${BUILD_ACCOUNT} may write: ${writable.length}; ${writable.slice(0, 5).join(', ')}`,
    );
    say(
      `files holding the refresh secret: ${holders.files.map(({ file, mode }) => `${file} (${mode})`).join(', ')}; ` +
        `read by another account: ${holders.readBy.length === 0 ? 'none' : holders.readBy.join(', ')}`,
    );
    // docs/privacy.md: the access log is for nginx, root and the operators' group (adm), never every account.
    const accessLog = statSync(ACCESS_LOG);
    const admGroup = Number(spawnSync('getent', ['group', 'adm'], { encoding: 'utf8' }).stdout.split(':')[2]);
    const logKept = (accessLog.mode & 0o777) === 0o640 && accessLog.gid === admGroup;
    say(
      `${ACCESS_LOG}: mode ${(accessLog.mode & 0o777).toString(8)}, group ${accessLog.gid} (adm ${admGroup})`,
    );
    const lockedDown =
      logKept &&
      Object.values(report.bound).every(Boolean) &&
      report.connections === 0 &&
      report.listenAtSocket === 'EACCES' &&
      report.connectToSocket === 'EACCES' &&
      writable.length === 0 &&
      holders.readBy.length === 0 &&
      holders.files.every(({ mode }) => (parseInt(mode, 8) & 0o027) === 0);
    if (!rolledBack || !lockedDown) throw new Error('the lockdown or the rollback failed (above)');
  }
} catch (error) {
  console.error(error);
} finally {
  spawnSync(
    'systemctl',
    ['stop', 'necs-renderer@9101', 'necs-renderer@9102', ...(stopNginx ? ['nginx'] : [])],
    {
      env: ROOT_ENV,
      stdio: 'inherit',
    },
  );
  systems.close();
  await sandbox.close();
  if (!passed) {
    for (const log of ['necs-renderer@9101', 'necs-renderer@9102'])
      if (existsSync(`/run/deploy-path/${log}.log`))
        console.error(`--- ${log}\n${readFileSync(`/run/deploy-path/${log}.log`, 'utf8').slice(-3000)}`);
    if (existsSync('/var/log/nginx/error.log'))
      console.error(`--- nginx\n${readFileSync('/var/log/nginx/error.log', 'utf8').slice(-3000)}`);
  }
  say(`${passed ? 'passed' : 'FAILED'} inside in ${seconds()}`);
  // stdin (main.ts's word that the network is up) would keep this process waiting for more.
  process.exit(passed ? 0 : 1);
}
