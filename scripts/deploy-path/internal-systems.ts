import { request } from 'node:http';
import { createServer, type Server } from 'node:https';
import { PREFIXES } from '../../sandbox/host/prefixes';
import { type Certificates, INTERNAL_HOSTS } from './certificates';

const PREFIX_OF: Record<string, string> = {
  [INTERNAL_HOSTS.cms]: PREFIXES.cms,
  [INTERNAL_HOSTS.membership]: PREFIXES.membership,
  [INTERNAL_HOSTS.proposals]: PREFIXES.proposals,
};

/**
 * Drupal, SEWOBE and the proposal system at the addresses docs/deploy.md's portal.env names
 * (https://cms.internal.example.org/ …), played by the sandbox: https with the check's certificate on a socket
 * that relay.ts wires to their address, each host's requests passed to its prefix of the sandbox.
 */
export function internalSystems(
  socket: string,
  sandboxPort: number,
  certificates: Certificates,
): Promise<Server> {
  const server = createServer({ cert: certificates.cert, key: certificates.key }, (incoming, answer) => {
    const prefix = PREFIX_OF[(incoming.headers.host ?? '').replace(/:\d+$/, '')];
    if (prefix === undefined) return answer.writeHead(421).end();
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: sandboxPort,
        method: incoming.method,
        path: `${prefix}${incoming.url}`,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode!, reply.headers);
        reply.pipe(answer);
      },
    );
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  });
  return new Promise((resolve) => server.listen(socket, () => resolve(server)));
}
