import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_EXPORTER_SERIES } from '../../deploy/monitoring/exported-series';
import { freePort, untilAnswered as until } from '../local-ports';
import { text, value } from './exposition';
import { mainConfig } from '../nginx-stack';

/**
 * deploy/monitoring/nginx-status.conf tried as docs/runbook.md installs it, with Debian's nginx and
 * prometheus-nginx-exporter: the status server on a free loopback port instead of 8490, the exporter reading it,
 * every series deploy/monitoring/exported-series.ts lists in the exporter's answer, nginx_up 1, and the request
 * counter moving with requests. `npx tsx scripts/monitoring/try-nginx-status.ts`; exits 1 on the first
 * difference.
 */
const STATUS_CONF = new URL('../../deploy/monitoring/nginx-status.conf', import.meta.url);
const EXPORTER = '/usr/bin/prometheus-nginx-exporter';

const folder = mkdtempSync(join(tmpdir(), 'necs-nginx-status-'));
const children: ChildProcess[] = [];
try {
  const [statusPort, exporterPort] = [await freePort(), await freePort()];
  const status = readFileSync(STATUS_CONF, 'utf8');
  if (!status.includes('listen 127.0.0.1:8490;'))
    throw new Error('nginx-status.conf no longer listens on 127.0.0.1:8490');
  writeFileSync(join(folder, 'site.conf'), status.replace('127.0.0.1:8490', `127.0.0.1:${statusPort}`));
  writeFileSync(join(folder, 'nginx.conf'), mainConfig(folder, false));
  children.push(
    spawn('nginx', ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'inherit' }),
  );
  const statusUrl = `http://127.0.0.1:${statusPort}/stub_status`;
  await until(() => text(statusUrl), 'nginx answering its status');
  children.push(
    spawn(EXPORTER, [`-nginx.scrape-uri=${statusUrl}`, `-web.listen-address=127.0.0.1:${exporterPort}`], {
      stdio: 'inherit',
    }),
  );
  const metricsUrl = `http://127.0.0.1:${exporterPort}/metrics`;
  const first = await until(() => text(metricsUrl), 'the exporter answering');

  const missing = NGINX_EXPORTER_SERIES.filter(
    (name) => !new RegExp(`^${name}(\\{[^}]*\\})? `, 'm').test(first),
  );
  if (missing.length > 0) throw new Error(`the exporter does not export ${missing.join(', ')}`);
  if (value(first, 'nginx_up') !== 1) throw new Error('nginx_up is not 1');
  // Anything but the status page is 404, and each request is counted.
  const notFound = await fetch(`http://127.0.0.1:${statusPort}/`);
  if (notFound.status !== 404) throw new Error(`the status server answered / with ${notFound.status}`);
  const second = await text(metricsUrl);
  if (!(value(second, 'nginx_http_requests_total') > value(first, 'nginx_http_requests_total')))
    throw new Error('nginx_http_requests_total did not grow');
  console.log(`nginx's status through the exporter: ${NGINX_EXPORTER_SERIES.length} series, nginx_up 1`);
} finally {
  for (const child of children.reverse()) child.kill(child.spawnfile === EXPORTER ? 'SIGTERM' : 'SIGQUIT');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null,
    ),
  );
  rmSync(folder, { recursive: true, force: true });
}
