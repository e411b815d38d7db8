import type { APIRequestContext, Page } from '@playwright/test';
import { mainMenu } from './support/public-site-steps';
import { expect, test } from './support/test';

/**
 * Issue 28: a shared link to a public page previews with a picture; the browser keeps the head in step as the
 * reader moves. The head the server draws (an `og:image` that loads, with its size and alt text and a large
 * image card) and the site's own 1200 × 630 PNG are tests/sandbox/link-previews.test.ts's.
 *
 * Only a browser shows: the head kept in step as the app moves on, one of each tag, on screens the server did not
 * draw.
 */
async function expectImage(request: APIRequestContext, url: string | undefined) {
  expect(url, 'og:image').toMatch(/^https?:\/\//);
  const answer = await request.get(url!);
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()['content-type'], url).toMatch(/^image\//);
}

const headImage = (page: Page) =>
  page.locator('head meta[property="og:image"]').getAttribute('content', { timeout: 1_000 });

test('the head keeps its og:image as the reader moves, one of each tag, on screens the server did not draw too', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await mainMenu(page).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/news$/);
  await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);
  await expectImage(request, (await headImage(page)) ?? undefined);

  await page.goto('/about-static');
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(page.locator('head meta[property="og:image:alt"]')).toHaveCount(1);
  await expectImage(request, (await headImage(page)) ?? undefined);
});
