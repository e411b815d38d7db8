import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstScreenService } from '@/server/first-screen-service';
import { serviceSettingsFrom } from '@/server/service-settings';
import { renderNginxSiteFor } from '../../deploy/nginx-site';
import { mainConfig } from '../../scripts/nginx-stack';
import { memberCookie } from '../support/member-cookie';
import { memoryLog } from '../support/memory-log';
import { startSandbox, type RunningSandbox } from '../support/sandbox-server';
import { close, writeServedDist } from '../support/service-server';
import { hasNginx, NGINX } from './nginx-harness';

/** Ports of their own in the project's range for tests: nginx, and the renderer behind it. */
const NGINX_PORT = 8760;
const RENDERER_PORT = 8761;
const PORTAL = `http://127.0.0.1:${NGINX_PORT}`;
const SITE_URL = 'https://portal.example.org';

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
  const folder = mkdtempSync(join(tmpdir(), 'necs-trace-'));
  const accessLog = join(folder, 'access.log');
  const log = memoryLog();
  let sandbox: RunningSandbox;
  let service: Server;
  let nginx: ChildProcess;
  beforeAll(async () => {
    sandbox = await startSandbox();
    const dist = writeServedDist(folder);
    const settings = serviceSettingsFrom({
      DRUPAL_URL: `${sandbox.url}/cms/`,
      DIST: dist,
      SITE_URL,
      RENDER_TIMEOUT_MS: '15000',
    });
    service = createFirstScreenService(settings, log);
    await new Promise<void>((resolve) => service.listen(RENDERER_PORT, '127.0.0.1', resolve));
    const site = renderNginxSiteFor(dist, {
      listen: `127.0.0.1:${NGINX_PORT}`,
      serverName: 'localhost',
      portalUrl: SITE_URL,
      includes: [],
      brotli: false,
      systems: [{ prefix: '/cms/', url: `${sandbox.url}/cms/` }],
      sitemap: `${sandbox.url}/cms/sitemap.xml`,
      pages: {
        renderers: [`127.0.0.1:${RENDERER_PORT}`],
        cachePath: join(folder, 'pages'),
        freshSeconds: 60,
        refreshSecret: null,
      },
      accessLog,
      errorLog: join(folder, 'error.log'),
    });
    writeFileSync(join(folder, 'site.conf'), site);
    writeFileSync(join(folder, 'nginx.conf'), mainConfig(folder, false));
    nginx = spawn(NGINX, ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await answering(`${PORTAL}/config.json`, nginx);
  });
  afterAll(async () => {
    if (nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
    await close(service);
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** nginx's lines so far (it writes each as its request ends). */
  const accessLines = (): AccessLine[] =>
    existsSync(accessLog)
      ? readFileSync(accessLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as AccessLine)
      : [];

  /** A GET through nginx, and its id; nginx's line for it once written. */
  async function traced(path: string, headers: Record<string, string> = {}) {
    const answer = await fetch(`${PORTAL}${path}`, { headers: { accept: 'text/html', ...headers } });
    await answer.arrayBuffer();
    const id = answer.headers.get('x-request-id') ?? '';
    let line: AccessLine | undefined;
    for (let tries = 0; !line && tries < 50; tries++) {
      line = accessLines().find(({ request_id }) => request_id === id);
      if (!line) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { answer, id, line, served: log.lines.filter(({ request_id }) => request_id === id) };
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
      expect(await (await fetch(`${PORTAL}${path}`)).text(), path).not.toMatch(/^ok|ready|# HELP|necs_/m);
    }
  });

  it('writes no cookie, token or e-mail address into a line of either log', async () => {
    const cookie = await memberCookie(sandbox.url);
    const secrets = [cookie.split('=')[1]!, 'tok-2718281828', 'someone@example.org', 'someone%40example.org'];
    await traced('/about-us?token=tok-2718281828', { cookie });
    await traced('/search?q=someone%40example.org&key=tok-2718281828');
    await traced('/news?email=someone@example.org', { cookie: `necs_language=en; ${cookie}` });
    await traced('/cms/necs-json/get/page?token=tok-2718281828', { cookie });
    const lines = [
      ...readFileSync(accessLog, 'utf8').split('\n').filter(Boolean),
      ...log.lines.map((line) => JSON.stringify(line)),
    ];
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});

/** Resolves once `url` answers; fails when nginx has exited (its configuration refused) or after 5 s. */
async function answering(url: string, nginx: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (nginx.exitCode !== null) throw new Error(`nginx refused the configuration (exit ${nginx.exitCode})`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer ${url} within 5 s`);
}

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
