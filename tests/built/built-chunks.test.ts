import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { importCycles, type ImportGraph } from '../architecture/import-graph';

/**
 * The built code, as `npm run build` leaves it in `dist/` and `dist-server/` (moved from the browser suite's
 * built-chunks.spec.ts, issue 83, which only borrowed the build its server made): chunks without import cycles,
 * React Router's production build in the browser's and the server's bundles.
 */

const ASSETS = 'dist/assets';
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g;

/** Each built chunk and the chunks it imports statically (what the browser runs before the chunk's body). */
function chunkGraph(): ImportGraph {
  const chunks = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  return new Map(
    chunks.map((chunk) => {
      const code = readFileSync(join(ASSETS, chunk), 'utf8');
      return [chunk, [...new Set([...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!))]];
    }),
  );
}

/**
 * Two chunks that import each other run one of them before the other's body: a class decorated in it then
 * calls inversify's `inject` while it is still undefined, and the portal stops before its first screen (the
 * bundler once put tslib beside a use case that the libraries' chunk imported back).
 */
it('the built chunks import each other without a cycle', () => {
  const graph = chunkGraph();
  expect(graph.size).toBeGreaterThan(10);
  expect(importCycles(graph).map(({ chain }) => chain.join(' → '))).toEqual([]);
});

/**
 * React Router's package names its development build for every condition; vite.config.ts points `vite build`
 * at its production build, whose warnings are off. One of the development build's messages stands for them all.
 */
it('the built chunks carry React Router without its development warnings', () => {
  const chunks = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  const warned = chunks.filter((chunk) =>
    readFileSync(join(ASSETS, chunk), 'utf8').includes('You rendered descendant <Routes>'),
  );
  expect(chunks.length).toBeGreaterThan(10);
  expect(warned).toEqual([]);
});

const SERVER_CODE = 'dist-server';
/** An import of the router's packages that Node would resolve at run time (their `node` condition). */
const ROUTER_LEFT_TO_NODE = /(?:\bfrom|\bimport)\s*\(?\s*["']react-router(?:-dom)?(?:\/[\w-]+)?["']/;

/** The server's built code, every file (its shared chunks in assets/ too), without the source maps. */
const serverFiles = () =>
  readdirSync(SERVER_CODE, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(SERVER_CODE, name), 'utf8') }));

/**
 * The renderer draws with React Router's production build too (issue 52): the router is bundled into
 * dist-server/ (vite.config.ts), so the alias that gives the browser its production build gives it to the server,
 * and no import is left for Node to resolve to the development build its package names.
 */
it('the server renderer carries React Router bundled, without its development warnings', () => {
  const files = serverFiles();
  expect(files.map(({ name }) => name)).toContain('serve.js');
  expect(files.filter(({ code }) => ROUTER_LEFT_TO_NODE.test(code)).map(({ name }) => name)).toEqual([]);
  expect(
    files.filter(({ code }) => code.includes('You rendered descendant <Routes>')).map(({ name }) => name),
  ).toEqual([]);
  // The router is there, and only its production build: its banner, the file it came from.
  const router = files.filter(({ code }) => code.includes('node_modules/react-router/dist/'));
  expect(router.length).toBeGreaterThan(0);
  expect(router.filter(({ code }) => code.includes('react-router/dist/development/'))).toEqual([]);
});
