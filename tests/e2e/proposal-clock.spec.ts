import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';

/**
 * Issue 16, "Trust under faults": an edit the proposal system refused is offered after a reload whatever
 * the device's clock says. The device copy is compared with the server's version, never the device's time
 * with the server's. The developer's drafts are used: no other journey edits them. Its seeded paper is
 * dated in the future by the server, as any paper is for a device whose clock is behind.
 *
 * Only a browser shows: the device's clock moved by Playwright against the server's, the copy kept in the browser's
 * storage through a real reload, and the offer's screenshots at two widths.
 */

const HOUR = 3_600_000;
const UPDATE = '**/forms-data/update';
const isSave = (request: Request) =>
  request.method() === 'PUT' && request.url().endsWith('/forms-data/update');
const title = (page: Page) => page.getByRole('textbox', { name: /^Title/ });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Sav|saved/ });
const offer = (page: Page) => page.getByRole('region', { name: /on this device/ });

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

for (const [clock, offset, kind] of [
  ['an hour behind', -HOUR, 'paper'],
  ['an hour ahead of', HOUR, 'workshop'],
] as const) {
  test(`an edit made while saves fail is offered after a reload, the device clock ${clock} the server’s`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: Date.now() + offset });
    await logInThroughWire(page, DEMO.developer);
    await page.goto(`/conference-proposals/${kind}`);
    const skew = (await page.evaluate(() => Date.now())) - Date.now();
    expect(Math.abs(skew - offset)).toBeLessThan(60_000);

    // A version the proposal system holds, then an edit it answers with 500. The title is new on every
    // attempt: a retry after a failure here would otherwise type what the server already holds, and not save.
    const savedTitle = `Saved ${kind} ${Date.now()}`;
    const saved = page.waitForRequest(isSave);
    await title(page).fill(savedTitle);
    await saved;
    await expect(status(page)).toContainText('Saved at');
    await page.route(UPDATE, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' }),
    );
    await title(page).fill('Typed while saves failed');
    await expect(status(page)).toContainText('Not saved', { timeout: 6000 });
    await expect(status(page)).toContainText('A copy is kept on this device');

    await page.reload();
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText('Typed while saves failed');
    await expect(offer(page)).toContainText(savedTitle);
    await expect(title(page)).toHaveValue(savedTitle);
    await expect(title(page)).toHaveAttribute('readonly', '');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await offer(page).screenshot({ path: testInfo.outputPath(`restore-offer-${kind}-${width}.png`) });
    }

    // The proposal system answers again: the member takes the device's version, and it is saved.
    await page.unroute(UPDATE);
    const resaved = page.waitForRequest(isSave);
    await offer(page).getByRole('button', { name: 'Use the version on this device' }).click();
    await expect(offer(page)).toHaveCount(0);
    await expect(title(page)).toHaveValue('Typed while saves failed');
    expect(JSON.parse((await resaved).postData() ?? '{}').form_json).toContain('Typed while saves failed');
    await expect(status(page)).toContainText('Saved at');
    await page.reload();
    await expect(title(page)).toHaveValue('Typed while saves failed');
    await expect(offer(page)).toHaveCount(0);
  });
}
