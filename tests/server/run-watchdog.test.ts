import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { expect, it } from 'vitest';

/**
 * A bash run as .ci/run is one (`set -euo pipefail`), with the watchdog sourced, then `body`; `before` runs it under
 * another command (a new process namespace).
 */
async function run(body: string, before: string[] = []): Promise<{ code: number | null; output: string }> {
  const command = [...before, 'bash', '-c', `set -euo pipefail; . scripts/lib/run-watchdog.sh; ${body}`];
  const shell = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  shell.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  shell.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  // 'close': once nothing holds the run's output any more, which is what a CI harness waits for.
  const [code] = (await once(shell, 'close')) as [number | null];
  return { code, output };
}

// A step that would not end by itself: a server that shrugs off SIGTERM, below a step that waits on it.
const hungStep = `run_watchdog 1 1; node -e "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)" & wait $!; echo finished`;

function expectStoppedNamingTheHungStep({ code, output }: { code: number | null; output: string }): void {
  expect(code).not.toBe(0);
  expect(output).toContain('the run has taken 1 s, its limit: stopping it; what was still at work:');
  expect(output).toMatch(/node -e process\.on\('SIGTERM'/);
  // A line of its own: the listing shows the step's command, `echo finished` in it, as far as its columns allow.
  expect(output.split('\n')).not.toContain('finished');
}

it('ends a run past its limit, printing what was still at work, and leaves nothing holding its output', async () => {
  expectStoppedNamingTheHungStep(await run(hungStep));
}, 60_000);

// A CI harness may run .ci/run in a container whose session began outside it: there the session id reads 0.
const mayMakeNamespaces = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

it.runIf(mayMakeNamespaces)(
  'names what was at work also where the run has no session of its own',
  async () => {
    expectStoppedNamingTheHungStep(await run(hungStep, ['unshare', '--pid', '--fork', '--mount-proc']));
  },
  60_000,
);

it('goes with a run that ends in time, holding nothing open after it', async () => {
  const { code, output } = await run('run_watchdog 600; echo finished');
  expect(code).toBe(0);
  expect(output.trim()).toBe('finished');
}, 60_000);
