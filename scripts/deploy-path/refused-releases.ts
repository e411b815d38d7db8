import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHECK } from './clean-root';

/** What `current` and `previous` name (releases/<id>), previous null when there is none. */
export interface Served {
  current: string;
  previous: string | null;
}

export interface RefusedInput {
  /** A packed release that starts (the second build, second-build.ts). */
  second: string;
  rootEnv: Record<string, string>;
  served: () => Served;
  say: (line: string) => void;
}

/** Copies of `second` that cannot draw a page: node_modules empty, and node_modules without a package the renderer loads at start. */
function unservable(second: string): Record<string, string> {
  const empty = join(CHECK, 'empty-node-modules');
  const broken = join(CHECK, 'broken-node-modules');
  for (const copy of [empty, broken]) cpSync(second, copy, { recursive: true, verbatimSymlinks: true });
  rmSync(join(empty, 'node_modules'), { recursive: true });
  mkdirSync(join(empty, 'node_modules'));
  rmSync(join(broken, 'node_modules/pino'), { recursive: true });
  return { 'an empty node_modules': empty, 'a node_modules without pino (the log, loaded at start)': broken };
}

/**
 * Issue 64: a release that cannot draw never goes live. Each is deployed with `necs-release deploy` and must be
 * refused by its `stage`, with a sentence, exit 1, nothing staged and neither `current` nor `previous` moved.
 * Throws at the first that is not so.
 */
export async function refusedReleases({ second, rootEnv, served, say }: RefusedInput): Promise<void> {
  const releases = () => readdirSync('/srv/necs-portal/releases').sort().join();
  for (const [what, folder] of Object.entries(unservable(second))) {
    const [before, kept] = [served(), releases()];
    const started = Date.now();
    // Waited for, never run synchronously: the sandbox answers in this process, and `stage` asks Drupal.
    const child = spawn('necs-release', ['deploy', folder], { env: rootEnv });
    const [stdout, stderr, [status]] = await Promise.all([
      text(child.stdout),
      text(child.stderr),
      once(child, 'exit') as Promise<[number | null]>,
    ]);
    const after = served();
    const sentence = stderr.trim().split('\n').at(-1) ?? '';
    const refused =
      status === 1 &&
      /is not staged|is empty/.test(sentence) &&
      after.current === before.current &&
      after.previous === before.previous &&
      releases() === kept;
    say(
      `a release with ${what}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${refused ? 'refused by stage' : 'NOT refused'}: "${sentence}"; current ${after.current}, previous ${after.previous ?? 'none'}`,
    );
    if (!refused) {
      console.error(stdout, stderr);
      throw new Error(`a release with ${what} was not refused by stage (above)`);
    }
  }
}
