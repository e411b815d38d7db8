import type { IncomingMessage } from 'node:http';
import { request, type RequestOptions } from 'node:https';

/**
 * One HTTPS request read to its end: what `seen` takes from the answer as it starts (its status, its headers,
 * the socket it came on, which a connection of its own may have closed by the end), and its whole body as text
 * in `encoding`.
 */
export function readAnswer<Seen>(
  target: string | RequestOptions,
  options: RequestOptions,
  encoding: BufferEncoding,
  seen: (answer: IncomingMessage) => Seen,
): Promise<Seen & { body: string }> {
  return new Promise((resolve, reject) => {
    const reading = (answer: IncomingMessage) => {
      const start = seen(answer);
      let body = '';
      answer.setEncoding(encoding);
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ ...start, body }));
      answer.on('error', reject);
    };
    const asked =
      typeof target === 'string'
        ? request(target, options, reading)
        : request({ ...target, ...options }, reading);
    asked.on('error', reject);
    asked.end();
  });
}
