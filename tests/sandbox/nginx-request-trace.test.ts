import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxSiteFor } from '../../deploy/nginx-site';
import { memberCookie } from '../support/member-cookie';
import { hasNginx } from './nginx-harness';
import { LIVE_SITE_START_MS, type LiveSite, startLiveSite } from './nginx-live-site';

/** One line of nginx's access log (deploy/access-log.ts). */
interface AccessLine {
  readonly request_id: string;
  readonly path: string;
  readonly status: number;
  readonly cache: string;
}

/**
 * Debian's nginx with the generated site in front of the first-screen service (in this process, its log kept in
 * memory) and a sandbox for Drupal: one request followed through both logs and the answer.
 */
describe.skipIf(!hasNginx && !process.env.CI)('one request, traced through nginx and the renderer', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await startLiveSite();
  }, LIVE_SITE_START_MS);
  // Undefined when the start failed, which the beforeAll reports.
  afterAll(() => (site as LiveSite | undefined)?.stop());

  /** nginx's lines so far (it writes each as its request ends). */
  const accessLines = (): AccessLine[] =>
    existsSync(site.accessLog)
      ? readFileSync(site.accessLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as AccessLine)
      : [];

  /** A GET through nginx, and its id; nginx's line for it once written. */
  async function traced(path: string, headers: Record<string, string> = {}) {
    const answer = await fetch(`${site.portal}${path}`, { headers: { accept: 'text/html', ...headers } });
    await answer.arrayBuffer();
    const id = answer.headers.get('x-request-id') ?? '';
    // nginx writes its line after the answer has gone: looked for until it is there (the test's own time limit
    // says when it never comes), however long a busy machine makes that.
    let line = accessLines().find(({ request_id }) => request_id === id);
    while (!line) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      line = accessLines().find(({ request_id }) => request_id === id);
    }
    return { answer, id, line, served: site.served.filter(({ request_id }) => request_id === id) };
  }

  it('carries the same id in nginx’s line, the renderer’s line and the answer, for a page and a feed', async () => {
    for (const path of ['/news', '/rss.xml']) {
      const { answer, id, line, served } = await traced(path);
      expect(answer.status, path).toBe(200);
      expect(id, path).toMatch(/^[0-9a-f]{32}$/);
      expect(line, path).toMatchObject({ path, status: 200, cache: 'MISS' });
      expect(served, path).toEqual([expect.objectContaining({ path, status: 200, outcome: 'drawn' })]);
    }
  });

  it('names a cached page’s answer by its own request, not by the one that drew it', async () => {
    const first = await traced('/about-us');
    const again = await traced('/about-us');
    expect(again.line).toMatchObject({ path: '/about-us', cache: 'HIT' });
    expect(again.id).not.toBe(first.id);
    expect(again.served).toEqual([]);
  });

  it('names the answers nginx gives itself too, a file or a refusal', async () => {
    for (const path of ['/config.json', '/assets/no-such-file.js']) {
      const { id, line } = await traced(path);
      expect(line, path).toMatchObject({ request_id: id, path });
    }
  });

  it('answers no health check and no metrics to the public', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const { answer } = await traced(path, { accept: '*/*' });
      expect(answer.status, path).toBe(404);
      expect(await (await fetch(`${site.portal}${path}`)).text(), path).not.toMatch(
        /^ok|ready|# HELP|necs_/m,
      );
    }
  });

  it('writes no cookie, token or e-mail address into a line of either log', async () => {
    const cookie = await memberCookie(site.sandbox.url);
    const secrets = [cookie.split('=')[1]!, 'tok-2718281828', 'someone@example.org', 'someone%40example.org'];
    await traced('/about-us?token=tok-2718281828', { cookie });
    await traced('/search?q=someone%40example.org&key=tok-2718281828');
    await traced('/news?email=someone@example.org', { cookie: `necs_language=en; ${cookie}` });
    await traced('/cms/necs-json/get/page?token=tok-2718281828', { cookie });
    const lines = [
      ...readFileSync(site.accessLog, 'utf8').split('\n').filter(Boolean),
      ...site.served.map((line) => JSON.stringify(line)),
    ];
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});

describe('where nginx writes its access log', () => {
  const site = {
    listen: '80',
    serverName: 'portal.example.org',
    includes: [],
    brotli: false,
    systems: [],
    sitemap: 'https://cms.example.org/sitemap.xml',
  };

  it('in JSON lines to /var/log/nginx/necs-portal.access.log unless told, elsewhere or nowhere when told', () => {
    expect(renderNginxSiteFor('public', site)).toContain(
      'access_log /var/log/nginx/necs-portal.access.log necs_json;',
    );
    expect(renderNginxSiteFor('public', { ...site, accessLog: '/srv/logs/a.log' })).toContain(
      'access_log /srv/logs/a.log necs_json;',
    );
    expect(renderNginxSiteFor('public', { ...site, accessLog: 'off' })).toContain('access_log off;');
    expect(() => renderNginxSiteFor('public', { ...site, accessLog: '/x; return 200' })).toThrow(/refusing/);
  });
});
