import { execFileSync } from 'node:child_process';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/**
 * The last landed build this checkout is measured against: where this branch left `main` (its merge base), or,
 * on `main` itself, the commit before the last one landed (HEAD's first parent). BENCH_MAIN_THREAD_BASELINE
 * names another commit (05be11c, as issue 52 measured).
 */
export function previousLandedBuild(): string {
  const named = process.env.BENCH_MAIN_THREAD_BASELINE;
  if (named) return named;
  const head = git('rev-parse', 'HEAD');
  let base = head;
  try {
    base = git('merge-base', 'HEAD', 'main');
  } catch {
    // No `main` here (a CI checkout of one commit): the first parent is the last landed build.
  }
  return base === head ? 'HEAD^1' : base;
}
