import { connect, createServer, type Server } from 'node:net';

/** A host behind the balancer: its nginx's address, and the source address a client's connection gets there. */
export interface BalancedHost {
  name: string;
  host: string;
  port: number;
  /** The client's own address where the host can answer it, else one the balancer holds for that client. */
  sourceFor: (client: string) => string;
}

export interface Balancer {
  /** Which host the connection from `address`:`port` was sent to. */
  hostOf: (address: string, port: number) => string | undefined;
  close: () => void;
}

/**
 * A layer-4 load balancer in front of the nginx hosts, as IPVS or a cloud's network load balancer is: each new
 * connection to the next host in turn (round-robin), TLS passed through to nginx, and the client's address kept
 * as its source, so each host's per-address render limit counts readers, not the balancer.
 */
export async function balance(address: string, port: number, hosts: BalancedHost[]): Promise<Balancer> {
  let next = 0;
  const sentTo = new Map<string, string>();
  const server: Server = createServer((incoming) => {
    const host = hosts[next++ % hosts.length]!;
    // A port used again by a later connection overwrites its entry: the reader asks while its answer is open.
    sentTo.set(`${incoming.remoteAddress}:${incoming.remotePort}`, host.name);
    const outgoing = connect({
      host: host.host,
      port: host.port,
      localAddress: host.sourceFor(incoming.remoteAddress!),
    });
    incoming.pipe(outgoing).pipe(incoming);
    // Either side gone, the other goes too: a pipe passes an end on, not a reset or an error, and every side
    // left open would hold a file descriptor (thousands of readers' connections ran the check out of them).
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
    incoming.on('error', () => outgoing.destroy());
    outgoing.on('error', () => incoming.destroy());
  });
  await new Promise<void>((listening) => server.listen(port, address, listening));
  return {
    hostOf: (from, fromPort) => sentTo.get(`${from}:${fromPort}`),
    close: () => server.close(),
  };
}
