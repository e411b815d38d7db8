import type { Locator, Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { mainMenu } from './support/public-site-steps';
import { MEMBER_SCREENS, VISITOR_SCREENS } from './support/screens';
import { expect, test } from './support/test';

/**
 * Forced colours (Windows' contrast themes), which replace every colour of the page with the reader's own:
 * what a colour alone told apart must be told by something else. The current menu item and the selected
 * proposal kind keep an underline their neighbours do not have, and a button drawn by its fill keeps an edge.
 *
 * Only a browser shows: forced colours emulated, where Chromium replaces every colour with the reader's own, and the
 * borders it computes then on every rendered screen.
 */
const bottomBorder = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.borderBottomStyle} ${style.borderBottomWidth} ${style.borderBottomColor}`;
  });

/** The current item's underline, then its neighbours'. */
async function currentAndNeighbours(current: Locator, neighbours: Locator) {
  await expect(current).toBeVisible();
  const others = await Promise.all((await neighbours.all()).map(bottomBorder));
  expect(others.length).toBeGreaterThan(0);
  return { current: await bottomBorder(current), others: [...new Set(others)] };
}

test.describe('in forced colours', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('the current menu item has an underline its neighbours do not', async ({ page }) => {
    await page.goto('/news');
    const current = mainMenu(page).locator('li[data-active] > a');
    const { current: underline, others } = await currentAndNeighbours(
      current,
      mainMenu(page).locator('li:not([data-active]) > a').filter({ visible: true }),
    );
    expect(others).not.toContain(underline);
  });

  test('the selected proposal kind has an underline the other kinds do not', async ({ page }) => {
    await logInThroughWire(page, DEMO.member);
    await page.goto('/conference-proposals/paper');
    const kinds = page.locator('a[href^="/conference-proposals/"]');
    const { current, others } = await currentAndNeighbours(
      kinds.and(page.locator('[aria-current="page"]')),
      kinds.and(page.locator(':not([aria-current])')),
    );
    expect(others).not.toContain(current);
  });

  test('every button drawn by its fill keeps an edge, on every screen of a visitor and a member', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const edgeless = [
      ...(await filledWithoutEdge(page, VISITOR_SCREENS, 'visitor')),
      ...(await logInThroughWire(page, DEMO.member).then(() =>
        filledWithoutEdge(page, MEMBER_SCREENS, 'member'),
      )),
    ];
    expect(edgeless).toEqual([]);
  });
});

const FILLED = 'data-filled-control';

/**
 * The buttons and button-like links drawn by a fill (a background other than the page's) in ordinary colours,
 * which have no border left in forced colours, where every fill turns to the reader's one background.
 */
async function filledWithoutEdge(page: Page, paths: readonly string[], who: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.emulateMedia({ forcedColors: 'none' });
    await page.goto(path);
    // Every part of the screen drawn, the lazily loaded ones (the login form) too.
    await page.waitForLoadState('networkidle');
    await page.evaluate((mark) => {
      const page = getComputedStyle(document.body).backgroundColor;
      for (const element of document.querySelectorAll<HTMLElement>(
        'button, summary, a, input[type="submit"], input[type="button"]',
      )) {
        const fill = getComputedStyle(element).backgroundColor;
        const painted = fill !== 'rgba(0, 0, 0, 0)' && fill !== 'transparent' && fill !== page;
        if (painted && element.getClientRects().length > 0) element.setAttribute(mark, '');
      }
    }, FILLED);
    await page.emulateMedia({ forcedColors: 'active' });
    const edgeless = await page.evaluate(
      (mark) =>
        [...document.querySelectorAll<HTMLElement>(`[${mark}]`)]
          .filter((element) => {
            const style = getComputedStyle(element);
            return ['Top', 'Right', 'Bottom', 'Left'].every(
              (side) =>
                style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none' ||
                parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) === 0,
            );
          })
          .map((element) => `${element.tagName.toLowerCase()} “${element.textContent?.trim().slice(0, 40)}”`),
      FILLED,
    );
    found.push(...edgeless.map((control) => `${who} ${path}: ${control}`));
  }
  return found;
}
