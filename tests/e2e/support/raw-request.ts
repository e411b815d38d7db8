import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET as a stranger sends it: the request target exactly as written (no client resolves `..` or decodes `%2f`
 * first, as `fetch` and `new URL` would), with exactly these headers (Node adds Host and Connection only), from
 * `localAddress` when given (another loopback address is another client to nginx's per-address limits).
 */
export function rawGet(
  baseURL: string,
  target: string,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path: target, headers, localAddress }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}
