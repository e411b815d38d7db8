import { readFileSync, statSync } from 'node:fs';
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

const FILES = { index: 'index.html', manifest: join('.vite', 'manifest.json'), config: 'config.json' };

let last: { readonly version: string; readonly portal: BuiltPortal } | null = null;

/**
 * As the files stand now, as nginx serves them with `no-cache`: an edited config.json or a new build is drawn
 * with at once, without a restart. Read and parsed again only when one of them changed (its size or time), so a
 * page costs three `stat`s, and the same config.json is the same object: what is made from it (the config,
 * the routes) is made once.
 */
export function readBuiltPortal(dist: string): BuiltPortal {
  const version = [dist, ...Object.values(FILES).map((file) => stamp(join(dist, file)))].join(' ');
  if (last?.version === version) return last.portal;
  const json = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as unknown;
  const portal: BuiltPortal = {
    indexHtml: readFileSync(join(dist, FILES.index), 'utf8'),
    manifest: json(FILES.manifest) as BuiltPortal['manifest'],
    configFile: json(FILES.config),
  };
  last = { version, portal };
  return portal;
}

const stamp = (file: string) => {
  const { size, mtimeMs } = statSync(file);
  return `${size}@${mtimeMs}`;
};
