import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxSiteFor } from '../../deploy/nginx-site';
import { hasDrupalSession } from '@/server/drupal-session-cookie';
import { readerLanguage } from '@/server/reader-language';
import { hasNginx, type MapsHarness, startMapsHarness } from './nginx-harness';

/** Everything the rendered config puts before its server block: the maps, the upstream, the cache, the limit. */
function httpContext(folder: string): string {
  const conf = renderNginxSiteFor('public', {
    listen: '80',
    serverName: '_',
    portalUrl: 'https://portal.example.org',
    includes: [],
    brotli: false,
    systems: [{ prefix: '/cms/', url: 'https://cms.internal.example.org/' }],
    sitemap: 'https://cms.internal.example.org/sitemap.xml',
    pages: {
      renderers: ['127.0.0.1:3001'],
      cachePath: join(folder, 'pages'),
      freshSeconds: 60,
      refreshSecret: null,
    },
  });
  return conf.slice(0, conf.indexOf('\nserver {'));
}

/**
 * The maps of the generated config as nginx evaluates them (tests/sandbox/nginx-harness.ts). Without nginx
 * (it is in .ci/run's packages) they are skipped with the browser tests' nginx project; in CI they must run.
 */
describe.skipIf(!hasNginx && !process.env.CI)('the generated nginx maps, evaluated by nginx', () => {
  let nginx: MapsHarness;
  beforeAll(async () => {
    nginx = await startMapsHarness(
      httpContext,
      '$necs_session|$necs_language|$necs_not_for_caches|$necs_proxied_cache_control',
    );
  });
  afterAll(() => nginx?.stop());
  const maps = async (headers: Record<string, string>) => {
    const [session, language, notForCaches, proxied] = (await nginx.ask(headers)).split('|');
    return { session, language, notForCaches, proxied };
  };

  it.each([
    ['SESSabc=1', true],
    ['SSESS0f=x; other=1', true],
    ['other=1; SESS9=a', true],
    ['other=1;SSESS9=a', true],
    ['other=1;\tSESS9=a', true],
    ['SESS=1', true],
    ['SSESSabc', false],
    ['SESSx', false],
    ['SESSx; other=1', false],
    ['xSESSa=1', false],
    ['a=SESS1', false],
    ['a=SESS1=2', false],
    ['a=1, SESSb=2', false],
    ['a=1 SESSb=2', false],
    ['a=1;\u00a0SESSb=2', false],
    ['sessabc=1', false],
    ['theme=dark; necs_language=de', false],
  ])('the service and nginx agree that %j has a Drupal session: %s', async (cookie, session) => {
    expect(hasDrupalSession(cookie)).toBe(session);
    expect((await maps({ cookie })).session).toBe(session ? '1' : '0');
  });

  it.each([
    ['de;q=0', 'en'],
    ['de;q=0, fr', 'fr'],
    ['de;Q=0.0, es', 'es'],
    ['de ; q=0.000, en', 'en'],
    ['de-AT;q=0, fr', 'fr'],
    ['de;q=0.01', 'de'],
    ['de;q=0.5, nl', 'de'],
    ['nl, de-AT;q=0.8', 'de'],
    ['es-419', 'es'],
    ['deu, fr', 'fr'],
  ])('files Accept-Language %j under %s, the language the service draws it in', async (header, language) => {
    expect((await maps({ 'accept-language': header })).language).toBe(language);
    expect(readerLanguage({ acceptLanguage: header }, 'necs')).toBe(language);
  });

  it.each([
    ['private, no-store', '1'],
    ['no-store', '1'],
    ['Private', '1'],
    ['private="Set-Cookie", max-age=60', '1'],
    ['public, max-age=0, must-revalidate, s-maxage=60', '0'],
    ['no-cache', '0'],
    ['x-no-store-ish', '0'],
    ['', '0'],
  ])('keeps no page the renderer marks %j (%s: not for caches)', async (cacheControl, notForCaches) => {
    expect((await maps({ 'x-upstream-cache-control': cacheControl })).notForCaches).toBe(notForCaches);
  });

  it.each([
    [{}, ''],
    [{ cookie: 'necs_language=de' }, 'no-store'],
    [{ authorization: 'Basic eDp5' }, 'no-store'],
    [{ cookie: 'SESS1=a', 'x-upstream-cache-control': 'must-revalidate, no-cache, private' }, ''],
    [{ 'x-upstream-cache-control': 'no-cache' }, ''],
  ])('marks a proxied answer to %j with Cache-Control %j', async (headers, cacheControl) => {
    expect((await maps(headers)).proxied).toBe(cacheControl);
  });
});
