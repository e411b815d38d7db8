import { readWhilePlaying } from './page-readers';
import { readAnswer } from './read-answer';
import type { TwoBuilds } from './second-build';

/** What the readers got while the builds were switched. */
export interface LoadTally {
  answers: number;
  /** Not a 200, a network error, an unknown entry chunk, or an entry chunk nginx does not serve. */
  failures: string[];
  /** A drawn page with one build's entry chunk, drawn by the other build's renderer. */
  mixes: number;
  /** The app's index.html in place of a drawn page, from nginx: no renderer answered (502, 504). */
  undrawn: number;
  /**
   * The app from a renderer: it gave up on a slow Drupal within its render limit (503 with the app, which draws
   * itself in the browser), the renderer's own verdict, which the availability SLO counts (docs/runbook.md).
   */
  gaveUp: number;
  /** Pages drawn by a renderer just now (not from the page cache), per build. */
  drawnBy: { first: number; second: number };
}

/** What nginx says of a page a renderer drew just now (a refresh asked for, or none kept). */
const FROM_RENDERER = new Set(['BYPASS', 'MISS', 'EXPIRED']);

/** A GET from `localAddress` (a loopback address of the reader's own, so nginx counts its renders apart). */
const get = (url: string, headers: Record<string, string>, localAddress: string) =>
  readAnswer(url, { headers, localAddress }, 'utf8', (answer) => ({
    status: answer.statusCode!,
    cache: String(answer.headers['x-cache-status'] ?? ''),
  }));

/** `readers` clients reading pages through nginx while `play` runs (readWhilePlaying); every answer checked (LoadTally). */
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
    gaveUp: 0,
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
  const visit = async (path: string, headers: Record<string, string>, from: string) => {
    const { status, cache, body: html } = await get(`${origin}${path}`, headers, from);
    tally.answers++;
    if (status === 503 && html.includes('id="root"')) tally.gaveUp++;
    else if (status !== 200) tally.failures.push(`${path}: ${status}`);
    else check(html, cache, path);
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
  try {
    await readWhilePlaying({ readers, refreshSecret, failures: tally.failures }, visit, play);
  } finally {
    await Promise.all(served.values());
  }
  return tally;
}
