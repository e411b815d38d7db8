import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'necs-e2e-stacks-'));
let serverPid = 0;
afterAll(() => {
  // What a failed run of this test leaves: the stubborn server, which nothing else would stop.
  if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Playwright ends its run once its web server's output has closed, not when the server has exited: a stack's
// process left behind (here one that shrugs off SIGTERM, under a shell that does not) kept a CI run waiting.
it('stops the browser tests’ stacks so that nothing of theirs holds the output Playwright waits to see closed', async () => {
  const port = await freePort();
  const pidFile = join(folder, 'server.pid');
  const server = join(folder, 'stubborn-server.cjs');
  writeFileSync(
    server,
    `process.on('SIGTERM', () => {});
     require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
     require('node:http').createServer((_, answer) => answer.end()).listen(${port}, '127.0.0.1');`,
  );
  const stacks = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-e2e-stacks.ts'], {
    // As Playwright starts it: a process group of its own, signalled as a group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_STACKS: JSON.stringify([
        { command: `"${process.execPath}" "${server}"`, url: `http://127.0.0.1:${port}/`, env: {} },
      ]),
      E2E_STACKS_EXIT_MS: '200',
    },
  });
  const closed = once(stacks, 'close');
  let output = '';
  stacks.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  stacks.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  while (!output.includes('e2e stacks ready')) await once(stacks.stdout, 'data');
  serverPid = Number(readFileSync(pidFile, 'utf8'));

  // Twice, as it comes: to the group, and relayed by the tsx wrapper.
  process.kill(-stacks.pid!, 'SIGTERM');
  process.kill(-stacks.pid!, 'SIGTERM');

  expect(await closed, output).toEqual([0, null]);
  expect(alive(serverPid)).toBe(false);
  expect(output).toContain('killing what is left of 1 stack(s)');
}, 60_000);
