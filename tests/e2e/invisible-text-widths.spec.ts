import {
  BOXED_BY_CHROMIUM,
  DRAWN_CHARACTERS,
  widthsInPage,
  wronglyDrawn,
  ZERO_WIDTH_CHARACTERS,
} from '../support/drawn-widths';
import { expect, test } from './support/test';

/**
 * Issue 61: the rule that refuses invisible text is held to what Chromium draws, on a page of the portal in its
 * own type: every character it counts as drawn 0 px wide is, but for the few ignorable ones Chromium draws as a
 * missing-glyph box, and the characters that must draw do.
 *
 * Only a browser shows: the widths Chromium's text shaping and the portal's own fonts really draw for each character;
 * jsdom lays out nothing and has no fonts.
 */
test('every character the rule calls invisible draws 0 px wide, and the visible ones draw', async ({
  page,
}) => {
  await page.goto('/group');
  expect(ZERO_WIDTH_CHARACTERS.length).toBeGreaterThan(4_000);
  const zero = await page.evaluate(widthsInPage, ZERO_WIDTH_CHARACTERS);
  expect(wronglyDrawn(ZERO_WIDTH_CHARACTERS, zero, true)).toEqual(BOXED_BY_CHROMIUM);
  const drawn = await page.evaluate(widthsInPage, DRAWN_CHARACTERS);
  expect(wronglyDrawn(DRAWN_CHARACTERS, drawn, false)).toEqual([]);
});
