import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One language's catalogue of one namespace as the build made it (assets/messages-<language>-<namespace>-….js). */
export interface CatalogueSize {
  language: string;
  namespace: string;
  gzipBytes: number;
}

/** The file name vite.config.ts gives a catalogue's chunk. */
const CATALOGUE_CHUNK = /^messages-([a-z]{2})-([\w-]+)-[\w-]{8}\.js$/;

/**
 * What choosing a language costs: each catalogue chunk in the build, gzipped (level 9, as the build's
 * precompressed files). English is not among them: its words travel in the chunks of the code that writes them.
 */
export function measureCatalogueSizes(dist: string): CatalogueSize[] {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .map((file) => ({ file, match: CATALOGUE_CHUNK.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      language: match[1] ?? '',
      namespace: match[2] ?? '',
      gzipBytes: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    }))
    .sort((a, b) => a.language.localeCompare(b.language) || a.namespace.localeCompare(b.namespace));
}
