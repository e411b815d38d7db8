import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One of the domain micro-benchmarks (tests/bench/*.bench.ts), in milliseconds per call. */
export interface MicroBenchmark {
  name: string;
  meanMs: number;
  p99Ms: number;
}

interface VitestBenchJson {
  files: { groups: { benchmarks: { name: string; mean: number; p99: number }[] }[] }[];
}

/**
 * Runs the Vitest micro-benchmarks (about 4 s): the rules that run on every render and navigation, each
 * meant to stay far below one frame.
 */
export function runMicroBenchmarks(): MicroBenchmark[] {
  const folder = mkdtempSync(join(tmpdir(), 'necs-micro-'));
  const output = join(folder, 'micro.json');
  try {
    execFileSync('npx', ['vitest', 'bench', '--run', '--project', 'node', '--outputJson', output], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestBenchJson;
    return report.files.flatMap((file) =>
      file.groups.flatMap((group) =>
        group.benchmarks.map(({ name, mean, p99 }) => ({ name, meanMs: mean, p99Ms: p99 })),
      ),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
