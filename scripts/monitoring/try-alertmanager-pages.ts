import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, untilAnswered as until } from '../local-ports';

/**
 * deploy/monitoring/necs-alertmanager.yml in Debian's Alertmanager (/usr/bin/prometheus-alertmanager): alerts
 * posted to its API (`/api/v2/alerts`) as Prometheus posts them, the pages and tickets received by a webhook
 * here. Issue 82's two lost pages, each of which must now reach the pager as firing within a minute:
 *
 * - two alerts of one group firing 3 minutes apart (a second renderer down while the first still is): each paged
 *   within 60 s of firing, the second not held back until its group's next message;
 * - an alert that fires, is paged, resolves (that too is paged) and fires again within 5 minutes: the new firing
 *   paged within 60 s, not kept for the group's next message.
 *
 * Alertmanager's timers run on its own wall clock, so the copy it runs has every interval of the file
 * (group_wait, group_interval, repeat_interval) divided by SCALE, and so has every time here: 3 minutes are
 * 12 s, the bound of 60 s is 4 s. Routing, grouping and inhibition are the file's, line for line; only the
 * receivers' addresses point at this webhook (the ticket receiver's mail becomes a webhook call). About 15 s.
 *
 * `npx tsx scripts/monitoring/try-alertmanager-pages.ts [alertmanager.yml]`; exits 1 when a page comes late or
 * not at all.
 */
const ALERTMANAGER = '/usr/bin/prometheus-alertmanager';
const CONFIG = process.argv[2] ?? new URL('../../deploy/monitoring/necs-alertmanager.yml', import.meta.url);
const SCALE = 15;
/** Real seconds played at SCALE, in milliseconds. */
const scaled = (seconds: number) => (seconds * 1000) / SCALE;
const PAGED_WITHIN = scaled(60);

interface Alert {
  readonly labels: Record<string, string>;
  readonly status: 'firing' | 'resolved';
}
interface Message {
  readonly receiver: string;
  readonly at: number;
  readonly alerts: readonly Alert[];
}

/** The file with each interval divided by SCALE and each receiver sending to `webhook`. */
function scaledCopy(config: string, webhook: string): string {
  let intervals = 0;
  const copy = config
    .replace(
      /^(\s*(?:group_wait|group_interval|repeat_interval): )(\d+)([smh])\s*$/gm,
      (_, key, value, unit) => {
        intervals++;
        const ms = Number(value) * { s: 1000, m: 60_000, h: 3_600_000 }[unit as 's' | 'm' | 'h'];
        if (ms % SCALE !== 0) throw new Error(`${key}${value}${unit} is no whole number of ms at 1/${SCALE}`);
        return `${key}${ms / SCALE}ms`;
      },
    )
    .replace(/^(\s*- url: )'[^']*\/necs-page'$/m, `$1'${webhook}/necs-page'`)
    .replace(
      /^(\s*)email_configs:\n(\s*)- to: '[^']*'$/m,
      `$1webhook_configs:\n$2- url: '${webhook}/necs-ticket'`,
    );
  for (const receiver of ['necs-page', 'necs-ticket'])
    if (!copy.includes(`'${webhook}/${receiver}'`)) throw new Error(`no address of ${receiver} replaced`);
  if (intervals < 3) throw new Error(`only ${intervals} intervals found to scale`);
  return copy;
}

const folder = mkdtempSync(join(tmpdir(), 'necs-alertmanager-'));
const messages: Message[] = [];
const arrivals = new Set<() => void>();
const webhook = createServer((request, response) => {
  void body(request).then((text) => {
    const { alerts } = JSON.parse(text) as { alerts: Alert[] };
    messages.push({ receiver: request.url!.slice(1), at: performance.now(), alerts });
    for (const arrival of arrivals) arrival();
    response.end();
  });
});
const [webhookPort, apiPort] = [await freePort(), await freePort()];
webhook.listen(webhookPort, '127.0.0.1');
const config = join(folder, 'alertmanager.yml');
writeFileSync(config, scaledCopy(readFileSync(CONFIG, 'utf8'), `http://127.0.0.1:${webhookPort}`));
const alertmanager = spawn(
  ALERTMANAGER,
  [
    `--config.file=${config}`,
    `--storage.path=${folder}`,
    `--web.listen-address=127.0.0.1:${apiPort}`,
    '--cluster.listen-address=', // one Alertmanager: no peers to wait for before each message
    '--log.level=warn',
  ],
  { stdio: 'inherit' },
);
const api = `http://127.0.0.1:${apiPort}`;
const failures: string[] = [];
try {
  await until(async () => {
    if (!(await fetch(`${api}/-/ready`)).ok) throw new Error('not ready');
  }, 'Alertmanager ready');
  // Both incidents at once, in groups of their own (another alertname and SLO each).
  await Promise.all([secondOfAGroup(), firingAgainAfterItsResolve()]);
} finally {
  alertmanager.kill('SIGTERM');
  if (alertmanager.exitCode === null) await once(alertmanager, 'exit');
  webhook.close();
  rmSync(folder, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}

/** A renderer down, a second one 3 minutes after its page: each paged within the minute. */
async function secondOfAGroup(): Promise<void> {
  const down = (instance: string) => ({
    alertname: 'NecsRendererDown',
    instance,
    job: 'necs-renderer',
    severity: 'page',
    slo: 'renderer-readiness',
    runbook: 'renderer-down',
  });
  const firstPaged = await pagedFiring(down('127.0.0.1:9101'), 'the first renderer down');
  // The group's turns come every group_interval from its first message on (a message only when something
  // changed). 3 minutes after that message is six turns of 30 s later: the second alert, a tenth of a second
  // after a turn, waits almost a whole group_interval for the next, the longest it can.
  await sleep(firstPaged + scaled(180) + 100 - performance.now());
  await pagedFiring(
    down('127.0.0.1:9102'),
    "a second renderer down 3 minutes after the first one's page, in its group",
  );
}

/** Drupal's breaker opens, is paged, closes (paged as resolved), and opens again: paged again within the minute. */
async function firingAgainAfterItsResolve(): Promise<void> {
  const open = {
    alertname: 'NecsDrupalBreakerOpen',
    instance: 'r1',
    severity: 'page',
    slo: 'first-screen-availability',
    runbook: 'drupal-breaker-open',
  };
  await pagedFiring(open, 'the breaker open');
  const resolvedAt = performance.now();
  const resolved = arrival('necs-page', open, 'resolved');
  await post(open, 'resolved');
  // At once after its group's message: the next one is a whole group_interval away.
  if (!(await resolved)) failures.push(`the breaker's resolve never paged (${PAGED_WITHIN * 3} ms)`);
  if (performance.now() - resolvedAt > scaled(300))
    failures.push('the resolve took more than 5 minutes to page');
  await pagedFiring(open, 'the breaker open again after its resolve was paged');
}

/**
 * Posts the alert as firing and checks that a page with it firing arrives within 60 s (scaled); the time the page
 * arrived at (now, when none did).
 */
async function pagedFiring(labels: Record<string, string>, what: string): Promise<number> {
  const postedAt = performance.now();
  const paged = arrival('necs-page', labels, 'firing');
  await post(labels, 'firing');
  const message = await paged;
  const after = message === undefined ? 'never' : `after ${Math.round(message.at - postedAt)} ms`;
  console.log(`${what}: paged firing ${after} (at most ${PAGED_WITHIN} ms, 60 s / ${SCALE})`);
  if (message === undefined || message.at - postedAt > PAGED_WITHIN)
    failures.push(`${what}: not paged firing within ${PAGED_WITHIN} ms (${after})`);
  return message?.at ?? performance.now();
}

/** The first message to `receiver` from now on with the alert in that state, or undefined after 3 bounds. */
function arrival(receiver: string, labels: Record<string, string>, status: Alert['status']) {
  const from = messages.length;
  const found = () =>
    messages
      .slice(from)
      .find(
        (message) =>
          message.receiver === receiver &&
          message.alerts.some(
            (alert) =>
              alert.status === status &&
              Object.entries(labels).every(([name, value]) => alert.labels[name] === value),
          ),
      );
  return new Promise<Message | undefined>((resolve) => {
    const check = () => {
      const message = found();
      if (message === undefined) return;
      arrivals.delete(check);
      clearTimeout(timer);
      resolve(message);
    };
    const timer = setTimeout(() => {
      arrivals.delete(check);
      resolve(undefined);
    }, PAGED_WITHIN * 3);
    arrivals.add(check);
  });
}

/** As Prometheus sends an alert: firing with an end it renews before it comes, resolved with its end now. */
async function post(labels: Record<string, string>, status: Alert['status']): Promise<void> {
  const now = new Date();
  const alert =
    status === 'firing'
      ? { labels, startsAt: now.toISOString(), endsAt: new Date(now.getTime() + 3_600_000).toISOString() }
      : { labels, endsAt: now.toISOString() };
  const answer = await fetch(`${api}/api/v2/alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([alert]),
  });
  if (!answer.ok) throw new Error(`POST /api/v2/alerts: ${answer.status} ${await answer.text()}`);
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
