import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AppShell {
  readonly plain: Buffer;
  readonly gzipped: Buffer;
}

let last: { readonly stamp: string; readonly shell: AppShell } | null = null;

/**
 * dist/index.html as the service sends it when it draws nothing (the app's own screens, a 503 while Drupal
 * fails), plain and gzipped: read and compressed once, again only when the file changes (its size or time), as
 * nginx would see a new build. While Drupal's breaker is open every page is this answer, thousands a second:
 * a read and a compression each were a tenth of its cost.
 */
export function appShell(dist: string): AppShell {
  const file = join(dist, 'index.html');
  const { size, mtimeMs } = statSync(file);
  const stamp = `${file} ${size}@${mtimeMs}`;
  if (last?.stamp !== stamp) {
    const plain = readFileSync(file);
    last = { stamp, shell: { plain, gzipped: gzipSync(plain) } };
  }
  return last.shell;
}
