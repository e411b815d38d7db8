import { expect, test } from './support/test';
import { uncachedPath, whileDrupalUnreachable } from './support/page-cache';

/**
 * The production path with the content system down (`nginx` project only): a page nginx has not cached answers
 * 503 with Retry-After, so a crawler comes back instead of keeping an error or an empty page, and the body is the
 * app, which a visitor's browser draws with its own error state and Try again. Nothing of it is kept in the cache.
 *
 * Only a browser shows: nginx in front of the stack answering while Drupal is unreachable, and a real browser drawing
 * the app's error state from the 503's body.
 */
test('a page drawn while Drupal is down answers 503 with Retry-After and the app, and is not cached', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const path = uncachedPath('/about-us', testInfo);
  await whileDrupalUnreachable(baseURL ?? '', async () => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(503);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    expect(answer.headers()['x-cache-status']).not.toBe('HIT');
    expect(await answer.text()).toContain('<div id="root"></div>');

    const document = await page.goto(path);
    expect(document?.status()).toBe(503);
    await expect(page.getByRole('banner')).toBeVisible();
  });
  // Drupal back: the same address is drawn now, not served from a kept error.
  const back = await request.get(path);
  expect(back.status()).toBe(200);
  expect(await back.text()).not.toContain('<div id="root"></div>');
});
