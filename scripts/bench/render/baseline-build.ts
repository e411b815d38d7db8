import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The built portal (dist/ and dist-server/) of the commit `ref` names, to measure today's service beside this
 * build's: its files from git (`git archive`), this checkout's node_modules, its own `npm run build`. Kept in
 * `cache` by commit, so a second run builds nothing. Returns the folder holding dist/ and dist-server/.
 */
export function builtBaseline(ref: string, cache: string): { folder: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  const folder = resolve(cache, `baseline-${commit.slice(0, 12)}`);
  if (existsSync(join(folder, 'dist-server', 'serve.js'))) return { folder, commit };
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${folder}"`]);
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'), 'dir');
  // Its output to stderr: stdout holds only the bench's tables.
  const build = spawnSync('npm', ['run', 'build'], { cwd: folder, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error(`The build of ${ref} (${commit}) failed.`);
  return { folder, commit };
}
