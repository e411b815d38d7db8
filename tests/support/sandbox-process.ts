import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A sandbox in a Node process of its own, for a jsdom test: there the sandbox's modules cannot run (Vite
 * rewrites their `new URL(…, import.meta.url)` for a browser). It prints its address once it listens, and is
 * stopped by `close`.
 */
export async function startSandboxProcess(): Promise<{ url: string; close(): Promise<void> }> {
  // Not `new URL(…, import.meta.url)`, which Vite rewrites in a jsdom test too.
  const main = join(import.meta.dirname, 'sandbox-process-main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', main], { stdio: ['ignore', 'pipe', 'pipe'] });
  // What it says on stderr is told only when it does not start: a passing run prints nothing there.
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const line = await Promise.race([lines.next().then((next) => next.value as unknown), exited]);
  if (typeof line !== 'string' || !line.startsWith('http'))
    throw new Error(`The sandbox process did not start.\n${said}`);
  return {
    url: line,
    async close() {
      child.kill();
      await exited;
    },
  };
}
