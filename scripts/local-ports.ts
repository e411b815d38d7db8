import { createServer } from 'node:net';

/**
 * Ports below Linux's ephemeral range (32768–60999 by default): a port the kernel handed out for `listen(0)`
 * comes from that range, where any connection under way on the machine also takes its local port, and one that
 * took it between the check and the server's start made the server fail with EADDRINUSE (CI, a preview stack's
 * sandbox on the port after nginx's). Above the project's own fixed ports (8080, 8181 on: scripts/e2e-ports.ts).
 */
const CHOSEN_FROM = 20_000;
const CHOSEN_BELOW = 32_000;

/** Whether nothing listens on this loopback port just now. */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * The first of `count` loopback ports in a row no one listens on just now, for servers a script starts at once
 * (an nginx stack takes five: scripts/nginx-stack.ts, stackPorts), drawn at random so that scripts side by side
 * meet seldom.
 */
export async function freePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = CHOSEN_FROM + Math.floor(Math.random() * (CHOSEN_BELOW - CHOSEN_FROM - count));
    let free = true;
    for (let port = first; free && port < first + count; port++) free = await isFree(port);
    if (free) return first;
  }
  throw new Error(`no ${count} free loopback ports in a row between ${CHOSEN_FROM} and ${CHOSEN_BELOW}`);
}

/** A loopback port no one listens on just now, for a server a script starts at once. */
export const freePort = (): Promise<number> => freePorts(1);

/** What `ask` answers once it answers, asking every 100 ms for 10 s at most. */
export async function untilAnswered<T>(ask: () => Promise<T>, what: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ask();
    } catch (error) {
      if (attempt >= 100) throw new Error(`${what}: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
