import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { makeCertificates } from './certificates';
import { readersDone } from './beside-signals';
import { ADDRESSES } from './clean-root';

/**
 * docs/deploy.md, section 8, to the letter (`.ci/run`'s "deploy path" step; as root: `npx tsx
 * scripts/deploy-path/main.ts`). inside.ts runs its marked blocks in order with bash, as root or as the build
 * account each names, in a mount and network namespace of their own: a clean root file system (clean-root.ts)
 * where the page's paths, names and ports are the real ones, nothing added to a command or a setting. A second
 * network namespace plays the internal network: Drupal, SEWOBE and the proposal system (the sandbox) at
 * the addresses portal.env names, and the npm registry, relayed to the real one (relay.ts, through socket files,
 * which every namespace sees). Then a smoke through nginx over https, a deploy and a rollback of a second build
 * while 50 readers read (four renderer restarts, restarts.ts), a build that does not start, and what another
 * local account can reach; last, a second host and the staged deploy to both behind a load balancer
 * (two-hosts.ts). Section 11's backup and restore come right after the smoke (restore.ts), then the releases
 * `stage` must refuse (refused-releases.ts). DEPLOY_PATH_PHASES=restore,refused runs section 8, the smoke and
 * only the phases it names (inside.ts lists them).
 */
if (process.getuid?.() !== 0)
  throw new Error('the deploy path makes a root file system and accounts of its own: run it as root (sudo)');
const repo = resolve(import.meta.dirname, '../..');
const tsx = join(repo, 'node_modules/.bin/tsx');
const script = (name: string) => join(repo, 'scripts/deploy-path', name);
const started = Date.now();
const check = mkdtempSync('/tmp/deploy-path-');
// The check's files (two hosts' roots, builds, npm's cache, a dozen releases: 200,000-odd files, some 2.5 GB) in
// memory: removing them from the disk took 35-40 s of the processor at the end, and more beside other work.
const inMemory = spawnSync('mount', ['-t', 'tmpfs', '-o', 'mode=700,size=12g', 'deploy-path', check], {
  encoding: 'utf8',
});
if (inMemory.status !== 0) throw new Error(`mount -t tmpfs ${check}: ${inMemory.stderr}`);
const sockets = join(check, 'sock');
mkdirSync(sockets);
makeCertificates(join(check, 'certificates'));

// The npm registry, byte for byte: its own certificate, its own name.
const registry = createServer((incoming) => {
  const outgoing = connect(443, 'registry.npmjs.org');
  incoming.pipe(outgoing).pipe(incoming);
  incoming.on('error', () => outgoing.destroy());
  outgoing.on('error', () => incoming.destroy());
});
await new Promise<void>((done) => registry.listen(join(sockets, 'registry.sock'), done));

const internal = spawn(
  'unshare',
  [
    '--net',
    '--',
    process.execPath,
    tsx,
    script('relay.ts'),
    `${ADDRESSES.internal}:443=unix:${join(sockets, 'internal.sock')}`,
    `${ADDRESSES.registry}:443=unix:${join(sockets, 'registry.sock')}`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const host = spawn(
  'unshare',
  ['--mount', '--net', '--fork', '--', process.execPath, tsx, script('inside.ts')],
  {
    stdio: ['pipe', 'inherit', 'inherit'],
    env: { ...process.env, DEPLOY_PATH_CHECK: check, DEPLOY_PATH_REPO: repo },
  },
);

/** Resolves once `pid` is in a network namespace of its own (unshare has done its work). */
const ownNetwork = async (pid: number) => {
  const mine = readlinkSync('/proc/self/ns/net');
  while (readlinkSync(`/proc/${pid}/ns/net`) === mine) await new Promise((done) => setTimeout(done, 20));
};
const ip = (pid: number, ...args: string[]) => {
  const run = spawnSync('nsenter', ['-t', String(pid), '-n', 'ip', ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ip ${args.join(' ')}: ${run.stderr}`);
};

let code = 1;
try {
  await Promise.all([ownNetwork(internal.pid!), ownNetwork(host.pid!)]);
  // One wire between the two namespaces, made inside them: the machine's own network is not touched.
  const [hostEnd, internalEnd] = ['necs-dp-host', 'necs-dp-int'];
  const made = spawnSync(
    'ip',
    [
      'link',
      'add',
      hostEnd,
      'netns',
      String(host.pid),
      'type',
      'veth',
      'peer',
      'name',
      internalEnd,
      'netns',
      String(internal.pid),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`ip link add: ${made.stderr}`);
  ip(host.pid!, 'addr', 'add', `${ADDRESSES.host}/24`, 'dev', hostEnd);
  ip(internal.pid!, 'addr', 'add', `${ADDRESSES.internal}/24`, 'dev', internalEnd);
  ip(internal.pid!, 'addr', 'add', `${ADDRESSES.registry}/24`, 'dev', internalEnd);
  for (const [pid, end] of [
    [host.pid!, hostEnd],
    [internal.pid!, internalEnd],
  ] as const) {
    ip(pid, 'link', 'set', 'lo', 'up');
    ip(pid, 'link', 'set', end, 'up');
  }
  const said = await createInterface({ input: internal.stdout! })[Symbol.asyncIterator]().next();
  if (said.value !== 'listening') throw new Error('the internal network did not start');
  host.stdin!.write('network\n');
  [code] = (await once(host, 'exit')) as [number];
} finally {
  // The checks beside wait for the readers: whatever ended the deploy path, they have stopped.
  readersDone();
  if (host.exitCode === null) host.kill();
  internal.kill();
  registry.close();
  if (code === 0) {
    // Lazily: a renderer or nginx of the check's may still be on its way out.
    spawnSync('umount', ['--lazy', check]);
    rmSync(check, { recursive: true, force: true });
  } else console.error(`deploy path: kept ${check} (in memory until \`umount ${check}\`)`);
  console.log(
    `deploy path: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exitCode = code;
}
