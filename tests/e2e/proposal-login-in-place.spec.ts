import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, expireSessions, resetFlood, sandboxControl } from './support/accounts';
import { setHidden } from './support/page-visibility';
import { logInThroughWire } from './support/wire-login';

/**
 * Issue 81, item 3 (docs/behaviour.md, Saving and sending: "A tab that comes back is brought up to date
 * first"): a device left open while its session ended, and newer words saved on another device meanwhile, is
 * shown again. Its catch-up's read meets the ended session: the login in place is offered, and once logged in
 * again the form shows the other device's words before anything is saved; the next edit saves beside them.
 *
 * The developer's panel, only drafted, from whatever it holds (as proposal-season.spec.ts's tests of it); each
 * text names its run.
 */

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const conflict = (page: Page) => page.getByRole('region', { name: 'This proposal was changed elsewhere' });
const isSave = (response: Response) =>
  response.request().method() === 'PUT' && response.url().endsWith('/forms-data/update');

test.slow();

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test('a device brought back after its session ended reads the newer words at the login in place', async ({
  page,
  browser,
}) => {
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const otherRationale = `Saved on the laptop while the phone slept (${tag}).`;
  const chair = `Chaired after the login in place (${tag})`;

  await logInThroughWire(page, DEMO.developer);
  await page.goto('/conference-proposals/panel');
  await expect(field(page, /^Rationale/)).toBeEditable();

  // The other device saves newer words.
  const laptop = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
  });
  try {
    const other = await laptop.newPage();
    await logInThroughWire(other, DEMO.developer);
    await other.goto('/conference-proposals/panel');
    await expect(field(other, /^Rationale/)).toBeEditable();
    const saved = other.waitForResponse(isSave);
    await field(other, /^Rationale/).fill(otherRationale);
    expect((await saved).status()).toBe(200);
  } finally {
    await laptop.close();
  }

  // The session ends on the server while this device sleeps; then it is shown again.
  await expireSessions(page, DEMO.developer.mail);
  await sandboxControl(page, 'expire-proposal-tokens', { mail: DEMO.developer.mail });
  await setHidden(page, true);
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => drawn(null))));
  await setHidden(page, false);

  // The catch-up's read is refused: the login in place is offered, never passed over.
  const notice = page.getByRole('region', { name: 'Your session has ended' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Log in again' }).click();
  await notice.getByLabel('E-mail').fill(DEMO.developer.mail);
  await notice.getByLabel('Password').fill(DEMO.developer.password);
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/forms-data/update')) saves += 1;
  });
  await notice.getByRole('button', { name: 'Login' }).click();

  await expect(field(page, /^Rationale/)).toHaveValue(otherRationale);
  expect(saves).toBe(0);
  const answered = page.waitForResponse(isSave);
  await field(page, /^Chair/).fill(chair);
  expect((await answered).status()).toBe(200);
  await expect(conflict(page)).toHaveCount(0);
  await page.reload();
  await expect(field(page, /^Rationale/)).toHaveValue(otherRationale);
  await expect(field(page, /^Chair/)).toHaveValue(chair);
});
