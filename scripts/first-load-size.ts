/**
 * Budget for what a visitor downloads on the first load of a public page: the entry chunk and its static
 * imports, gzipped. Run after `vite build` (npm run bench does both).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Measured 167.4 kB (198.0 kB with the full zod, 180.6 kB with zod/mini, then react-hook-form moved out of the
// first load); rounded up to 170, plus 10 headroom.
const BUDGET_KB = 180;
const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest; build with manifest: true.');

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach(visit);
};
visit(entryKey);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  first load, gzipped (budget ${BUDGET_KB} kB)`);
if (total / 1024 > BUDGET_KB) {
  console.error('Over budget.');
  process.exitCode = 1;
}
