import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { STOCK_DRUPAL_TOO } from './support/drupal-mode';

/**
 * The call's texts as docs/behaviour.md (Event settings) has them: each, the intro of each kind included,
 * shows --- when missing. The sandbox's call leaves the workshop's intro blank. Run
 * against a stock Drupal through nginx (`nginx-core-drupal`; without nginx, against both Drupals).
 *
 * Only a browser shows: the placeholder's computed type, colour and box against a real intro's, where it stands between
 * kinds and form, and the server-drawn first screen after a real reload.
 */

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

/** How a paragraph of the call's texts looks: its type and colour, its block's width and where it starts. */
const looksOf = (paragraph: Locator) =>
  paragraph.evaluate((element) => {
    const style = getComputedStyle(element);
    const block = getComputedStyle(element.parentElement!);
    return {
      color: style.color,
      font: [style.fontFamily, style.fontSize, style.fontWeight, style.lineHeight].join(' '),
      blockWidth: block.maxWidth,
      left: Math.round(element.getBoundingClientRect().left),
    };
  });

const kinds = (page: Page) => page.getByRole('navigation', { name: 'Proposal kinds' });
const title = (page: Page) => page.getByRole('textbox', { name: /^Title/ });

/** The intro's paragraph is the `---`'s place: below the kinds, above the form. */
async function expectBetweenKindsAndForm(page: Page, paragraph: Locator): Promise<void> {
  const [nav, intro, field] = await Promise.all(
    [kinds(page), paragraph, title(page)].map(async (part) => (await part.boundingBox())!),
  );
  expect(intro!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height);
  expect(intro!.y + intro!.height).toBeLessThanOrEqual(field!.y);
}

test(
  'the workshop’s missing intro shows ---, where an intro stands and as one looks, drawn by the server and in the browser',
  STOCK_DRUPAL_TOO,
  async ({ page }) => {
    await logInThroughWire(page, DEMO.member);
    await page.goto('/conference-proposals/paper');
    const paperIntro = page.getByText(/^Propose an individual paper/);
    await expect(title(page)).toBeVisible();
    const introLooks = await looksOf(paperIntro);

    await kinds(page).getByRole('link', { name: 'Workshop' }).click();
    const missing = page.getByText('---', { exact: true });
    await expect(missing).toBeVisible();
    await expect(title(page)).toBeVisible();
    const placeholder = missing.locator('xpath=ancestor::p[1]');
    await expect(placeholder).toHaveText(/No introduction to workshop proposals in this call\./);
    expect(await looksOf(placeholder)).toEqual(introLooks);
    await expectBetweenKindsAndForm(page, placeholder);

    // The server draws the call (the form waits for the browser): the --- is in its first screen too.
    await page.reload();
    await expect(missing).toBeVisible();
    await expect(title(page)).toBeVisible();
    await expectBetweenKindsAndForm(page, placeholder);
  },
);
