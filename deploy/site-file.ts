import { chmodSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes the rendered site to `file` whole or not at all: a temporary file beside it, readable by its owner only
 * (root, who runs the rendering; nginx reads its configuration as root), renamed over the old one. The site
 * holds the refresh secret, so it is never readable by other accounts, and a rendering that fails leaves the
 * site nginx serves as it was instead of an empty file that `nginx -t` would pass.
 */
export function writeSiteFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text, { mode: 0o600, flag: 'wx' });
    // writeFileSync's mode is masked by the umask only when it creates the file: set it as meant.
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
