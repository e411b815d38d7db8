import { stackPorts } from '../../nginx-stack';
import { answering, spawnScript, stopChild } from '../child-process';
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
    await answering(`${origin}/config.json`, child, 60);
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
