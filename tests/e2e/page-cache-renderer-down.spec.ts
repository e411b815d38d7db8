import { expect, test } from './support/test';
import { uncachedPath, whileRendererStopped } from './support/page-cache';

/**
 * The production path with its first-screen service down (`nginx` project only; docs/deploy.md, section 7): it
 * costs the first screen, never the site. A page nginx has not cached is the app, drawn in the browser
 * (`error_page 502 504 = @app`). That a page it has cached is still served from the cache, even once stale, is
 * tests/sandbox/nginx-page-cache.test.ts's. The test stops the shared renderer and starts it again before it ends.
 *
 * Only a browser shows: a real browser drawing the page itself from the bare app nginx answers in the stopped
 * renderer's place.
 */
test('a page nginx has not cached is the app, drawn in the browser, and is not kept in the cache', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const path = uncachedPath('/about-us', testInfo);
  await whileRendererStopped(baseURL ?? '', async () => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await answer.text()).toContain('<div id="root"></div>');

    const document = await page.goto(path);
    expect(await document?.text()).toContain('<div id="root"></div>');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });
  // What nginx answered in the renderer's place was not kept: with the renderer back, the page is drawn.
  const back = await request.get(path);
  expect(back.headers()['x-cache-status']).toBe('MISS');
  expect(await back.text()).toMatch(/<div id="root"><.+<h1[^>]*>About us<\/h1>/s);
});
