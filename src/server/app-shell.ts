import { gzipSync } from 'node:zlib';
import { readBuiltPortal } from './built-portal';

export interface AppShell {
  readonly plain: Buffer;
  readonly gzipped: Buffer;
}

let last: { readonly html: string; readonly shell: AppShell } | null = null;

/**
 * dist/index.html as the service sends it when it draws nothing (the app's own screens, a 503 while Drupal
 * fails), plain and gzipped: compressed once for each index.html readBuiltPortal reads (it reads a new build's
 * at once). While Drupal's breaker is open every page is this answer, thousands a second: a read and a
 * compression each were a tenth of its cost.
 */
export function appShell(dist: string): AppShell {
  const { indexHtml } = readBuiltPortal(dist);
  if (last?.html !== indexHtml) {
    const plain = Buffer.from(indexHtml);
    last = { html: indexHtml, shell: { plain, gzipped: gzipSync(plain) } };
  }
  return last.shell;
}
