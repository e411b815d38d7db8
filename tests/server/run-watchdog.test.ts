import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, it } from 'vitest';

/** A bash run as .ci/run is one (`set -euo pipefail`), with the watchdog sourced, then `body`. */
async function run(body: string): Promise<{ code: number | null; output: string }> {
  const shell = spawn('bash', ['-c', `set -euo pipefail; . scripts/lib/run-watchdog.sh; ${body}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  shell.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  shell.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  // 'close': once nothing holds the run's output any more, which is what a CI harness waits for.
  const [code] = (await once(shell, 'close')) as [number | null];
  return { code, output };
}

it('ends a run past its limit, printing what was still at work, and leaves nothing holding its output', async () => {
  // A step that would not end by itself: a server that shrugs off SIGTERM, below a step that waits on it.
  const { code, output } = await run(
    `run_watchdog 1 1; node -e "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)" & wait $!; echo finished`,
  );
  expect(code).not.toBe(0);
  expect(output).toContain('the run has taken 1 s, its limit: stopping it; what was still at work:');
  expect(output).toMatch(/node -e process\.on\('SIGTERM'/);
  expect(output).not.toContain('finished');
}, 60_000);

it('goes with a run that ends in time, holding nothing open after it', async () => {
  const { code, output } = await run('run_watchdog 600; echo finished');
  expect(code).toBe(0);
  expect(output.trim()).toBe('finished');
}, 60_000);
