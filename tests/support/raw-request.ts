import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer: its status, headers, the bytes as sent and the body as a client reads it (decoded). */
export interface SiteAnswer {
  readonly status: number;
  /** As Node reads them (an in-process server's answer may hold a number). */
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  /** The body as it came over the wire, compressed when `content-encoding` says so. */
  readonly bytes: Buffer;
  /** The body unpacked as a browser would (gzip, br), as text. */
  readonly body: string;
}

/**
 * A GET as written: the request target exactly as given (nothing resolves `..` or decodes `%2f` first, as `fetch`
 * and `new URL` would), with exactly these headers (Node adds Host and Connection only), from `localAddress` when
 * given (another loopback address is another client to nginx's per-address limits). No connection is kept.
 */
export function rawGet(
  portal: string,
  target: string,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<SiteAnswer> {
  const { hostname, port } = new URL(portal);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: target, headers, localAddress, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          bytes,
          body: decoded(answer.headers, bytes),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** The body unpacked as its `content-encoding` says (gzip, br), as text. */
export function decoded(headers: SiteAnswer['headers'], bytes: Buffer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}
