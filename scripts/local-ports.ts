import { createServer } from 'node:net';

/** A loopback port no one listens on just now, for a server a script starts at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

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
