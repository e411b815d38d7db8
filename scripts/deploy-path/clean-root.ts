import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Certificates, INTERNAL_HOSTS, PORTAL_HOST } from './certificates';

/** Where the check's own files are seen from inside its root file system (main.ts's folder, bound there). */
export const CHECK = '/mnt';
/** Addresses on the wire to the "internal network" (main.ts): the systems, and the npm registry's relay. */
export const ADDRESSES = { host: '10.53.0.1', internal: '10.53.0.2', registry: '10.53.0.3' } as const;

/** The folders a freshly installed machine has empty (a second host makes its own, second-host.ts). */
export const FRESH = [
  '/srv',
  '/run',
  '/home',
  '/opt',
  '/usr/local',
  '/var/cache',
  '/var/log/nginx',
  '/var/lib/nginx',
  '/var/backups',
  '/tmp',
];

const mount = (...args: string[]) => {
  const run = spawnSync('mount', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`mount ${args.join(' ')}: ${run.stderr}`);
};

/**
 * Makes this mount namespace a freshly installed Debian with nginx, as docs/deploy.md's section 8 starts from:
 * the machine's programs (/usr, /lib), a copy of its /etc without anything of the portal's, and empty /srv,
 * /run, /home, /opt, /usr/local, /var/cache, nginx's log and state folders, /var/backups and /tmp. The names docs/deploy.md
 * uses resolve to the check's stand-ins; the portal's certificate and the CA that signed the internal systems'
 * are where the machine keeps them; `systemctl` is fake-systemctl.ts. `check` (main.ts's folder) stays
 * reachable at CHECK; `journalctl` reads what fake-systemctl.ts's renderers wrote (fake-journalctl.ts).
 */
export function cleanRoot(check: string, repo: string, certificates: Certificates): void {
  // The checkout is copied from `repo` after the fresh folders hide what the machine holds there.
  const hidden = FRESH.find((folder) => repo === folder || repo.startsWith(`${folder}/`));
  if (hidden)
    throw new Error(
      `the deploy path empties ${hidden} in its clean root: run it from a clone outside ${hidden}`,
    );
  const root = join(check, 'root');
  mount('--bind', check, CHECK);
  cpSync('/etc', join(root, 'etc'), { recursive: true, verbatimSymlinks: true });
  for (const leftover of [
    'necs-portal',
    'nginx/snippets/portal-tls.conf',
    'nginx/sites-enabled/necs-portal.conf',
    'nginx/sites-enabled/necs-portal-http.conf',
  ])
    rmSync(join(root, 'etc', leftover), { recursive: true, force: true });
  writeFileSync(
    join(root, 'etc/hosts'),
    [
      `127.0.0.1 localhost ${PORTAL_HOST}`,
      '::1 localhost',
      `${ADDRESSES.internal} ${Object.values(INTERNAL_HOSTS).join(' ')}`,
      `${ADDRESSES.registry} registry.npmjs.org`,
      '',
    ].join('\n'),
  );
  // The organisation's CA in the machine's store, as update-ca-certificates would put it.
  appendFileSync(join(root, 'etc/ssl/certs/ca-certificates.crt'), certificates.ca);
  writeFileSync(join(root, 'etc/ssl/certs/deploy-path-ca.pem'), certificates.ca);
  const hash = spawnSync('openssl', ['x509', '-hash', '-noout'], {
    input: certificates.ca,
    encoding: 'utf8',
  });
  symlinkSync('deploy-path-ca.pem', join(root, 'etc/ssl/certs', `${hash.stdout.trim()}.0`));
  writeFileSync(join(root, `etc/ssl/certs/${PORTAL_HOST}.pem`), certificates.cert + certificates.ca);
  writeFileSync(join(root, `etc/ssl/private/${PORTAL_HOST}.key`), certificates.key, { mode: 0o600 });
  mount('--bind', join(root, 'etc'), '/etc');

  for (const folder of FRESH) {
    const fresh = join(root, folder);
    mkdirSync(fresh, { recursive: true });
    if (folder === '/tmp') chmodSync(fresh, 0o1777);
    if (folder === '/usr/local')
      for (const sub of ['bin', 'sbin', 'lib', 'share', 'include', 'etc']) mkdirSync(join(fresh, sub));
    mount('--bind', fresh, folder);
  }
  spawnSync('chown', ['www-data:adm', '/var/log/nginx']);

  writeFileSync(
    join(CHECK, 'systemctl'),
    `#!/bin/sh\nexec ${process.execPath} ${join(repo, 'node_modules/.bin/tsx')} ${join(repo, 'scripts/deploy-path/fake-systemctl.ts')} "$@"\n`,
    { mode: 0o755 },
  );
  mount('--bind', join(CHECK, 'systemctl'), '/usr/bin/systemctl');
  writeFileSync(
    join(CHECK, 'journalctl'),
    `#!/bin/sh\nexec ${process.execPath} ${join(repo, 'node_modules/.bin/tsx')} ${join(repo, 'scripts/deploy-path/fake-journalctl.ts')} "$@"\n`,
    { mode: 0o755 },
  );
  mount('--bind', join(CHECK, 'journalctl'), '/usr/bin/journalctl');
}
