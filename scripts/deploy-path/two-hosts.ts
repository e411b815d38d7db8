import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { balance } from './balancer';
import { type ChunkTally, readChunks } from './chunk-readers';
import { CHECK } from './clean-root';
import type { DocBlock } from './doc-blocks';
import { installFakeSsh } from './fake-ssh';
import type { TwoBuilds } from './second-build';

/** docs/deploy.md's blocks for more than one host (section 10), after section 8's. */
export const HOST_BLOCKS = ['another-host', 'hosts'];
/** Section 8's blocks a further host runs itself (no build, and its settings copied from the first). */
const SETUP = ['node', 'tls', 'unit', 'release', 'nginx'];
const [FIRST, SECOND] = ['portal-1.internal.example.org', 'portal-2.internal.example.org'];
/** The second host's own name (its UTS namespace), which the build that fails there looks for. */
const SECOND_NAME = 'portal-2';
const READERS = 8;
const FRONT = { address: '127.0.0.1', port: 8443 };
const WIRE = { first: '10.53.1.1', second: '10.53.1.2', ends: ['necs-dp-h1', 'necs-dp-h2'] } as const;
/** The address the balancer gives a reader at the second host: 127.0.1.n there is 10.53.1.(100 + n). */
const atSecond = (client: string) => `10.53.1.${100 + Number(client.split('.')[3])}`;

export interface TwoHostsInput {
  /** docs/deploy.md's marked blocks. */
  blocks: DocBlock[];
  checkout: string;
  rootEnv: Record<string, string>;
  refreshSecret: string;
  builds: TwoBuilds;
  /** The second build's packed release. */
  second: string;
  say: (line: string) => void;
}

const run = (command: string, ...args: string[]) => {
  const done = spawnSync(command, args, { encoding: 'utf8' });
  if (done.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')}: ${done.error?.message ?? done.stderr ?? ''} (status ${done.status}, signal ${done.signal})`,
    );
  return done.stdout;
};

/**
 * A copy of the second build whose renderer exits at once on the second host, and only there, and only when
 * started by the unit (which gives it METRICS_PORT): `stage` finds its own renderer ready, the switch does not.
 */
function brokenOnSecondHost(second: string, into: string): void {
  cpSync(second, into, { recursive: true, verbatimSymlinks: true });
  const serve = join(into, 'dist-server/serve.js');
  const [first, ...rest] = readFileSync(serve, 'utf8').split('\n');
  const exit = `import { hostname as necsHost } from 'node:os';\nif (necsHost() === '${SECOND_NAME}' && process.env.METRICS_PORT) process.exit(1);`;
  // After a `#!` line, which must stay the first.
  const lines = first!.startsWith('#!') ? [first!, exit, ...rest] : [exit, first!, ...rest];
  writeFileSync(serve, lines.join('\n'));
}

/**
 * Two nginx hosts behind a round-robin balancer, each set up by docs/deploy.md, and the page's staged deploy to
 * both (section 10, "hosts") while readers load pages and their chunks from either: a second build that every
 * host serves in the end with no chunk a page names missing on the other host, then a build whose renderers fail
 * on the second host only, which that host rolls back by itself and the block then rolls back on the first.
 * Throws at the first thing that is not so.
 */
export async function twoHosts(input: TwoHostsInput): Promise<void> {
  const { checkout, rootEnv, say } = input;
  const blocks = new Map(input.blocks.map((block) => [block.name, block.code]));
  const started = Date.now();
  const second = spawn(
    'unshare',
    [
      '--mount',
      '--net',
      '--uts',
      '--fork',
      '--',
      process.execPath,
      join(process.env.DEPLOY_PATH_REPO!, 'node_modules/.bin/tsx'),
      join(import.meta.dirname, 'second-host.ts'),
      SECOND_NAME,
      join(CHECK, 'portal-2'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const said = await createInterface({ input: second.stdout! })[Symbol.asyncIterator]().next();
  if (said.value !== 'ready') throw new Error('the second host did not start');
  const inSecond = ['-t', String(second.pid), '-m', '-n', '-u'];
  const balancer = await balance(FRONT.address, FRONT.port, [
    { name: FIRST, host: '127.0.0.1', port: 443, sourceFor: (client) => client },
    { name: SECOND, host: WIRE.second, port: 443, sourceFor: atSecond },
  ]);
  try {
    // One wire between the hosts, with an address at the second for each reader the balancer sends there.
    run(
      'ip',
      'link',
      'add',
      WIRE.ends[0],
      'type',
      'veth',
      'peer',
      'name',
      WIRE.ends[1],
      'netns',
      String(second.pid),
    );
    for (const address of [
      WIRE.first,
      ...Array.from({ length: READERS }, (_, n) => atSecond(`127.0.1.${n + 1}`)),
    ])
      run('ip', 'addr', 'add', `${address}/24`, 'dev', WIRE.ends[0]);
    run('ip', 'link', 'set', WIRE.ends[0], 'up');
    run('nsenter', ...inSecond, 'ip', 'addr', 'add', `${WIRE.second}/24`, 'dev', WIRE.ends[1]);
    run('nsenter', ...inSecond, 'ip', 'link', 'set', WIRE.ends[1], 'up');
    installFakeSsh(CHECK, { [FIRST]: process.pid, [SECOND]: second.pid! }, rootEnv);

    // The second host: its settings from the first (as the page says), then section 8 but the build.
    // Waited for, never run synchronously: the sandbox answers in this process, and `stage` asks Drupal.
    const block = async (name: string, where: string[] = []) => {
      const step = Date.now();
      const child = spawn(
        where.length > 0 ? 'nsenter' : 'bash',
        [
          ...(where.length > 0 ? [...where, `--wdns=${checkout}`, 'bash'] : []),
          '-euo',
          'pipefail',
          '-c',
          blocks.get(name)!,
        ],
        { cwd: checkout, env: rootEnv, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      const [status] = (await once(child, 'exit')) as [number | null];
      if (status !== 0)
        throw new Error(`docs/deploy.md's "${name}" block failed on ${where.length > 0 ? SECOND : FIRST}`);
      say(
        `"${name}" done${where.length > 0 ? ` on ${SECOND}` : ''} in ${((Date.now() - step) / 1000).toFixed(1)} s`,
      );
    };
    await block('another-host');
    for (const name of SETUP) await block(name, inSecond);
    say(`${SECOND} set up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const onHost = (host: string, command: string) => run('ssh', `root@${host}`, command).trim();
    const servedEntry = (host: string) =>
      /src="(\/assets\/index-[^"]+\.js)"/.exec(
        onHost(host, 'cat /srv/necs-portal/current/dist/index.html'),
      )?.[1];
    const builds = { [input.builds.first]: 'first', [input.builds.second]: 'second' };
    const deploy = async (release: string, expectedExit: number) => {
      const from = join(CHECK, `deploy-${expectedExit}`);
      mkdirSync(from, { recursive: true });
      symlinkSync(release, join(from, 'release'));
      const step = Date.now();
      let exit: number | null = null;
      const tally = await readChunks(
        { ...FRONT, hostOf: balancer.hostOf },
        input.refreshSecret,
        builds,
        READERS,
        async () => {
          const child = spawn('bash', ['-euo', 'pipefail', '-c', blocks.get('hosts')!], {
            cwd: from,
            env: rootEnv,
            stdio: ['ignore', 'inherit', 'inherit'],
          });
          [exit] = (await once(child, 'exit')) as [number | null];
        },
      );
      return { exit, tally, took: `${((Date.now() - step) / 1000).toFixed(1)} s` };
    };
    const figures = (tally: ChunkTally) =>
      `${tally.answers} answers: ${tally.failures.length} failed, ${tally.missing.length} naming a chunk the host asked lacks, ` +
      `${tally.undrawn} not drawn; pages per host and build ${JSON.stringify(tally.pages)}`;
    const problems = (tally: ChunkTally) => {
      for (const line of [...tally.missing, ...tally.failures].slice(0, 10)) console.error(`  ${line}`);
      return tally.missing.length + tally.failures.length;
    };

    // The second build, staged on both, then switched on both.
    const good = await deploy(input.second, 0);
    const firstAt = (host: string) => good.tally.firstServed[host]?.second ?? Infinity;
    const [earlier, later] = [FIRST, SECOND].sort((a, b) => firstAt(a) - firstAt(b)) as [string, string];
    const early = good.tally.chunkLoads.filter(
      (load) => load.build === 'second' && load.host === later && load.at < firstAt(later),
    ).length;
    say(
      `staged deploy to two hosts: exit ${good.exit} in ${good.took}; ${figures(good.tally)}; ` +
        `the new build served by ${earlier} from ${(firstAt(earlier) / 1000).toFixed(1)} s, by ${later} from ` +
        `${(firstAt(later) / 1000).toFixed(1)} s, and ${early} of its chunks loaded from ${later} before it served it`,
    );
    const both = [FIRST, SECOND].map(servedEntry);
    if (
      good.exit !== 0 ||
      problems(good.tally) > 0 ||
      early === 0 ||
      both.some((entry) => entry !== input.builds.second)
    )
      throw new Error(`the staged deploy to two hosts failed (above; served: ${both.join(', ')})`);

    // A build whose renderers do not start on the second host: it goes back by itself, the first by the block.
    const before = [FIRST, SECOND].map((host) => onHost(host, 'readlink /srv/necs-portal/current'));
    const broken = join(CHECK, 'broken-on-second-host');
    brokenOnSecondHost(input.second, broken);
    const bad = await deploy(broken, 1);
    const after = [FIRST, SECOND].map((host) => onHost(host, 'readlink /srv/necs-portal/current'));
    const back = after.every((link, at) => link === before[at]);
    say(
      `a build that fails on ${SECOND}: exit ${bad.exit} in ${bad.took}, ${back ? 'both hosts back on the release before' : `NOT rolled back (${before.join(', ')} -> ${after.join(', ')})`}; ` +
        figures(bad.tally),
    );
    if (bad.exit !== 1 || !back || problems(bad.tally) > 0)
      throw new Error('the rollback of a build that fails on one host failed (above)');
  } finally {
    balancer.close();
    second.stdin!.end();
    if (second.exitCode === null) await once(second, 'exit');
  }
}
