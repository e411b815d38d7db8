import { expect, test } from './support/test';
import { mainMenu } from './support/public-site-steps';

/**
 * The production path (`nginx` project only): nginx with deploy/nginx.conf in front of the first-screen service
 * (`npm run serve`) and its page cache; playwright.config.ts runs it in that project only. What nginx's cache
 * answers to requests of chosen headers (a visitor's page drawn and kept with its head tags, an unknown path a
 * 404, a member's request never meeting the cache, the refresh secret, a page kept gzipped once) is
 * tests/sandbox/nginx-page-cache.test.ts's.
 *
 * Only a browser shows: the head's title, description, canonical and OpenGraph address kept in step as the app
 * moves on from a page nginx served.
 */
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
