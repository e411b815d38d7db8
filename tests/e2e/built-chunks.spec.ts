import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCycles, type ImportGraph } from '../architecture/import-graph';
import { expect, test } from './support/test';

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
 * bundler once put tslib beside a use case that the libraries' chunk imported back). The e2e server built
 * `dist/` before the tests started.
 */
test('the built chunks import each other without a cycle', () => {
  const graph = chunkGraph();
  expect(graph.size).toBeGreaterThan(10);
  expect(importCycles(graph).map(({ chain }) => chain.join(' → '))).toEqual([]);
});

/**
 * React Router's package names its development build for every condition; vite.config.ts points `vite build`
 * at its production build, whose warnings are off. One of the development build's messages stands for them all.
 */
test('the built chunks carry React Router without its development warnings', () => {
  const chunks = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  const warned = chunks.filter((chunk) =>
    readFileSync(join(ASSETS, chunk), 'utf8').includes('You rendered descendant <Routes>'),
  );
  expect(chunks.length).toBeGreaterThan(10);
  expect(warned).toEqual([]);
});
