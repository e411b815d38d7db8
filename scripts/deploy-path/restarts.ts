import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import {
  SCRAPE_EVERY_MS,
  type ReadinessSample,
  type ReadyzAnswer,
  type Stop,
  stopFigures,
  stopProblems,
  stopsSeen,
} from './restart-figures';

/** fake-systemctl.ts's folder: its record of stops, and each renderer's log. */
const STATE = '/run/deploy-path';
/** The request line and the first header of a /readyz, its end held back (Sentinel). */
const BEGUN = 'GET /readyz HTTP/1.1\r\nHost: renderer\r\n';

/** What the restarts showed: the figures, and what is wrong (nothing when they went as issue 53 asks). */
export interface RestartsReport {
  readonly figures: string;
  readonly problems: string[];
}

/**
 * A /readyz begun on a renderer's socket and finished later, as a load balancer's check under way when a
 * signal comes: finished once the renderer's metrics read necs_ready 0, what it answers is what any check asked
 * from the signal on meets. Not idle, its connection also holds the drain open until then (drain.ts), so the
 * scrapes surely see the stopping renderer, however quick its drain.
 */
class Sentinel {
  private text = '';
  private readonly closed: Promise<void>;
  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8').on('data', (chunk: string) => (this.text += chunk));
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
  }

  /** One begun on `path`, or null when nothing listens there (the renderer between two processes). */
  static async begin(path: string): Promise<Sentinel | null> {
    const socket = connect(path);
    const connected = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
    if (!connected) return null;
    socket.write(BEGUN);
    return new Sentinel(socket);
  }

  get open(): boolean {
    return !this.socket.destroyed;
  }

  async finish(instance: string): Promise<ReadyzAnswer> {
    const at = Date.now();
    this.socket.end('\r\n');
    await this.closed;
    const status = /^HTTP\/1\.1 (\d{3})/.exec(this.text)?.[1];
    return {
      instance,
      at,
      status: status ? Number(status) : null,
      stopping: this.text.includes('is stopping'),
    };
  }

  close(): void {
    this.socket.destroy();
  }
}

/** necs_ready from the renderer whose metrics are on `port`; null when nothing answers there. */
async function readiness(port: string): Promise<boolean | null> {
  try {
    const text = await (
      await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(3000) })
    ).text();
    const value = /^necs_ready (\d)$/m.exec(text)?.[1];
    return value === undefined ? null : value === '1';
  } catch {
    return null;
  }
}

/** The lines of a JSON-lines file written since `since` (epoch ms) by their `time`. */
function linesSince(file: string, since: number): Record<string, unknown>[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter(({ time, signalled }) => Date.parse(String(time)) >= since || Number(signalled) >= since);
}

/**
 * What nginx's access log (docs/deploy.md, section 7) says of the answers since `since` that went to a renderer:
 * how many nginx sent to a second one after the first failed, how many it answered with the app in their place
 * (502, 504: no renderer answered), and how many a renderer answered 503 itself (its render limit).
 */
function nginxFigures(since: number): string {
  const upstream = linesSince('/var/log/nginx/necs-portal.access.log', Math.floor(since / 1000) * 1000)
    .map(({ upstream_status }) => String(upstream_status ?? ''))
    .filter((statuses) => /^\d/.test(statuses));
  const last = (statuses: string) =>
    statuses
      .split(/[,:] */)
      .at(-1)!
      .trim();
  const count = (test: (statuses: string) => boolean) => upstream.filter(test).length;
  return (
    `nginx sent ${upstream.length} requests to renderers, ${count((s) => s.includes(','))} on to a second one, ` +
    `${count((s) => ['502', '504'].includes(last(s)))} answered with the app in their place, ` +
    `${count((s) => last(s) === '503')} answered 503 by a renderer (its render limit)`
  );
}

/**
 * Watches the renderers `instances` (their unit's instance names: socket /run/necs-renderer/<name>/http.sock,
 * metrics on port <name>, as deploy/necs-renderer@.service says) while something restarts them: every
 * SCRAPE_EVERY_MS their necs_ready, a Sentinel on each renderer up, and at the end fake-systemctl.ts's record of
 * each stop. `report(expected)` ends the watch and judges the `expected` stops (restart-figures.ts).
 */
export function watchRestarts(instances: readonly string[]) {
  const since = Date.now();
  const samples: ReadinessSample[] = [];
  const answers: ReadyzAnswer[] = [];
  let watching = true;
  const watch = async (instance: string) => {
    let sentinel: Sentinel | null = null;
    while (watching) {
      const sent = Date.now();
      const ready = await readiness(instance);
      samples.push({ instance, sent, answered: Date.now(), ready });
      if (sentinel && !sentinel.open) sentinel = null;
      if (ready === false && sentinel) {
        answers.push(await sentinel.finish(instance));
        sentinel = null;
      }
      if (ready === true && !sentinel)
        sentinel = await Sentinel.begin(`/run/necs-renderer/${instance}/http.sock`);
      await new Promise((resolve) => setTimeout(resolve, SCRAPE_EVERY_MS));
    }
    sentinel?.close();
  };
  const watching$ = Promise.all(instances.map(watch));
  return {
    async report(expected: number): Promise<RestartsReport> {
      watching = false;
      await watching$;
      const stops = linesSince(`${STATE}/stops.jsonl`, since) as unknown as Stop[];
      const seen = stopsSeen(stops, samples, answers);
      const drains = instances
        .flatMap((instance) => linesSince(`${STATE}/necs-renderer@${instance}.log`, since))
        .filter(({ msg }) => String(msg).startsWith('Stopped'));
      const cut = drains.filter(({ msg }) => String(msg).includes('still under way')).length;
      return {
        figures: `${stopFigures(seen)}; drains ${drains.length - cut} finished, ${cut} cut at their grace; ${nginxFigures(since)}`,
        problems: stopProblems(seen, expected),
      };
    },
  };
}
