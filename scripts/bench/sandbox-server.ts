import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../../sandbox/host/app';
import { firstFreeRun } from './ports';

export interface BenchServer {
  app: FastifyInstance;
  origin: string;
  /** The SQLite file of this run, fresh and seeded. */
  dbFile: string;
  close(): Promise<void>;
}

/**
 * The sandbox with the built portal, in this process, on the first free bench port and a fresh database in
 * a temporary folder (removed on close). `beforeListen` may add routes: Fastify takes none once it listens.
 */
export async function startBenchServer(
  options: { staticDir?: string; beforeListen?: (app: FastifyInstance) => void } = {},
): Promise<BenchServer> {
  const folder = mkdtempSync(join(tmpdir(), 'necs-bench-'));
  const dbFile = join(folder, 'sandbox.sqlite');
  const app = await buildSandbox({ dbFile, staticDir: options.staticDir });
  options.beforeListen?.(app);
  const port = await firstFreeRun(1);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    origin: `http://127.0.0.1:${port}`,
    dbFile,
    close: async () => {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
