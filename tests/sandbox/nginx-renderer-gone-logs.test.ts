import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close } from '../support/service-server';
import { LIVE_SITE_START_MS, type LiveSite, startLiveSite } from './nginx-live-site';

const A_MINUTE = 60_000;
/** Readers at once, each asking pages with a query of its own while the renderer is gone. */
const READERS = 20;
const PAGES_EACH = 5;

/**
 * nginx's logs with a renderer gone under load (docs/privacy.md, "What nginx's logs keep"): connect() to a Unix
 * socket that is no longer there is a `crit` line naming the client and the request line, query included, and a
 * renderer on a port that refuses is an `error` one. The site as rendered by default, its main error log at
 * `info`, so that no line the server's settings let through is missed.
 */
describe('nginx with its renderer gone, under load', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await startLiveSite(
      { rendersPerSecond: 1000 },
      { errorLog: undefined },
      { rendererOnSocket: true, mainErrorLogInFile: true },
    );
  }, LIVE_SITE_START_MS);
  afterAll(() => site.stop());

  it(
    'answers every reader the app, and neither log names a reader or their query',
    async () => {
      const drawn = await fetch(`${site.portal}/news?page=7000001`, { headers: { accept: 'text/html' } });
      expect(drawn.status).toBe(200);
      await close(site.renderer);

      const statuses = await Promise.all(
        Array.from({ length: READERS }, async (_, reader) => {
          const seen: number[] = [];
          for (let page = 0; page < PAGES_EACH; page++) {
            const answer = await fetch(`${site.portal}/news?page=513${reader}${page}&mail=a%40b.org`, {
              headers: { accept: 'text/html' },
            });
            await answer.arrayBuffer();
            seen.push(answer.status);
          }
          return seen;
        }),
      );
      // The app in the renderer's place, for every one of them (error_page 502 504 = @app).
      expect(new Set(statuses.flat())).toEqual(new Set([200]));

      const folder = dirname(site.accessLog);
      const logs = readdirSync(folder)
        .filter((name) => name.endsWith('.log'))
        .map((name) => [name, readFileSync(join(folder, name), 'utf8')] as const);
      expect(logs.map(([name]) => name).sort()).toEqual(['access.log', 'main-error.log']);
      expect(logs.find(([name]) => name === 'access.log')![1]).toContain('"path":"/news"');
      for (const [name, text] of logs)
        for (const secret of [
          '127.0.0.1',
          'client:',
          'request:',
          '?page=',
          'page=513',
          'a%40b.org',
          'http.sock',
        ])
          expect(text, `${name} holds ${secret}`).not.toContain(secret);
    },
    A_MINUTE,
  );
});
