import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { spawnScript, stopChild } from '../child-process';

export interface ChildSandbox {
  origin: string;
  dbFile: string;
  stop(): Promise<void>;
}

/** Starts serve.ts in its own Node process. */
export async function startChildSandbox(): Promise<ChildSandbox> {
  const child = spawnScript('scripts/bench/sandbox-load/serve.ts', [], 'pipe');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The sandbox exited with ${String(code)} before listening.`);
    }),
  ])) as [string];
  const { origin, dbFile } = JSON.parse(line) as { origin: string; dbFile: string };
  return { origin, dbFile, stop: () => stopChild(child) };
}
