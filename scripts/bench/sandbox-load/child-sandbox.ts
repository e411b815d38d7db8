import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface ChildSandbox {
  origin: string;
  dbFile: string;
  stop(): Promise<void>;
}

/** Starts serve.ts in its own Node process (tsx as a loader, so SIGTERM reaches the sandbox itself). */
export async function startChildSandbox(): Promise<ChildSandbox> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/sandbox-load/serve.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The sandbox exited with ${String(code)} before listening.`);
    }),
  ])) as [string];
  const { origin, dbFile } = JSON.parse(line) as { origin: string; dbFile: string };
  return { origin, dbFile, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
