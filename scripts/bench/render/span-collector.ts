import { createServer } from 'node:http';
import { once } from 'node:events';

/** A stand-in for an OpenTelemetry collector: takes every OTLP/HTTP post and counts them, nothing more. */
export interface SpanCollector {
  /** The base a renderer's OTEL_EXPORTER_OTLP_ENDPOINT names (`/v1/traces` is added to it). */
  readonly origin: string;
  posts(): number;
  close(): Promise<void>;
}

export async function startSpanCollector(): Promise<SpanCollector> {
  let posts = 0;
  const server = createServer((request, response) => {
    posts += 1;
    request
      .resume()
      .on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    posts: () => posts,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
