import type { APIRequestContext, Page } from '@playwright/test';
import { mainMenu } from './support/public-site-steps';
import { expect, test } from './support/test';

/**
 * Issue 28: a shared link to a public page previews with a picture. The head the server draws names an
 * `og:image` (the page's first image from the content system, else the site's, public/og-image.png) with its
 * size and alt text and a large image card, and the picture it names loads; the browser keeps the head in
 * step as the reader moves.
 *
 * Only a browser shows: the head kept in step as the app moves on, one of each tag, on screens the server did not draw.
 * The tests of the served head and the PNG ask the server alone (docs/ci-move-down.md).
 */
const PUBLIC_PAGES = ['/', '/about-us', '/news', '/conferences', '/about-us/history'];

/** The head's OpenGraph and Twitter tags, key to content, as a crawler reads them from the served HTML. */
function previewTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)">/g)].map(
      ([, key, content]) => [key, content!.replaceAll('&amp;', '&')],
    ),
  );
}

async function expectImage(request: APIRequestContext, url: string | undefined) {
  expect(url, 'og:image').toMatch(/^https?:\/\//);
  const answer = await request.get(url!);
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()['content-type'], url).toMatch(/^image\//);
}

const headImage = (page: Page) =>
  page.locator('head meta[property="og:image"]').getAttribute('content', { timeout: 1_000 });

for (const path of PUBLIC_PAGES) {
  test(`the server-drawn head of ${path} names an og:image that loads, with its size, alt text and a large card`, async ({
    request,
  }) => {
    const tags = previewTags(await (await request.get(path, { headers: { Accept: 'text/html' } })).text());
    await expectImage(request, tags['og:image']);
    expect(Number(tags['og:image:width'])).toBeGreaterThan(0);
    expect(Number(tags['og:image:height'])).toBeGreaterThan(0);
    expect(tags['og:image:alt']).toBeTruthy();
    expect(tags['twitter:card']).toBe('summary_large_image');
  });
}

test('the site’s own preview image is a 1200 × 630 PNG', async ({ request }) => {
  const answer = await request.get('/og-image.png');
  expect(answer.headers()['content-type']).toBe('image/png');
  const png = await answer.body();
  // The IHDR chunk: width and height, big-endian, after the signature and the chunk's length and type.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

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
