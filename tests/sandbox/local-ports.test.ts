import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/local-ports';

const listenOn = (port: number) =>
  new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(port, '127.0.0.1', () => resolve(server));
  });

/** The ports the scripts and the preview's test start servers on (scripts/local-ports.ts). */
describe('freePorts', () => {
  it('gives a run of free ports below the range the kernel hands connections their local ports from', async () => {
    const first = await freePorts(5);
    expect(first).toBeGreaterThanOrEqual(20_000);
    expect(first + 5).toBeLessThanOrEqual(32_000);
    // Each of the five can be listened on.
    const servers = await Promise.all([0, 1, 2, 3, 4].map((offset) => listenOn(first + offset)));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});
