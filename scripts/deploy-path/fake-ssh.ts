import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `ssh root@<host>` reaches in the deploy-path check: a host's name and a process in its namespaces. */
export type Hosts = Record<string, number>;

const quoted = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;

/**
 * The machine's `ssh` in the deploy-path check (as fake-systemctl.ts is its `systemctl`): `ssh root@<host>
 * <command>` runs the command as root on that host, in root's home with root's login environment (`env`), its
 * stdin and stdout the caller's, and exits with its status. The hosts are namespaces on this machine, so it
 * enters the named host's mount, network and UTS namespaces (nsenter) instead of logging in over the network.
 * Mounted over /usr/bin/ssh of the first host; a host it does not know is refused as ssh refuses one.
 */
export function installFakeSsh(folder: string, hosts: Hosts, env: Record<string, string>): void {
  const script = join(folder, 'ssh');
  const table = Object.entries(hosts)
    .map(([name, pid]) => `    ${name}) pid=${pid} ;;`)
    .join('\n');
  const environment = Object.entries(env)
    .map(([key, value]) => quoted(`${key}=${value}`))
    .join(' ');
  writeFileSync(
    script,
    [
      '#!/bin/sh',
      '# ssh as the deploy-path check plays it: scripts/deploy-path/fake-ssh.ts.',
      'while [ $# -gt 0 ]; do case $1 in -*) shift ;; *) break ;; esac; done',
      'target=${1#*@}; shift',
      'case $target in',
      table,
      '    *) echo "ssh: Could not resolve hostname $target: Name or service not known" >&2; exit 255 ;;',
      'esac',
      `exec nsenter -t "$pid" -m -n -u --wdns=/root env -i ${environment} bash -c "$*"`,
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  const mounted = spawnSync('mount', ['--bind', script, '/usr/bin/ssh'], { encoding: 'utf8' });
  if (mounted.status !== 0) throw new Error(`mount ${script} on /usr/bin/ssh: ${mounted.stderr}`);
}
