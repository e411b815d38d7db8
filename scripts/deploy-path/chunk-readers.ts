import { PORTAL_HOST } from './certificates';
import { readWhilePlaying } from './page-readers';
import { readAnswer } from './read-answer';

/** Where the readers connect (the balancer), and which host it sent a connection to. */
export interface Front {
  address: string;
  port: number;
  hostOf: (address: string, port: number) => string | undefined;
}

/** A chunk a reader loaded, when, and from where: the host that served the page naming it, and its own. */
export interface ChunkLoad {
  at: number;
  build: string;
  pageHost: string;
  host: string;
}

/** What the readers got while the hosts were switched. */
export interface ChunkTally {
  answers: number;
  /** Not a 200 (but a chunk's 404, below), a network error, or a page naming no known build's entry. */
  failures: string[];
  /** A chunk named by a page (in its HTML, or lazily by its entry) that the host asked answered 404. */
  missing: string[];
  /** Pages per host and per build their entry belongs to. */
  pages: Record<string, Record<string, number>>;
  /** When (ms from the start) each host first served a page of each build. */
  firstServed: Record<string, Record<string, number>>;
  chunkLoads: ChunkLoad[];
  /** The app's index.html with 503: the renderer gave up on Drupal; served, not drawn (as under-load.ts). */
  undrawn: number;
}

/** Lazy chunks a reader loads after each page, a different few each time. */
const LAZY_PER_PAGE = 2;
/**
 * Where a page names files for the browser to load: Vite's tags in the app's index.html, and in a drawn page the
 * entry and its preloads that /after-first-paint.js loads (data-entry, data-preload: src/server/place-first-screen.ts).
 */
const NAMING = /(?:src|href|data-entry|data-preload)="([^"]+)"/g;
const ENTRY = /^\/assets\/index-[^/]+\.js$/;
/** What an entry chunk names for later (Vite's map of a dynamic import's files). */
const LAZY = /assets\/[\w.-]+?\.(?:js|css)/g;

function get(front: Front, path: string, headers: Record<string, string>, from: string) {
  const target = {
    host: front.address,
    port: front.port,
    servername: PORTAL_HOST,
    path,
    headers: { host: PORTAL_HOST, ...headers },
    localAddress: from,
    // A connection of its own for every request, so the balancer's turns reach every file.
    agent: false,
  };
  return readAnswer(target, {}, 'latin1', (answer) => ({
    status: answer.statusCode!,
    host: front.hostOf(answer.socket.localAddress!, answer.socket.localPort!) ?? '?',
  }));
}

/**
 * `readers` readers through the balancer while `play` runs, each from an address of its own: a page (half of
 * them drawn afresh with the refresh secret), then every file under /assets/ its HTML names and a few of the
 * lazy chunks its entry names, each request on a new connection and so, turn by turn, from either host.
 * `builds` names each build by its entry chunk.
 */
export async function readChunks(
  front: Front,
  refreshSecret: string,
  builds: Record<string, string>,
  readers: number,
  play: () => Promise<void>,
): Promise<ChunkTally> {
  const started = Date.now();
  const tally: ChunkTally = {
    answers: 0,
    failures: [],
    missing: [],
    pages: {},
    firstServed: {},
    chunkLoads: [],
    undrawn: 0,
  };
  const lazyOf = new Map<string, string[]>();
  const load = async (chunk: string, build: string, named: string, pageHost: string, from: string) => {
    const plain = ENTRY.test(chunk) && !lazyOf.has(chunk);
    const headers: Record<string, string> = plain ? {} : { 'accept-encoding': 'br, gzip' };
    const answer = await get(front, chunk, headers, from);
    tally.answers++;
    if (answer.status === 404)
      return void tally.missing.push(`${chunk} (${named} from ${pageHost}): 404 from ${answer.host}`);
    if (answer.status !== 200) return void tally.failures.push(`${chunk}: ${answer.status}`);
    tally.chunkLoads.push({ at: Date.now() - started, build, pageHost, host: answer.host });
    if (plain)
      lazyOf.set(
        chunk,
        [...new Set(answer.body.match(LAZY) ?? [])].map((name) => `/${name}`),
      );
  };
  const page = async (path: string, headers: Record<string, string>, from: string, turn: number) => {
    const { status, host, body } = await get(front, path, headers, from);
    tally.answers++;
    if (status === 503 && body.includes('id="root"')) tally.undrawn++;
    else if (status !== 200) return void tally.failures.push(`${path}: ${status} from ${host}`);
    const named = [...body.matchAll(NAMING)]
      .flatMap((match) => match[1]!.split(' '))
      .filter((name) => name.startsWith('/assets/'));
    const entry = named.find((name) => ENTRY.test(name));
    const build = entry === undefined ? undefined : builds[entry];
    if (build === undefined)
      return void tally.failures.push(`${path} from ${host}: names the entry ${entry}`);
    (tally.pages[host] ??= {})[build] = (tally.pages[host]?.[build] ?? 0) + 1;
    (tally.firstServed[host] ??= {})[build] ??= Date.now() - started;
    await Promise.all(named.map((chunk) => load(chunk, build, `named by ${path}`, host, from)));
    const lazy = lazyOf.get(entry!) ?? [];
    const some = Array.from(
      { length: Math.min(LAZY_PER_PAGE, lazy.length) },
      (_, at) => lazy[(turn * LAZY_PER_PAGE + at) % lazy.length]!,
    );
    await Promise.all(some.map((chunk) => load(chunk, build, `lazy in ${entry}, ${path}`, host, from)));
  };
  await readWhilePlaying({ readers, refreshSecret, failures: tally.failures }, page, play);
  return tally;
}
