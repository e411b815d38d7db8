import { EventEmitter, once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatedDrupal {
  /** Its address: Drupal's base is `${origin}/cms/` when the upstream's is. */
  readonly origin: string;
  /** From now on every call is held, unanswered, until release(). */
  hold(): void;
  /** Every held call goes on to the upstream, and every later one at once. */
  release(): void;
  /** Resolves once at least `count` calls are held. */
  holding(count?: number): Promise<void>;
  /** Every call received, in order, with the headers it came with. */
  readonly received: IncomingMessage['headers'][];
  close(): Promise<void>;
}

/**
 * A Drupal in front of a real one at `upstream` (the sandbox) whose answers a test holds back and lets go:
 * renders under way for as long as the test needs them, then answered as Drupal answers.
 */
export async function startGatedDrupal(upstream: string): Promise<GatedDrupal> {
  const held: (() => void)[] = [];
  const heldChanged = new EventEmitter();
  const received: IncomingMessage['headers'][] = [];
  let holding = false;
  const server = createServer((request, response) => {
    received.push(request.headers);
    const pass = () => forward(request, response, upstream);
    if (!holding) return pass();
    held.push(pass);
    heldChanged.emit('held');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      held.splice(0).forEach((pass) => pass());
    },
    async holding(count = 1) {
      while (held.length < count) await once(heldChanged, 'held');
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function forward(request: IncomingMessage, response: ServerResponse, upstream: string) {
  const outgoing = httpRequest(
    new URL(request.url ?? '/', upstream),
    { method: request.method, headers: { ...request.headers, host: new URL(upstream).host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  outgoing.on('error', () => response.writeHead(502).end());
  request.pipe(outgoing);
}
