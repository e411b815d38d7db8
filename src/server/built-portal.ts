import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), by source module. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** What a server-drawn first screen is placed into, from the built dist/ folder. */
export interface BuiltPortal {
  readonly indexHtml: string;
  readonly manifest: Readonly<Record<string, ManifestChunk>>;
  /** config.json as the browser reads it. */
  readonly configFile: unknown;
}

/**
 * Read afresh for each page, as nginx serves these files with `no-cache`: an edited config.json or a new
 * build is drawn with at once, without a restart (together some 17 kB, well under a millisecond).
 */
export function readBuiltPortal(dist: string): BuiltPortal {
  const json = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as unknown;
  return {
    indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'),
    manifest: json(join('.vite', 'manifest.json')) as BuiltPortal['manifest'],
    configFile: json('config.json'),
  };
}
