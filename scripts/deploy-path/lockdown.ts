import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';

/** Where a deployment keeps files: every place the refresh secret could be written to. */
const MACHINE = [
  '/etc',
  '/srv',
  '/var/cache',
  '/var/log/nginx',
  '/var/lib/nginx',
  '/run',
  '/home',
  '/opt',
  '/usr/local',
  '/tmp',
];
const GREP = ['-rlsF', '--exclude-dir=node_modules', '--exclude-dir=.npm'];

const as = (account: string, ...command: string[]) =>
  spawnSync('runuser', ['-u', account, '--', ...command], { encoding: 'utf8' });

/** Files and folders of `folders` that `account` may write (find's -writable asks the kernel, as a write would). */
export function writableBy(account: string, folders: string[]): string[] {
  return as(account, 'find', ...folders, '-writable')
    .stdout.split('\n')
    .filter(Boolean);
}

/**
 * Every file on the machine that holds `secret`, with its mode; and those of them `accounts` can read (grep
 * run as each: what it finds, it read).
 */
export function secretHolders(secret: string, accounts: string[]) {
  const grep = (run: ReturnType<typeof spawnSync>) => String(run.stdout).split('\n').filter(Boolean);
  const files = grep(spawnSync('grep', [...GREP, secret, ...MACHINE], { encoding: 'utf8' })).map((file) => ({
    file,
    mode: (statSync(file).mode & 0o777).toString(8),
  }));
  const readBy = accounts.flatMap((account) =>
    grep(as(account, 'grep', ...GREP, secret, ...MACHINE)).map((file) => `${account}: ${file}`),
  );
  return { files, readBy };
}
