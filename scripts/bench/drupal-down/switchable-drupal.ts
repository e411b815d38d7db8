import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SwitchableDrupal {
  /** Its address; Drupal's base is `${origin}/cms/` when the upstream's is. */
  readonly origin: string;
  /** From now on every call is taken and never answered: a Drupal that hangs. Calls held so far stay held. */
  hang(): void;
  /** From now on every call is passed to the upstream and its answer sent back: Drupal is back. */
  answer(): void;
  /** From now on every call is passed to the upstream `ms` after it came: a slow Drupal, not a dead one. */
  slow(ms: number): void;
  /** Calls received while hanging, in all. */
  hungCalls(): number;
  /** Calls received while slow, in all. */
  slowCalls(): number;
  /** The most calls held open at once. */
  mostHeld(): number;
  close(): Promise<void>;
}

/**
 * A Drupal that hangs, slows down and comes back on the bench's or a test's word, in front of a real one at
 * `upstream` (the sandbox, or the bench's recorded Drupal): what the renderer meets when Drupal stalls or
 * answers late, and then recovers. On `port` (0: any free one).
 */
export async function startSwitchableDrupal(upstream: string, port: number): Promise<SwitchableDrupal> {
  let hanging = false;
  let delayMs = 0;
  let hungCalls = 0;
  let slowCalls = 0;
  let held = 0;
  let mostHeld = 0;
  const server: Server = createServer((request, response) => {
    const pass = () =>
      forward(request, upstream).then(
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
        () => response.writeHead(502).end(),
      );
    if (!hanging && delayMs === 0) return pass();
    if (!hanging) {
      slowCalls++;
      const later = setTimeout(pass, delayMs);
      // The caller gave up before the answer was due (its render's limit): Drupal is not asked for it.
      response.once('close', () => clearTimeout(later));
      return;
    }
    hungCalls++;
    mostHeld = Math.max(mostHeld, ++held);
    // The caller gave up: the renderer cut the call at its time limit.
    request.socket.once('close', () => held--);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hang: () => void (hanging = true),
    answer: () => void ((hanging = false), (delayMs = 0)),
    slow: (ms) => void ((hanging = false), (delayMs = ms)),
    hungCalls: () => hungCalls,
    slowCalls: () => slowCalls,
    mostHeld: () => mostHeld,
    close: () => {
      // The held calls' sockets would keep close() waiting for ever.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function forward(request: IncomingMessage, upstream: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const { host: _, ...headers } = request.headers;
    const outgoing = httpRequest(new URL(request.url ?? '/', upstream), { method: request.method, headers });
    outgoing.once('response', resolve).once('error', reject);
    request.pipe(outgoing);
  });
}
