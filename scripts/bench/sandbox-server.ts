import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../../sandbox/host/app';

/** The benchmark's own ports, so it never meets `npm start` (8080) or the e2e servers (8181, 8182). */
const BENCH_PORTS = [8390, 8391, 8392, 8393, 8394, 8395, 8396, 8397, 8398, 8399];

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
  const port = await firstFreePort();
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

async function firstFreePort(): Promise<number> {
  for (const port of BENCH_PORTS) if (await isFree(port)) return port;
  throw new Error(`No free port among ${BENCH_PORTS[0]}–${BENCH_PORTS.at(-1)}.`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}
