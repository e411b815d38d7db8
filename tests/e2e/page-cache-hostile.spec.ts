import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { rawGet as rawRequest } from './support/raw-request';
import { E2E_FRESH_SECONDS, e2eRefreshSecret, uncachedPath } from './support/page-cache';

/**
 * A stranger cannot fill nginx's page cache with the app's empty shell (`nginx` project only): whatever a
 * request carries (an Accept without HTML, a cookie that looks like Drupal's session, a refresh header, a query
 * string of its own), and even when it is the request that finds a page stale and has it drawn again in the
 * background, the next visitor of that page gets it drawn. nginx asks the renderer with fixed headers
 * (deploy/page-locations.ts); hostile requests go out raw, headers exactly as written.
 *
 * Only a browser shows: nothing; these are requests a stranger writes by hand, headers exactly as written, against
 * nginx's cache: they need the nginx stack, not a browser (docs/ci-move-down.md).
 */
const PAGE = '/about-us';
/** The shell is index.html with an empty root: about 1.8 kB. A drawn page has the screen inside `<main>`. */
const DRAWN = /<main\b[^>]*>[\s\S]*<h1[^>]*>About us<\/h1>/;

/** A GET with exactly these headers, and what the page cache said of it. */
async function rawGet(baseURL: string, path: string, headers: Record<string, string>) {
  const answer = await rawRequest(baseURL, path, headers);
  return { status: answer.status, cacheStatus: answer.headers['x-cache-status'] as string | undefined };
}

/** What a visitor's browser gets for the page: drawn, and from the cache when `cacheStatus` is given. */
async function expectDrawnForVisitor(request: APIRequestContext, path: string, cacheStatus?: string) {
  const answer = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  expect(html, `${path} (${html.length} bytes)`).toMatch(DRAWN);
  expect(html).not.toContain('<div id="root"></div>');
  if (cacheStatus) expect(answer.headers()['x-cache-status'], path).toBe(cacheStatus);
}

const HOSTILE: readonly [string, Record<string, string>][] = [
  ['an Accept of JSON', { Accept: 'application/json' }],
  ['an Accept of images', { Accept: 'image/*' }],
  ['no Accept at all', {}],
  ['a session look-alike without =', { Accept: 'text/html', Cookie: 'SSESSabc' }],
  ['a session look-alike before another cookie', { Accept: 'text/html', Cookie: 'SESSx; other=1' }],
  ['a cookie whose name only contains SESS', { Accept: 'text/html', Cookie: 'xSESSa=1' }],
  ['a cookie whose value starts with SESS', { Accept: 'text/html', Cookie: 'a=SESS1' }],
  [
    'a wrong refresh header with an Accept of JSON',
    { 'X-Necs-Refresh': 'guess', Accept: 'application/json' },
  ],
  ['a language of its own', { Accept: 'application/json', 'X-Necs-Language': 'de', 'Accept-Language': 'en' }],
];

for (const [what, headers] of HOSTILE) {
  test(`a request with ${what}, the first to ask for a page, leaves it drawn for the next visitor`, async ({
    request,
    baseURL,
  }, testInfo) => {
    const path = uncachedPath(PAGE, testInfo);
    const hostile = await rawGet(baseURL!, path, headers);
    expect(hostile.cacheStatus).toBe('MISS');
    await expectDrawnForVisitor(request, path, 'HIT');
  });
}

test('the refresh secret with a stranger’s Accept and cookie still draws the page into the cache', async ({
  request,
  baseURL,
}, testInfo) => {
  const path = uncachedPath(PAGE, testInfo);
  await expectDrawnForVisitor(request, path, 'MISS');
  const refresh = await rawGet(baseURL!, path, {
    'X-Necs-Refresh': e2eRefreshSecret(),
    Accept: 'application/json',
    Cookie: 'SSESSabc',
  });
  expect(refresh.cacheStatus).toBe('BYPASS');
  await expectDrawnForVisitor(request, path, 'HIT');
});

test('a stale page refreshed in the background for a hostile request is drawn again, not emptied', async ({
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const path = uncachedPath(PAGE, testInfo);
  await expectDrawnForVisitor(request, path, 'MISS');
  // Past the e2e nginx's freshness (scripts/serve-nginx-e2e.ts): the next request finds the page stale.
  await new Promise((resolve) => setTimeout(resolve, (E2E_FRESH_SECONDS + 1) * 1000));
  const hostile = await rawGet(baseURL!, path, { Accept: 'application/json', Cookie: 'SSESSabc' });
  expect(hostile.cacheStatus).toBe('STALE');
  // The background refresh has replaced the entry once a visitor's request finds it fresh again.
  await expect
    .poll(async () => (await request.get(path)).headers()['x-cache-status'], { timeout: 10_000 })
    .toBe('HIT');
  await expectDrawnForVisitor(request, path, 'HIT');
});

test('many query strings, each a render of its own, each leave their page drawn', async ({
  request,
  baseURL,
}, testInfo) => {
  const path = uncachedPath(PAGE, testInfo);
  for (let each = 0; each < 20; each++) {
    const variant = `${path}&utm_source=${each}`;
    expect((await rawGet(baseURL!, variant, { Accept: 'application/json' })).cacheStatus).toBe('MISS');
    await expectDrawnForVisitor(request, variant, 'HIT');
  }
});

test('a language the reader refuses (q=0) is not the one the page is drawn in', async ({
  request,
}, testInfo) => {
  const answer = await request.get(uncachedPath(PAGE, testInfo), {
    headers: { 'Accept-Language': 'de;q=0, fr' },
  });
  expect(await answer.text()).toContain('<html lang="fr">');
});

test('a remote system’s answer to a request with a cookie passes nginx marked not to be stored', async ({
  request,
}) => {
  for (const path of ['/cms/session/token', '/membership/no-such-call', '/proposals/no-such-call']) {
    const answer = await request.get(path, { headers: { Cookie: 'necs_language=en' } });
    // no-store from nginx, unless the system sent a Cache-Control of its own (Drupal's says private).
    expect(answer.headers()['cache-control'], path).toMatch(/no-store|private/);
  }
});
