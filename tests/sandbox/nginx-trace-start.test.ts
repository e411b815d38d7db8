import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, listen } from '../support/service-server';
import { hasNginx } from './nginx-harness';
import { LIVE_SITE_START_MS, type LiveSite, startLiveSite } from './nginx-live-site';

const CLIENTS_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CLIENTS_SPAN = '00f067aa0ba902b7';

/**
 * nginx begins every request's trace (deploy/access-log.ts): what reaches a renderer is nginx's traceparent, its
 * request id as the trace, sampled by nginx's choice, whatever the client sent; a client's tracestate goes no
 * further. A renderer that writes down what it received stands in for the first-screen service.
 */
describe.skipIf(!hasNginx && !process.env.CI)('the trace a renderer receives through nginx', () => {
  const received: IncomingHttpHeaders[] = [];
  const renderer = createServer((request, answer) => {
    received.push(request.headers);
    answer.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end('<p>drawn</p>');
  });
  let site: LiveSite;
  beforeAll(async () => {
    const origin = await listen(renderer);
    site = await startLiveSite({ renderers: [new URL(origin).host] });
  }, LIVE_SITE_START_MS);
  afterAll(async () => {
    await (site as LiveSite | undefined)?.stop();
    await close(renderer);
  });

  it('is nginx’s, begun from its request id, never the one a client sent', async () => {
    for (const flags of ['00', '01']) {
      const answer = await fetch(`${site.portal}/news?flags=${flags}`, {
        headers: {
          accept: 'text/html',
          traceparent: `00-${CLIENTS_TRACE}-${CLIENTS_SPAN}-${flags}`,
          tracestate: 'vendor=chosen-by-the-client',
        },
      });
      expect(await answer.text()).toBe('<p>drawn</p>');
      const id = answer.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const headers = received.at(-1)!;
      expect(headers.traceparent).toBe(`00-${id}-${id.slice(16)}-01`);
      expect(headers.tracestate).toBeUndefined();
      expect(headers['x-request-id']).toBe(id);
    }
  });

  it('is begun for a request that brought none', async () => {
    const answer = await fetch(`${site.portal}/about-us`, { headers: { accept: 'text/html' } });
    await answer.arrayBuffer();
    expect(received.at(-1)!.traceparent).toBe(
      `00-${answer.headers.get('x-request-id')}-${answer.headers.get('x-request-id')?.slice(16)}-01`,
    );
  });
});
