import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { MEMBER_SCREENS, VISITOR_SCREENS } from './support/screens';
import { expect, test } from './support/test';

/**
 * Reflow (WCAG 1.4.10), which axe does not check: at 320 CSS px no screen, a visitor's or a member's, is wider
 * than the window, so nobody reads it by scrolling sideways. Every screen is measured; all the ones too wide
 * are named at once, each with how many pixels it overflows by.
 *
 * Only a browser shows: layout: each screen's scroll width against a 320 CSS px viewport as Chromium lays it out, fonts
 * and wrapping included.
 */
test.use({ viewport: { width: 320, height: 640 } });

/** The screens wider than the window, with their overflow in px. */
async function tooWide(page: Page, paths: readonly string[], who: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) found.push(`${who} ${path}: ${overflow} px`);
  }
  return found;
}

test('no screen of a visitor or a member scrolls sideways at 320 CSS px', async ({ page }) => {
  test.setTimeout(120_000);
  const visitor = await tooWide(page, VISITOR_SCREENS, 'visitor');
  await logInThroughWire(page, DEMO.member);
  const member = await tooWide(page, MEMBER_SCREENS, 'member');
  expect([...visitor, ...member]).toEqual([]);
});
