import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { takesGzip } from '../../../src/server/takes-gzip';

interface Recorded {
  readonly status: number;
  readonly contentType: string;
  readonly body: Buffer;
  readonly gzipped: Buffer;
}

export interface RecordedDrupal {
  /** Its address; Drupal's base is `${origin}/cms/`, as the sandbox's. */
  readonly origin: string;
  /** How many distinct calls it recorded. */
  recorded(): number;
  close(): Promise<void>;
}

/**
 * Drupal as the renderer meets it in a deployment, where Drupal runs on a machine of its own: the first answer to
 * each GET is the sandbox's at `upstream`, kept, and every later one is that copy, answered at once. Renders per
 * second then measure the renderer, not the sandbox sharing its two cores. Like the sandbox and a Drupal behind
 * its web server, it answers gzipped to a call that takes gzip (compressed once, when recorded), as it is to one
 * that asks for `identity`.
 */
/** On `port` (0: any free one). */
export async function startRecordedDrupal(upstream: string, port: number): Promise<RecordedDrupal> {
  const answers = new Map<string, Promise<Recorded>>();
  const record = async (url: string, accept: string | undefined): Promise<Recorded> => {
    const answer = await fetch(new URL(url, upstream), {
      headers: { accept: accept ?? '*/*', 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    return {
      status: answer.status,
      contentType: answer.headers.get('content-type') ?? '',
      body,
      gzipped: gzipSync(body),
    };
  };
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (request.method !== 'GET') return response.writeHead(405).end();
    let answer = answers.get(url);
    if (!answer) answers.set(url, (answer = record(url, request.headers.accept)));
    const gzip = takesGzip(request.headers['accept-encoding']);
    answer.then(
      ({ status, contentType, body, gzipped }) => {
        const sent = gzip ? gzipped : body;
        response.writeHead(status, {
          'content-type': contentType,
          'content-length': sent.length,
          vary: 'Accept-Encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        response.end(sent);
      },
      (error: unknown) => response.writeHead(502).end(String(error)),
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recorded: () => answers.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
