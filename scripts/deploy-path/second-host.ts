import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ADDRESSES, CHECK, FRESH } from './clean-root';

/**
 * The deploy-path check's second nginx host, run by two-hosts.ts in mount, network and UTS namespaces of its own
 * made inside the first host's: `tsx second-host.ts <name> <folder>`. It starts as a freshly installed Debian
 * with nginx, as the first did (clean-root.ts): empty /srv, /run, /opt, /usr/local, /var/cache, nginx's folders
 * and /tmp (in `folder`), and the first host's /etc without anything of the portal's. The checkout
 * in /home stays in sight, as if copied over. The internal systems and the npm registry are reached at the
 * addresses the first host reaches them at, relayed to the same socket files (relay.ts) from a network of its own. Prints `ready`, then
 * stops its renderers and nginx once its stdin ends.
 */
const [name, folder] = process.argv.slice(2) as [string, string];
const PORTAL_FILES = [
  'necs-portal',
  'nginx/snippets/portal-tls.conf',
  'nginx/sites-enabled/necs-portal.conf',
  'nginx/sites-enabled/necs-portal-http.conf',
  'systemd/system/necs-renderer@.service',
];

const run = (command: string, ...args: string[]) => {
  const done = spawnSync(command, args, { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${done.stderr}`);
};

const etc = join(folder, 'etc');
cpSync('/etc', etc, { recursive: true, verbatimSymlinks: true });
for (const file of PORTAL_FILES) rmSync(join(etc, file), { recursive: true, force: true });
run('mount', '--bind', etc, '/etc');
for (const fresh of FRESH.filter((path) => path !== '/home')) {
  const made = join(folder, fresh);
  mkdirSync(made, { recursive: true });
  chmodSync(made, fresh === '/tmp' ? 0o1777 : 0o755);
  if (fresh === '/usr/local')
    for (const sub of ['bin', 'sbin', 'lib', 'share', 'include', 'etc']) mkdirSync(join(made, sub));
  run('mount', '--bind', made, fresh);
}
run('chown', 'www-data:adm', '/var/log/nginx');
run('hostname', name);
run('ip', 'link', 'set', 'lo', 'up');

// The internal network of its own, as main.ts makes the first host's: a relay in a network namespace of its own
// (nginx listens on every address of the host, so the systems' port 443 cannot be on the host itself), one wire.
const relay = spawn(
  'unshare',
  [
    '--net',
    '--',
    process.execPath,
    join(process.env.DEPLOY_PATH_REPO!, 'node_modules/.bin/tsx'),
    join(import.meta.dirname, 'relay.ts'),
    `${ADDRESSES.internal}:443=unix:${join(CHECK, 'sock/internal.sock')}`,
    `${ADDRESSES.registry}:443=unix:${join(CHECK, 'sock/registry.sock')}`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const mine = readlinkSync('/proc/self/ns/net');
while (readlinkSync(`/proc/${relay.pid}/ns/net`) === mine) await new Promise((done) => setTimeout(done, 20));
const [hostEnd, internalEnd] = ['necs-dp-host', 'necs-dp-int'];
run('ip', 'link', 'add', hostEnd, 'type', 'veth', 'peer', 'name', internalEnd, 'netns', String(relay.pid));
run('ip', 'addr', 'add', `${ADDRESSES.host}/24`, 'dev', hostEnd);
run('ip', 'link', 'set', hostEnd, 'up');
const internal = (...args: string[]) => run('nsenter', '-t', String(relay.pid), '-n', 'ip', ...args);
for (const address of [ADDRESSES.internal, ADDRESSES.registry])
  internal('addr', 'add', `${address}/24`, 'dev', internalEnd);
internal('link', 'set', 'lo', 'up');
internal('link', 'set', internalEnd, 'up');
const said = await createInterface({ input: relay.stdout! })[Symbol.asyncIterator]().next();
if (said.value !== 'listening') throw new Error(`${name}: the relay to the internal network did not start`);
console.log('ready');

// Until the first host is done with this one.
for await (const line of createInterface({ input: process.stdin })) void line;
spawnSync('systemctl', ['stop', 'necs-renderer@9101', 'necs-renderer@9102', 'nginx'], { stdio: 'inherit' });
relay.kill();
