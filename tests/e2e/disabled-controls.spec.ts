import type { Locator, Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { expect, test } from './support/test';

/**
 * A disabled control still says what it is: its text stands out from what lies behind it (3:1 at least, where
 * axe skips disabled controls), and in forced colours it takes the reader's colour for inert things, GrayText.
 * The editor's header offers Edit, disabled where the screen has no content-system page (a working group).
 *
 * Only a browser shows: colours and opacity as Chromium computes and cascades them, and forced colours emulated, where
 * the system colour GrayText is the browser's own.
 */
const disabledEdit = async (page: Page) => {
  await logInThroughWire(page, DEMO.editor);
  await page.goto('/group/1');
  const edit = page.getByRole('banner').getByRole('button', { name: 'Edit' });
  await expect(edit).toBeDisabled();
  return edit;
};

/** The reader's colour for inert things, as the browser computes it. */
const grayText = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'GrayText';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

type Rgb = readonly [number, number, number];

/** The text's colour, opacity included, and the first opaque background behind it. */
const textAndBackground = (control: Locator): Promise<{ text: Rgb; background: Rgb }> =>
  control.evaluate((element) => {
    const rgba = (colour: string): [number, number, number, number] => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    let background: [number, number, number] = [255, 255, 255];
    for (let behind: Element | null = element; behind; behind = behind.parentElement) {
      const [r, g, b, a] = rgba(getComputedStyle(behind).backgroundColor);
      if (a === 1) {
        background = [r, g, b];
        break;
      }
    }
    let opacity = 1;
    for (let at: Element | null = element; at; at = at.parentElement)
      opacity *= Number(getComputedStyle(at).opacity);
    const [r, g, b] = rgba(getComputedStyle(element).color);
    const blend = (value: number, under: number) => value * opacity + under * (1 - opacity);
    return {
      text: [blend(r, background[0]), blend(g, background[1]), blend(b, background[2])],
      background,
    };
  });

const luminance = ([r, g, b]: Rgb) => {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

const contrast = (one: Rgb, other: Rgb) => {
  const [a, b] = [luminance(one), luminance(other)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

test('a disabled header button is readable: its text at least 3:1 against the header', async ({ page }) => {
  const { text, background } = await textAndBackground(await disabledEdit(page));
  expect(contrast(text, background)).toBeGreaterThanOrEqual(3);
});

test('in forced colours a disabled header button is drawn in GrayText', async ({ page }) => {
  const edit = await disabledEdit(page);
  await page.emulateMedia({ forcedColors: 'active' });
  await expect(edit).toHaveCSS('color', await grayText(page));
  await expect(edit).toHaveCSS('border-top-color', await grayText(page));
});

test('in forced colours the pager’s inert Previous is drawn in GrayText too', async ({ page }) => {
  await page.goto('/news');
  const previous = page.locator('[data-disabled]').filter({ hasText: 'Previous' }).first();
  await expect(previous).toBeVisible();
  await page.emulateMedia({ forcedColors: 'active' });
  await expect(previous).toHaveCSS('color', await grayText(page));
});
