import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
/**
 * The monitoring's files as docs/runbook.md installs them from the checkout (its `apt-get` and service restarts
 * aside: Debian's packages are on the machine already), each with what the runbook writes there.
 */
const MONITORING: Record<string, string | { from: string; mode: number; group?: string }> = {
  '/etc/prometheus/rules/necs-alerts.yml': { from: 'deploy/monitoring/necs-alerts.yml', mode: 0o644 },
  '/etc/prometheus/alertmanager.yml': {
    from: 'deploy/monitoring/necs-alertmanager.yml',
    mode: 0o640,
    group: 'prometheus',
  },
  '/etc/prometheus/blackbox.yml': { from: 'deploy/monitoring/necs-blackbox.yml', mode: 0o644 },
  '/etc/nginx/conf.d/necs-status.conf': { from: 'deploy/monitoring/nginx-status.conf', mode: 0o644 },
  '/etc/default/prometheus-nginx-exporter':
    'ARGS="-nginx.scrape-uri=http://127.0.0.1:8490/stub_status -web.listen-address=127.0.0.1:9113"\n',
  '/etc/default/prometheus-blackbox-exporter':
    'ARGS="--config.file=/etc/prometheus/blackbox.yml --web.listen-address=127.0.0.1:9115"\n',
  '/etc/default/prometheus-node-exporter': 'ARGS="--web.listen-address=127.0.0.1:9100"\n',
};
/** What section 11 backs up of the monitoring, lost with the host (Debian's own prometheus.yml in /etc/prometheus too). */
const MONITORING_LAYOUT = [
  '/etc/prometheus',
  ...Object.keys(MONITORING).filter((path) => !path.startsWith('/etc/prometheus/')),
];
/** The settings the backup must bring back byte for byte, the monitoring's among them. */
const SETTINGS = [
  ...LAYOUT.slice(1, 4).flatMap((path) =>
    path === '/etc/necs-portal' ? ['/etc/necs-portal/portal.env', '/etc/necs-portal/config.json'] : [path],
  ),
  '/etc/prometheus/prometheus.yml',
  ...Object.keys(MONITORING),
];

/** Puts the monitoring's files where docs/runbook.md installs them, from the checkout `checkout`. */
function installMonitoring(checkout: string): void {
  for (const [path, what] of Object.entries(MONITORING)) {
    if (typeof what === 'string') {
      writeFileSync(path, what);
      continue;
    }
    run(
      'install',
      '-D',
      '-m',
      what.mode.toString(8),
      ...(what.group ? ['-g', what.group] : []),
      join(checkout, what.from),
      path,
    );
  }
}
/** Pages and files a reader fetches; an earlier build's chunk only assets/ keeps (the backup's part). */
const EARLIER_CHUNK = '/assets/earlier-build-DeployPath.js';
const PATHS = ['/', '/news', '/conferences', '/rss.xml', '/robots.txt', '/config.json', EARLIER_CHUNK];

export interface RestoreInput {
  origin: string;
  /** The build account's checkout, whose deploy/monitoring/ the runbook installs from. */
  checkout: string;
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
 * docs/deploy.md's section 11 to the letter on the first host, the monitoring's files installed as docs/runbook.md
 * installs them: the nightly backup, then the portal's layout and the monitoring's
 * destroyed as a lost host loses it (Node.js, nginx's package, /var/backups and the build account's checkout
 * stay), the restore's blocks with section 8's from "tls" on, and the same site found again: each page's status
 * and body, an earlier build's chunk, the settings. Throws at the first difference.
 */
export async function restoreFromBackup({
  origin,
  checkout,
  refreshSecret,
  runBlock,
  say,
}: RestoreInput): Promise<void> {
  const started = Date.now();
  // A chunk of a build served before this one: only the backup of assets/ can bring it back.
  writeFileSync(`/srv/necs-portal${EARLIER_CHUNK}`, 'console.log("an earlier build");\n', { mode: 0o644 });
  installMonitoring(checkout);
  const before = await site(origin, refreshSecret);
  await runBlock('backup');

  run('systemctl', 'stop', 'necs-renderer@9101', 'necs-renderer@9102', 'nginx');
  for (const path of [...LAYOUT, ...MONITORING_LAYOUT]) rmSync(path, { recursive: true, force: true });
  // Debian's default site, as a fresh nginx has it (section 8's "tls" block removes it).
  if (!existsSync('/etc/nginx/sites-enabled/default'))
    symlinkSync('/etc/nginx/sites-available/default', '/etc/nginx/sites-enabled/default');
  say(
    `the portal's layout destroyed: ${LAYOUT.length + MONITORING_LAYOUT.length} paths, the monitoring's among them`,
  );

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
