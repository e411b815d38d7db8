import { lstatSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The folder of the stack's first-screen service's socket, as a deployment's RuntimeDirectory is: this account's
 * alone (mode 0700), so that no other local account can reach the service, or listen in its place and receive
 * members' session cookies from nginx. One name per stack port, so that a preview that crashed is followed by one
 * on the same port that finds its own folder (and the service replaces the dead socket in it: startup-check.ts).
 * A folder of that name that is not this account's, is open to others or is a link is taken: refused, with a
 * sentence that says what to do.
 */
export function rendererSocketFolder(port: number, under = tmpdir()): string {
  const folder = join(under, `necs-renderer-${port}`);
  try {
    mkdirSync(folder, { mode: 0o700 });
    return folder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const found = lstatSync(folder);
  const ours = found.isDirectory() && found.uid === process.getuid?.() && (found.mode & 0o077) === 0;
  if (!ours)
    throw new Error(
      `${folder} is taken: it is not a folder of this account's that only it may enter (mode 0700). ` +
        `Remove it, or choose another PORT.`,
    );
  return folder;
}
