import { createServer } from 'node:http';

export interface StallingServer {
  /** `http://127.0.0.1:PORT/` */
  readonly url: string;
  /** How many requests have arrived (none is ever answered). */
  readonly received: () => number;
  close(): Promise<void>;
}

/** A remote system that takes every request and never answers it: a Drupal that hangs. */
export async function startStallingServer(): Promise<StallingServer> {
  let received = 0;
  const server = createServer(() => void received++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The stalling server has no TCP port.');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    received: () => received,
    close: () => {
      // The held requests' sockets would keep close() waiting for ever.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
