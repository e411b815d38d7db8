import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The entry chunk each build's HTML names, and how a page drawn by the second build's renderer shows it. */
export interface TwoBuilds {
  first: string;
  second: string;
  /** Only the second build's server code writes this into the pages it draws. */
  secondMarker: string;
}

const SERVER_TAG = '<script data-entry=';
const MARKER = 'data-build="second"';

/**
 * A second build beside the checkout's, different where a mix would show: its entry chunk has another name
 * (in index.html, the manifest and the service worker), and its server code marks the pages it draws. A page
 * whose entry is one build's and whose mark is the other's was drawn by one build's renderer with the other
 * build's files. A copy of the packed release, not a second build: the same in every other byte, and quicker.
 */
export function secondBuild(packed: string, into: string): TwoBuilds {
  mkdirSync(into, { recursive: true });
  // A packed release (deploy/release.sh pack), its runtime packages the same.
  for (const part of ['dist', 'dist-server', 'package.json', 'node_modules', 'commit'])
    cpSync(join(packed, part), join(into, part), { recursive: true, verbatimSymlinks: true });
  const dist = join(into, 'dist');
  const first = /src="\/(assets\/index-[\w-]+\.js)"/.exec(
    readFileSync(join(dist, 'index.html'), 'utf8'),
  )?.[1];
  if (!first) throw new Error('the build names no entry chunk in index.html');
  const second = first.replace(/\.js$/, '2nd.js');
  for (const file of readdirSync(join(dist, 'assets')).filter((name) => `assets/${name}`.startsWith(first)))
    renameSync(join(dist, 'assets', file), join(dist, 'assets', file.replace(/\.js/, '2nd.js')));
  for (const file of ['index.html', '.vite/manifest.json', 'sw.js']) {
    const path = join(dist, file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(first, second));
    // The precompressed copies would still name the first entry: without them nginx compresses as it sends.
    rmSync(`${path}.gz`, { force: true });
    rmSync(`${path}.br`, { force: true });
  }
  // The server code that writes the tag: the bundler may put it in a chunk of its own (dist-server/assets/).
  const server = join(into, 'dist-server');
  const writers = readdirSync(server, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(server, name))
    .filter((path) => readFileSync(path, 'utf8').includes(SERVER_TAG));
  if (writers.length !== 1)
    throw new Error(`${writers.length} files of ${server} write ${SERVER_TAG}, not one`);
  const [document] = writers as [string];
  writeFileSync(
    document,
    readFileSync(document, 'utf8').replace(SERVER_TAG, `<script ${MARKER} data-entry=`),
  );
  return { first: `/${first}`, second: `/${second}`, secondMarker: MARKER };
}
