import type { TwoBuilds } from './second-build';

/** What the readers got while the builds were switched. */
export interface LoadTally {
  answers: number;
  /** Not a 200, a network error, an unknown entry chunk, or an entry chunk nginx does not serve. */
  failures: string[];
  /** A drawn page with one build's entry chunk, drawn by the other build's renderer. */
  mixes: number;
  /** The app's index.html in place of a drawn page (nginx found no renderer): served, but not drawn. */
  undrawn: number;
  /** Pages drawn by a renderer just now (not from the page cache), per build. */
  drawnBy: { first: number; second: number };
}

const THINK_MS = 50;
/** Pages the sandbox draws for every visitor. */
const PATHS = ['/', '/news', '/conferences'];
/** Half the requests are drawn afresh (the refresh secret), so the renderers answer while they restart. */
const FROM_RENDERER = new Set(['BYPASS', 'MISS', 'EXPIRED']);

/**
 * `readers` clients reading pages through nginx, each its next page 50 ms after an answer, while `play` runs; every
 * answer checked (LoadTally).
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
  const read = async (reader: number) => {
    for (let turn = reader; playing; turn++) {
      const headers: Record<string, string> = { accept: 'text/html' };
      if (turn % 2 === 0) headers['x-necs-refresh'] = refreshSecret;
      const path = PATHS[turn % PATHS.length]!;
      try {
        const answer = await fetch(`${origin}${path}`, { headers });
        const html = await answer.text();
        tally.answers++;
        if (answer.status !== 200) tally.failures.push(`${path}: ${answer.status}`);
        else check(html, answer.headers.get('x-cache-status') ?? '', path);
      } catch (error) {
        tally.failures.push(`${path}: ${String(error)}`);
      }
      // A reader's pause: 20 of them keep both renderers busy without starving the restarts of the two cores.
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
  const reading = Array.from({ length: readers }, (_, reader) => read(reader));
  try {
    await play();
  } finally {
    playing = false;
    await Promise.all(reading);
    await Promise.all(served.values());
  }
  return tally;
}
