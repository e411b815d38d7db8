import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createPlainServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BLACKBOX_EXPORTER_SERIES,
  NODE_EXPORTER_FILESYSTEM_LABELS,
  NODE_EXPORTER_FILESYSTEM_SERIES,
} from '../../deploy/monitoring/exported-series';
import { freePort, untilAnswered as until } from '../local-ports';
import { text, value } from './exposition';

/**
 * deploy/monitoring/necs-blackbox.yml in Debian's prometheus-blackbox-exporter, and Debian's
 * prometheus-node-exporter, as docs/runbook.md installs them: the module asks an https server here (a certificate
 * of its own for 127.0.0.1, ending in 20 days, which the copy of the module trusts) and must succeed on a 200, fail
 * on a 500 and on plain http, and give the certificate's end; the node exporter must say how full the file systems
 * are, with the labels necs-alerts.yml asks by. Every series deploy/monitoring/exported-series.ts lists for them
 * is in their answers. `npx tsx scripts/monitoring/try-probes.ts`; exits 1 on the first difference.
 */
const MODULE = new URL('../../deploy/monitoring/necs-blackbox.yml', import.meta.url);
const DAY = 86_400;

const folder = mkdtempSync(join(tmpdir(), 'necs-probes-'));
const children: ChildProcess[] = [];
const key = join(folder, 'key.pem');
const certificate = join(folder, 'certificate.pem');
const made = spawnSync('openssl', [
  ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '20', '-subj', '/CN=localhost'],
  ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
]);
if (made.status !== 0) throw new Error(`openssl req: ${String(made.stderr)}`);
const answer = (request: IncomingMessage, response: ServerResponse) => {
  response.statusCode = request.url === '/broken' ? 500 : 200;
  response.end('<!doctype html><title>portal</title>');
};
const site = createServer({ key: readFileSync(key), cert: readFileSync(certificate) }, answer);
const plainSite = createPlainServer(answer);
try {
  const [sitePort, plainPort, blackboxPort, nodePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  site.listen(sitePort, '127.0.0.1');
  plainSite.listen(plainPort, '127.0.0.1');
  const module = readFileSync(MODULE, 'utf8');
  if (!/^ {4}http:\n/m.test(module)) throw new Error('necs-blackbox.yml has no http: of necs_page');
  const copy = join(folder, 'blackbox.yml');
  writeFileSync(
    copy,
    module.replace(/^ {4}http:\n/m, `$&      tls_config:\n        ca_file: ${certificate}\n`),
  );
  children.push(
    spawn('/usr/bin/prometheus-blackbox-exporter', [
      `--config.file=${copy}`,
      `--web.listen-address=127.0.0.1:${blackboxPort}`,
    ]),
    spawn('/usr/bin/prometheus-node-exporter', [
      '--collector.disable-defaults',
      '--collector.filesystem',
      `--web.listen-address=127.0.0.1:${nodePort}`,
    ]),
  );
  const probe = (target: string) =>
    text(`http://127.0.0.1:${blackboxPort}/probe?module=necs_page&target=${encodeURIComponent(target)}`);

  const page = await until(() => probe(`https://127.0.0.1:${sitePort}/`), 'the blackbox exporter answering');
  const missing = BLACKBOX_EXPORTER_SERIES.filter((name) => Number.isNaN(value(page, name)));
  if (missing.length > 0) throw new Error(`a probe of a page does not give ${missing.join(', ')}`);
  expect(value(page, 'probe_success'), 1, 'a page answered 200: probe_success');
  const daysLeft = (value(page, 'probe_ssl_earliest_cert_expiry') - Date.now() / 1000) / DAY;
  if (!(daysLeft > 19 && daysLeft <= 20)) throw new Error(`the certificate ends in ${daysLeft} days, not 20`);
  const broken = await probe(`https://127.0.0.1:${sitePort}/broken`);
  expect(value(broken, 'probe_http_status_code'), 500, 'a page answered 500: probe_http_status_code');
  expect(value(broken, 'probe_success'), 0, 'a page answered 500: probe_success');
  expect(
    value(await probe(`http://127.0.0.1:${plainPort}/`), 'probe_success'),
    0,
    'plain http: probe_success',
  );

  const node = await until(() => text(`http://127.0.0.1:${nodePort}/metrics`), 'the node exporter answering');
  for (const name of NODE_EXPORTER_FILESYSTEM_SERIES) {
    const labels = new RegExp(`^${name}\\{([^}]*)\\} `, 'm').exec(node)?.[1];
    if (labels === undefined) throw new Error(`the node exporter gives no ${name}`);
    for (const label of NODE_EXPORTER_FILESYSTEM_LABELS)
      if (!labels.includes(`${label}="`)) throw new Error(`${name} has no label ${label}: {${labels}}`);
  }
  console.log(
    `the pages' probe: 200 succeeds, 500 and plain http fail, the certificate's end read; the file systems' ${NODE_EXPORTER_FILESYSTEM_SERIES.join(', ')}`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : null)));
  site.close();
  plainSite.close();
  rmSync(folder, { recursive: true, force: true });
}

function expect(actual: number, expected: number, what: string): void {
  if (actual !== expected) throw new Error(`${what} is ${actual}, not ${expected}`);
}
