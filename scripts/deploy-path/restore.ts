import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';

/** docs/deploy.md's section 11, in the order CI runs them: backup, then the restore and its check. */
export const RESTORE_BLOCKS = ['backup', 'restore', 'rebuild', 'restore-check'];
/** Section 8's blocks the restore runs again between "rebuild" and "restore-check" (section 11 says which). */
const SECTION_8_AGAIN = ['tls', 'unit', 'release', 'nginx'];
/** What a host keeps of the portal, and only that: a fresh Debian with nginx and Node.js 24 has none of it. */
const LAYOUT = [
  '/srv/necs-portal',
  '/etc/necs-portal',
  '/etc/ssl/private/portal.example.org.key',
  '/etc/ssl/certs/portal.example.org.pem',
  '/etc/nginx/snippets/portal-tls.conf',
  '/etc/nginx/sites-enabled/necs-portal.conf',
  '/etc/nginx/sites-enabled/necs-portal-http.conf',
  '/etc/systemd/system/necs-renderer@.service',
  '/usr/local/sbin/necs-release',
  '/var/cache/nginx/necs-pages',
];
/** The settings the backup must bring back byte for byte. */
const SETTINGS = LAYOUT.slice(1, 4).flatMap((path) =>
  path === '/etc/necs-portal' ? ['/etc/necs-portal/portal.env', '/etc/necs-portal/config.json'] : [path],
);
/** Pages and files a reader fetches; an earlier build's chunk only assets/ keeps (the backup's part). */
const EARLIER_CHUNK = '/assets/earlier-build-DeployPath.js';
const PATHS = ['/', '/news', '/conferences', '/rss.xml', '/robots.txt', '/config.json', EARLIER_CHUNK];

export interface RestoreInput {
  origin: string;
  refreshSecret: string;
  /** Runs docs/deploy.md's block `name` as the page says (as root, or as the build account it names). */
  runBlock: (name: string) => Promise<void>;
  say: (line: string) => void;
}

/** Status and body of each page and file, drawn afresh (the refresh secret), and the settings' hashes. */
async function site(origin: string, refreshSecret: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const path of PATHS) {
    const answer = await fetch(`${origin}${path}`, {
      headers: { accept: 'text/html', 'x-necs-refresh': refreshSecret },
    });
    seen.set(path, `${answer.status} ${await answer.text()}`);
  }
  for (const file of SETTINGS) seen.set(file, createHash('sha256').update(readFileSync(file)).digest('hex'));
  return seen;
}

const run = (command: string, ...args: string[]) => {
  const done = spawnSync(command, args, { stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${done.status})`);
};

/**
 * docs/deploy.md's section 11 to the letter on the first host: the nightly backup, then the portal's layout
 * destroyed as a lost host loses it (Node.js, nginx's package, /var/backups and the build account's checkout
 * stay), the restore's blocks with section 8's from "tls" on, and the same site found again: each page's status
 * and body, an earlier build's chunk, the settings. Throws at the first difference.
 */
export async function restoreFromBackup({
  origin,
  refreshSecret,
  runBlock,
  say,
}: RestoreInput): Promise<void> {
  const started = Date.now();
  // A chunk of a build served before this one: only the backup of assets/ can bring it back.
  writeFileSync(`/srv/necs-portal${EARLIER_CHUNK}`, 'console.log("an earlier build");\n', { mode: 0o644 });
  const before = await site(origin, refreshSecret);
  await runBlock('backup');

  run('systemctl', 'stop', 'necs-renderer@9101', 'necs-renderer@9102', 'nginx');
  for (const path of LAYOUT) rmSync(path, { recursive: true, force: true });
  // Debian's default site, as a fresh nginx has it (section 8's "tls" block removes it).
  if (!existsSync('/etc/nginx/sites-enabled/default'))
    symlinkSync('/etc/nginx/sites-available/default', '/etc/nginx/sites-enabled/default');
  say(`the portal's layout destroyed: ${LAYOUT.length} paths`);

  for (const name of ['restore', 'rebuild', ...SECTION_8_AGAIN, 'restore-check']) await runBlock(name);
  const after = await site(origin, refreshSecret);
  const differ = [...before].filter(([key, value]) => after.get(key) !== value).map(([key]) => key);
  say(
    `backed up, destroyed and restored in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${before.size - differ.length} of ${before.size} pages, files and settings the same` +
      (differ.length > 0 ? `; differing: ${differ.join(', ')}` : ''),
  );
  for (const key of differ.slice(0, 3)) {
    const [was, is] = [before.get(key)!, after.get(key) ?? ''];
    let at = 0;
    while (at < was.length && was[at] === is[at]) at++;
    console.error(`  ${key} at ${at}: was …${was.slice(at, at + 120)}… is …${is.slice(at, at + 120)}…`);
  }
  if (differ.length > 0) throw new Error('the restored site is not the one backed up (above)');
}
