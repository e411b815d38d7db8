import type { Locator } from '@playwright/test';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { expect, test } from './support/test';

/**
 * A floating control never covers a form's controls: on a 390 px phone the "Back to top" button, which floats
 * at the window's bottom right, steps aside while the New topic form's last buttons pass under it, and comes
 * back once they are gone.
 *
 * Only a browser shows: boxes on a 390 px viewport while the window scrolls, and the floating button stepping aside as
 * Chromium moves the form under it.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether both are drawn and their boxes meet; a control not drawn covers nothing. */
const overlaps = async (one: Locator, other: Locator) => {
  if ((await one.count()) === 0 || (await other.count()) === 0) return false;
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
};

test('the back-to-top button does not cover the New topic form’s last button', async ({ page }) => {
  await logInThroughWire(page, DEMO.member);
  await page.goto('/group/1');
  const form = page.getByRole('region', { name: 'New topic' });
  const clear = form.getByRole('button', { name: 'Clear', exact: true });
  await expect(clear).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  // The form's buttons at the very bottom of the window, where the button floats.
  await clear.evaluate((button) =>
    window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 4),
  );
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await overlaps(backToTop, clear)).toBe(false);
  expect(await overlaps(backToTop, form.getByRole('button', { name: 'Create Topic' }))).toBe(false);
  // Further down, past the form, the button is offered again.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(backToTop).toBeVisible();
});
