import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersFor } from '../../deploy/security-policy';
import { hasNginx } from './nginx-harness';
import { LIVE_SITE_START_MS, type LiveSite, startLiveSite } from './nginx-live-site';

/** An answer as it came over the wire: its status, and every header line, repeated ones kept apart. */
interface RawAnswer {
  readonly status: number;
  readonly lines: readonly [string, string][];
}

const E_MAIL = 'someone@example.org';
/** Each test asks dozens of answers, renders among them: room for a busy machine. */
const A_MINUTE = 60_000;

/**
 * Issue 53, the edge: each security header and one `X-Request-Id` exactly once on every answer nginx gives,
 * whoever wrote it (a file, a drawn page, the cache, a range nginx cannot serve, the field data, a refusal), and
 * no client address, query string or e-mail address in nginx's logs (docs/privacy.md).
 */
describe.skipIf(!hasNginx && !process.env.CI)('every answer of the portal’s nginx, and its logs', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await startLiveSite({ rendersPerSecond: 1 });
  }, LIVE_SITE_START_MS);
  // Undefined when the start failed, which the beforeAll reports.
  afterAll(() => (site as LiveSite | undefined)?.stop());

  const ask = (
    path: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const outgoing = request(
        `${site.portal}${path}`,
        { method: options.method ?? 'GET', headers: options.headers, agent: false },
        (answer) => {
          answer.resume();
          const lines: [string, string][] = [];
          for (let index = 0; index < answer.rawHeaders.length; index += 2)
            lines.push([answer.rawHeaders[index]!.toLowerCase(), answer.rawHeaders[index + 1]!]);
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, lines }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });

  /** Each security header and X-Request-Id: how many times the answer carries it (1 each is right). */
  const counts = ({ lines }: RawAnswer) =>
    Object.fromEntries(
      [...Object.keys(securityHeadersFor({ cmsUrl: '/cms/' })), 'X-Request-Id'].map((name) => [
        name,
        lines.filter(([line]) => line === name.toLowerCase()).length,
      ]),
    );
  const once = Object.fromEntries(
    [...Object.keys(securityHeadersFor({ cmsUrl: '/cms/' })), 'X-Request-Id'].map((name) => [name, 1]),
  );

  it(
    'on pages, files, errors, ranges it cannot serve and the field data alike',
    async () => {
      const answers: Record<string, RawAnswer> = {
        'a drawn page': await ask('/news', { headers: { accept: 'text/html' } }),
        'the same page from the cache': await ask('/news', { headers: { accept: 'text/html' } }),
        'a range past a cached page’s end': await ask('/news', {
          headers: { accept: 'text/html', 'accept-encoding': 'gzip', range: 'bytes=99999999-' },
        }),
        'a range past a file’s end': await ask('/config.json', { headers: { range: 'bytes=99999999-' } }),
        'a file': await ask('/config.json'),
        'a file whose precondition fails': await ask('/config.json', {
          headers: { 'if-match': '"no-such-etag"' },
        }),
        'a file not modified since': await ask('/config.json', {
          headers: { 'if-modified-since': header(await ask('/config.json'), 'last-modified') },
        }),
        'a missing build file': await ask('/assets/no-such-file.js'),
        'a refused request target': await ask('/assets/..%2fconfig.json'),
        'a feed': await ask('/rss.xml'),
        'Drupal’s answer': await ask('/cms/necs-json/get/page'),
        'a field data report': await ask('/field-data', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ path: '/group', metric: 'LCP', value: 1200 }),
        }),
        'a field data report too large': await ask('/field-data', { method: 'POST', body: 'x'.repeat(4096) }),
      };
      // nginx answers a range with the whole body (max_ranges 0): no 416 of its own, whose headers came twice.
      expect(answers['a range past a cached page’s end']!.status).toBe(200);
      expect(answers['a range past a file’s end']!.status).toBe(200);
      expect(answers['a file whose precondition fails']!.status).toBe(412);
      expect(answers['a file not modified since']!.status).toBe(304);
      expect(answers['a field data report']!.status).toBe(204);
      expect(answers['a field data report too large']!.status).toBe(413);
      for (const [what, answer] of Object.entries(answers))
        expect(counts(answer), `${what} (${answer.status})`).toEqual(once);
    },
    A_MINUTE,
  );

  it(
    'on the render limit’s 429, and its lines in neither log name the reader or their query',
    async () => {
      let limited: RawAnswer | undefined;
      for (let page = 0; !limited && page < 60; page++) {
        const answer = await ask(`/search?q=${encodeURIComponent(E_MAIL)}&page=${page}`, {
          headers: { accept: 'text/html' },
        });
        if (answer.status === 429) limited = answer;
      }
      expect(limited, 'no 429 within 60 renders').toBeDefined();
      expect(counts(limited!)).toEqual(once);
      await ask(`/user/${E_MAIL}/edit?token=tok-2718281828`);
      await ask(`/user/${encodeURIComponent(E_MAIL)}`);

      const logs = `${readFileSync(site.accessLog, 'utf8')}\n${readErrorLog(site.errorLog)}`;
      for (const secret of [E_MAIL, encodeURIComponent(E_MAIL), 'tok-2718281828', '127.0.0.1', '?q='])
        expect(logs).not.toContain(secret);
      expect(readFileSync(site.accessLog, 'utf8')).toContain('"path":"/user/[redacted]"');
      expect(readFileSync(site.accessLog, 'utf8')).toContain('"status":429');
    },
    A_MINUTE,
  );

  // Issue 64: an HTTP/0.9 request (`GET /` and a newline, no version) has no headers either way, so nginx would
  // answer it the page alone, without the security policy. The portal's server closes it unanswered.
  it('answers an HTTP/0.9 request nothing at all, for a page, a file or the app; HTTP/1.x as ever', async () => {
    for (const path of ['/', '/about-us', '/config.json', '/no-such-page'])
      expect(await rawAnswer(site.portal, `GET ${path}\r\n`), path).toBe('');
    for (const version of ['1.0', '1.1']) {
      const answer = await rawAnswer(
        site.portal,
        `GET /config.json HTTP/${version}\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, version).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(answer, version).toContain('Content-Security-Policy:');
    }
  });
});

/** Everything nginx sends back for `request` written raw, until it closes the connection. */
async function rawAnswer(portal: string, request: string): Promise<string> {
  const { hostname, port } = new URL(portal);
  const socket = connect(Number(port), hostname);
  let text = '';
  socket.setEncoding('latin1').on('data', (data: string) => (text += data));
  socket.write(request);
  await new Promise((settle) => socket.once('close', settle));
  return text;
}

/** The first value of header `name` in the answer. */
function header({ lines }: RawAnswer, name: string): string {
  return lines.find(([line]) => line === name)?.[1] ?? '';
}

/** nginx's error log, empty when it wrote nothing at all. */
function readErrorLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
