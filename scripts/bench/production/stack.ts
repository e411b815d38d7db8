import type { ChildProcess } from 'node:child_process';
import { stackPorts } from '../../nginx-stack';
import { spawnScript, stopChild } from '../child-process';
import { firstFreeRun } from '../ports';

export interface ProductionStack {
  /** nginx, on loopback by address, so every request of the bench meets the same cache keys. */
  origin: string;
  /** The first-screen service itself, behind nginx. */
  rendererOrigin: string;
  stop(): Promise<void>;
}

/**
 * The production path as `npm run preview:nginx` runs it (scripts/serve-nginx-e2e.ts --bench), in a process of
 * its own so that the load generator shares no event loop with the sandbox: nginx with deploy/nginx.conf and
 * its page cache, the first-screen service and a fresh sandbox, on the first three free bench ports in a row,
 * serving `dist` (a built dist/ with dist-server/ beside it). Ready once nginx answers /config.json.
 */
export async function startProductionStack(dist: string): Promise<ProductionStack> {
  const port = await firstFreeRun(3);
  const child = spawnScript(
    'scripts/serve-nginx-e2e.ts',
    ['--bench', '--port', String(port), '--dist', dist],
    2,
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    await answering(`${origin}/config.json`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    origin,
    rendererOrigin: `http://127.0.0.1:${stackPorts(port).renderer}`,
    stop: () => stopChild(child),
  };
}

async function answering(url: string, child: ChildProcess, seconds = 60): Promise<void> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (child.exitCode !== null)
      throw new Error(`The nginx stack exited with ${child.exitCode} before answering.`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s.`);
}
