import { connect, createServer, type ListenOptions, type NetConnectOpts } from 'node:net';

/**
 * Byte for byte from where it listens to where it connects, each `unix:/path` or `host:port`:
 *
 *   tsx scripts/deploy-path/relay.ts 10.53.0.2:443=unix:/tmp/x/internal.sock …
 *
 * The deploy-path check's wires between network namespaces: a socket file is seen from every one of them, an
 * address only in its own. Prints `listening` once every pair listens; an address not yet on an interface is
 * tried again until it is (main.ts adds it after the namespace exists).
 */
const endpoint = (text: string): ListenOptions & NetConnectOpts =>
  text.startsWith('unix:')
    ? { path: text.slice('unix:'.length) }
    : { host: text.slice(0, text.lastIndexOf(':')), port: Number(text.slice(text.lastIndexOf(':') + 1)) };

const listening = process.argv.slice(2).map((pair) => {
  const [from, to] = pair.split('=') as [string, string];
  const server = createServer((incoming) => {
    const outgoing = connect(endpoint(to));
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
  });
  return new Promise<void>((resolve) => {
    const listen = () => server.listen(endpoint(from), resolve);
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRNOTAVAIL') throw error;
      setTimeout(listen, 100);
    });
    listen();
  });
});
await Promise.all(listening);
console.log('listening');
