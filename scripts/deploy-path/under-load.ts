import { request } from 'node:https';
import type { TwoBuilds } from './second-build';

/** What the readers got while the builds were switched. */
export interface LoadTally {
  answers: number;
  /** Not a 200, a network error, an unknown entry chunk, or an entry chunk nginx does not serve. */
  failures: string[];
  /** A drawn page with one build's entry chunk, drawn by the other build's renderer. */
  mixes: number;
  /**
   * The app's index.html in place of a drawn page: nginx found no renderer (200), or the renderer gave up on a
   * slow Drupal within its render limit (503 with the app, which draws itself in the browser). Served, not drawn.
   */
  undrawn: number;
  /** Pages drawn by a renderer just now (not from the page cache), per build. */
  drawnBy: { first: number; second: number };
}

/** A reader's pause: at most 5 pages a second each, the rate nginx allows one client address (section 9). */
const THINK_MS = 200;
/** Pages the sandbox draws for every visitor. */
const PATHS = ['/', '/news', '/conferences'];
/** Half the requests are drawn afresh (the refresh secret), so the renderers answer while they restart. */
const FROM_RENDERER = new Set(['BYPASS', 'MISS', 'EXPIRED']);

/** A GET from `localAddress` (a loopback address of the reader's own, so nginx counts its renders apart). */
function get(url: string, headers: Record<string, string>, localAddress: string) {
  return new Promise<{ status: number; cache: string; html: string }>((resolve, reject) => {
    const asked = request(url, { headers, localAddress }, (answer) => {
      let html = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (html += chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode!, cache: String(answer.headers['x-cache-status'] ?? ''), html }),
      );
      answer.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/**
 * `readers` clients reading pages through nginx, each from an address of its own and its next page 200 ms after
 * an answer, while `play` runs; every answer checked (LoadTally). They join one at a time, each once the one
 * before has its first answer, so the renderers meet them as readers arrive rather than all in one instant.
 */
export async function underLoad(
  origin: string,
  refreshSecret: string,
  builds: TwoBuilds,
  readers: number,
  play: () => Promise<void>,
): Promise<LoadTally> {
  const tally: LoadTally = {
    answers: 0,
    failures: [],
    mixes: 0,
    undrawn: 0,
    drawnBy: { first: 0, second: 0 },
  };
  const served = new Map<string, Promise<boolean>>();
  const entryServed = (entry: string) => {
    if (!served.has(entry))
      served.set(
        entry,
        fetch(`${origin}${entry}`, { method: 'HEAD' }).then((a) => a.ok),
      );
    return served.get(entry)!;
  };
  let playing = true;
  const read = async (reader: number, joined: () => void) => {
    const from = `127.0.1.${reader + 1}`;
    for (let turn = reader; playing; turn++) {
      const headers: Record<string, string> = { accept: 'text/html' };
      if (turn % 2 === 0) headers['x-necs-refresh'] = refreshSecret;
      const path = PATHS[turn % PATHS.length]!;
      try {
        const { status, cache, html } = await get(`${origin}${path}`, headers, from);
        tally.answers++;
        if (status === 503 && html.includes('id="root"')) tally.undrawn++;
        else if (status !== 200) tally.failures.push(`${path}: ${status}`);
        else check(html, cache, path);
      } catch (error) {
        tally.failures.push(`${path}: ${String(error)}`);
      }
      joined();
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  };
  const check = (html: string, cache: string, path: string) => {
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
    if (entry === undefined) return void tally.undrawn++;
    const entryBuild = entry === builds.first ? 'first' : entry === builds.second ? 'second' : null;
    if (entryBuild === null) return void tally.failures.push(`${path}: names an unknown entry ${entry}`);
    // Every page's entry stays served: a reader of a page from the cache, or of the other build, loads it.
    void entryServed(entry).then((ok) => ok || tally.failures.push(`${entry} is not served`));
    if (!FROM_RENDERER.has(cache)) return;
    const drawnBy = html.includes(builds.secondMarker) ? 'second' : 'first';
    tally.drawnBy[drawnBy]++;
    if (drawnBy !== entryBuild) tally.mixes++;
  };
  const reading: Promise<void>[] = [];
  for (let reader = 0; reader < readers; reader++)
    await new Promise<void>((joined) => reading.push(read(reader, joined)));
  try {
    await play();
  } finally {
    playing = false;
    await Promise.all(reading);
    await Promise.all(served.values());
  }
  return tally;
}
