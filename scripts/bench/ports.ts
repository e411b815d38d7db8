import { createServer } from 'node:net';

/**
 * The benchmarks' own ports, so they never meet `npm start` (8080) or the e2e servers (8181–8185): 8390–8399,
 * or the range in BENCH_PORTS (`8500-8529`) on a machine where other runs hold those.
 */
export function benchPorts(range = process.env.BENCH_PORTS || '8390-8399'): number[] {
  const [, from, to] = /^(\d+)-(\d+)$/.exec(range) ?? [];
  const first = Number(from);
  const last = Number(to);
  if (!from || !(first > 0 && first <= last && last < 65_536))
    throw new Error(`BENCH_PORTS must be a range like 8500-8529, not ${JSON.stringify(range)}.`);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The first port of the bench range that is free, together with the `count - 1` after it. */
export async function firstFreeRun(count: number): Promise<number> {
  const ports = benchPorts();
  for (const port of ports.slice(0, ports.length - count + 1)) {
    let free = true;
    for (let next = port; free && next < port + count; next += 1) free = await isFree(next);
    if (free) return port;
  }
  throw new Error(`No ${count} free ports in a row among ${ports[0]}–${ports.at(-1)} (BENCH_PORTS).`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}
