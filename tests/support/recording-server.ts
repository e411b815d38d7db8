import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface CannedReply {
  readonly status?: number;
  readonly body?: unknown;
  readonly contentType?: string;
}

export interface RecordingServer {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A tiny HTTP server that records every request and answers what `reply` says (JSON by default), for
 * tests of what a client sends and how it reads odd answers, without the whole sandbox.
 */
export async function startRecordingServer(
  reply: (request: RecordedRequest) => CannedReply,
): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status = 200, body = {}, contentType = 'application/json' } = reply(request);
      outgoing.writeHead(status, { 'Content-Type': contentType });
      outgoing.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The recording server has no TCP port.');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export interface RecordingServerHandle {
  /** What the server answers (always the same, or per request); reset to an empty JSON object before each test. */
  reply: CannedReply | ((request: RecordedRequest) => CannedReply);
  readonly origin: string;
  readonly requests: readonly RecordedRequest[];
  lastRequest(): RecordedRequest;
}

/** A recording server for the surrounding describe: started before its tests, closed after them. */
export function useRecordingServer(): RecordingServerHandle {
  let server: RecordingServer | undefined;
  const running = () => {
    if (!server) throw new Error('The recording server is not running yet (use it inside a test).');
    return server;
  };
  const handle: RecordingServerHandle = {
    reply: {},
    get origin() {
      return running().origin;
    },
    get requests() {
      return running().requests;
    },
    lastRequest() {
      const last = running().requests.at(-1);
      if (!last) throw new Error('No request has reached the recording server.');
      return last;
    },
  };
  beforeAll(async () => {
    server = await startRecordingServer((request) =>
      typeof handle.reply === 'function' ? handle.reply(request) : handle.reply,
    );
  });
  beforeEach(() => {
    handle.reply = {};
    if (server) server.requests.length = 0;
  });
  afterAll(() => server?.close());
  return handle;
}
