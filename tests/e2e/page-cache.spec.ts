import { expect, test } from './support/test';
import { E2E_FRESH_SECONDS, e2eRefreshSecret, uncachedPath } from './support/page-cache';
import { mainMenu } from './support/public-site-steps';

/**
 * The production path (`nginx` project only): nginx with deploy/nginx.conf in front of the first-screen
 * service (`npm run serve`) and its page cache; playwright.config.ts runs it in that project only. A visitor's page
 * arrives drawn and cached, with the tags crawlers and link previews read; an unknown path is a 404; a member's
 * request never meets the cache.
 *
 * Only a browser shows: the head's title, description, canonical and OpenGraph address kept in step as the app moves on
 * from a page nginx served. The other tests ask nginx alone (docs/ci-move-down.md).
 */
test('a visitor’s page is drawn by the service, kept in nginx’s cache, and carries its head tags', async ({
  request,
  baseURL,
}, testInfo) => {
  const path = uncachedPath('/about-us', testInfo);
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-cache-status']).toBe('MISS');
  expect(first.headers()['cache-control']).toContain(`s-maxage=${E2E_FRESH_SECONDS}`);
  const html = await first.text();
  expect(html).toMatch(/<div id="root"><.+<h1[^>]*>/s);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/about-us">`);
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta name="twitter:card"');

  const again = await request.get(path);
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect(await again.text()).toBe(html);
});

test('an unknown path answers 404 with the not-found screen drawn, and is cached as such', async ({
  request,
}) => {
  const answer = await request.get('/no-such-page-here');
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  expect((await request.get('/no-such-page-here')).status()).toBe(404);
});

test('a page is kept once per language: the cookie’s choice, else Accept-Language’s; the client cannot name the copy', async ({
  request,
}, testInfo) => {
  const path = uncachedPath('/about-us', testInfo);
  const drawnIn = async (headers: Record<string, string>) => {
    const answer = await request.get(path, { headers });
    return [answer.headers()['x-cache-status'], /<html lang="(\w+)">/.exec(await answer.text())?.[1]];
  };
  expect(await drawnIn({ 'Accept-Language': 'en-GB,en;q=0.9' })).toEqual(['MISS', 'en']);
  expect(await drawnIn({ 'Accept-Language': 'nl, de;q=0.8' })).toEqual(['MISS', 'de']);
  expect(await drawnIn({ 'Accept-Language': 'de-AT' })).toEqual(['HIT', 'de']);
  // The choice made in the footer, repeated in the cookie, over the browser's languages.
  expect(await drawnIn({ 'Accept-Language': 'de', Cookie: 'necs_language=fr' })).toEqual(['MISS', 'fr']);
  // A client's X-Necs-Language is replaced by the language nginx filed the request under.
  expect(await drawnIn({ 'Accept-Language': 'en', 'X-Necs-Language': 'es' })).toEqual(['HIT', 'en']);
});

test('a request with a Drupal session bypasses the cache and gets its own page, kept private', async ({
  request,
}, testInfo) => {
  const path = uncachedPath('/news', testInfo);
  await request.get(path);
  const member = await request.get(path, { headers: { Cookie: 'SESS0123abcd=member-session' } });
  expect(member.headers()['x-cache-status']).toBe('BYPASS');
  expect(member.headers()['cache-control']).toBe('private, no-store');
  // Drawn for that session (src/server/member-render.ts): one Drupal no longer knows draws a visitor's page,
  // which says so (a reader of null).
  expect(await member.text()).toContain(
    '<script type="application/json" id="first-screen-reader">null</script>',
  );
  // And what the member was given never reaches a visitor: the visitor's copy is still the visitor's page.
  const visitor = await request.get(path);
  expect(visitor.headers()['x-cache-status']).toBe('HIT');
  expect(await visitor.text()).not.toContain('first-screen-reader');
});

test('the refresh secret draws a page afresh into the cache; a wrong one is served from it', async ({
  request,
}, testInfo) => {
  const path = uncachedPath('/conferences', testInfo);
  await request.get(path);
  const wrong = await request.get(path, { headers: { 'X-Necs-Refresh': 'guess' } });
  expect(wrong.headers()['x-cache-status']).toBe('HIT');
  const refreshed = await request.get(path, { headers: { 'X-Necs-Refresh': e2eRefreshSecret() } });
  expect(refreshed.headers()['x-cache-status']).toBe('BYPASS');
  expect((await request.get(path)).headers()['x-cache-status']).toBe('HIT');
});

test('a drawn page is kept gzipped once: sent from the cache as stored, unpacked for a client without gzip', async ({
  request,
}, testInfo) => {
  const path = uncachedPath('/about-us', testInfo);
  // The first request takes no gzip, and still the cache is filled with the gzipped page.
  const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['x-cache-status']).toBe('MISS');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const html = await plain.text();
  expect(html).toMatch(/<h1[^>]*>About us<\/h1>/);

  const browser = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(browser.headers()['x-cache-status']).toBe('HIT');
  expect(browser.headers()['content-encoding']).toBe('gzip');
  expect(browser.headers()['vary']).toContain('Accept-Encoding');
  // Compressed on the way, it would come chunked; as stored, it comes with its length, a fraction of the page's.
  expect(Number(browser.headers()['content-length'])).toBeLessThan(html.length / 2);
  expect(await browser.text()).toBe(html);

  const plainAgain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plainAgain.headers()['x-cache-status']).toBe('HIT');
  expect(await plainAgain.text()).toBe(html);
});

test('moving in the app keeps the title, the description and the canonical and OpenGraph address in step', async ({
  page,
  baseURL,
}) => {
  const head = async () =>
    page.evaluate(() => ({
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
    }));
  await page.goto('/about-us');
  const drawn = await head();
  expect(drawn.canonical).toBe(`${baseURL}/about-us`);

  await mainMenu(page).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle(/^News – NECS$/);
  await expect.poll(async () => (await head()).canonical).toBe(`${baseURL}/news`);
  const moved = await head();
  expect(moved.ogUrl).toBe(`${baseURL}/news`);
  expect(moved.description).toBeTruthy();
  expect(moved.description).not.toBe(drawn.description);
});
