import { expect, test } from './support/test';

/**
 * The built portal as served by the sandbox (`desktop`) and by Debian's nginx with deploy/nginx.conf (`nginx`),
 * in a browser. Its headers, statuses and bodies (the security headers, precompressed hashed files, every app
 * route the app, robots.txt and the sitemap) are tests/sandbox/serving-answers.test.ts's, against both.
 *
 * Only a browser shows: Content-Security-Policy as Chromium enforces it (an injected inline script refused, the
 * starter allowed by its hash) and the loader asked for only after the first contentful paint.
 */

test('a visitor reads the home page and the news with the policy enforced', async ({ page }) => {
  const document = await page.goto('/');
  expect(document?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('list', { name: 'Latest news' }).getByRole('article')).toHaveCount(3);
  // Taken over (support/test.ts waits for it) by the inline starter the policy allows by its hash, which asked
  // for the loader only once the page had painted: nothing but the page's own files before its first paint.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    loader: performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/after-first-paint.js'))?.startTime,
  }));
  expect(timing.loader).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
  await page.goto('/news');
  await expect(page.getByRole('list', { name: 'News' }).getByRole('article').first()).toBeVisible();
});

test('an injected inline script is refused, and the CSP guard fails the test that saw it', async ({
  page,
}) => {
  // Expected to fail: not in its body, which passes, but in the guard of support/test.ts.
  test.fail();
  await page.goto('/');
  // An inline script runs as it is put in, or is refused with an event: the guard's report of it is on its way
  // before the page answers, where a wait of 100 ms let the test end before it on a busy machine.
  const ran = await page.evaluate(async () => {
    const refused = new Promise<void>((resolve) =>
      document.addEventListener('securitypolicyviolation', () => resolve(), { once: true }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__injectedScriptRan = true';
    document.head.append(script);
    if ('__injectedScriptRan' in window) return true;
    await refused;
    return false;
  });
  expect(ran).toBe(false);
});
