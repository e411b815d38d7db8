import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The entry chunk each build's HTML names, and how a page drawn by the second build's renderer shows it. */
export interface TwoBuilds {
  first: string;
  second: string;
  /** Only the second build's server code writes this into the pages it draws. */
  secondMarker: string;
}

const SERVER_TAG = '<script defer src="/after-first-paint.js"';
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
  for (const part of ['dist', 'dist-server', 'package.json', 'node_modules'])
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
  const document = join(into, 'dist-server', 'first-screen-document.js');
  const code = readFileSync(document, 'utf8');
  if (!code.includes(SERVER_TAG)) throw new Error(`${document} no longer writes ${SERVER_TAG}`);
  writeFileSync(document, code.replace(SERVER_TAG, `<script defer ${MARKER} src="/after-first-paint.js"`));
  return { first: `/${first}`, second: `/${second}`, secondMarker: MARKER };
}
