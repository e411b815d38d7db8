import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { violations } from './support/axe-violations';
import { logInThroughWire } from './support/wire-login';

/**
 * Issue 73, point 7: sending a paper by keyboard alone. Send checks before it asks and puts the focus on the
 * first thing to fix; the question opens on Keep editing; Escape gives the focus back to Send; Send now ends on
 * the notice that it was sent.
 *
 * Only a browser shows: the platform's own <dialog> (showModal's focus, Escape as its cancel, the page inert
 * behind it) and the Tab order a reader walks. The organizer's paper, which no other browser test edits or
 * sends, so that no test here depends on the order they run in: the member's paper is sent by proposals.spec.ts
 * (its panel and workshop edited there), the admin's paper typed into there, the developer's edited by
 * proposal-clock.spec.ts, and the editor's is seeded sent. accessibility.spec.ts only looks at this paper
 * (axe, passes sent or not; this test runs axe on it sent).
 */

const field = (page: Page, name: RegExp | string) => page.getByRole('textbox', { name });

/** Types into the focused field, then Tabs on to the next control. */
async function typeThenTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test('a paper sent by keyboard alone: checked first, asked on Keep editing, Escape back to Send', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logInThroughWire(page, DEMO.organizer);
  await page.goto('/conference-proposals/paper');
  const send = page.getByRole('button', { name: 'Send paper proposal' });
  const dialog = page.getByRole('dialog', { name: 'Send your paper proposal?' });
  await expect(field(page, /^Title/)).toBeEditable();

  // Empty: no question, the alert, and the focus on the first field to fix.
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('fields need your attention before sending.');
  await expect(dialog).toHaveCount(0);
  await expect(field(page, /^Title/)).toBeFocused();

  // Filled in by keyboard, in the form's Tab order (Add keyword comes between the keywords and the bio).
  await typeThenTab(page, 'Slow cinema and the archive');
  await expect(field(page, /^Abstract/)).toBeFocused();
  await typeThenTab(page, 'Duration as a method of film historiography.');
  for (const [index, word] of ['slow cinema', 'archive', 'duration'].entries()) {
    await expect(field(page, `Keyword ${index + 1}`)).toBeFocused();
    await typeThenTab(page, word);
  }
  await expect(page.getByRole('button', { name: 'Add keyword' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, /^Short bio/)).toBeFocused();
  await typeThenTab(page, 'Film historian.');
  await expect(field(page, /^References/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Complete: the question, opened on its safe choice; Escape closes it and Send has the focus again.
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('can no longer be edited');
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  expect(await violations(page), 'the send question').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(send).toBeFocused();

  // Asked again, Shift+Tab back to Send now, Enter: sent, the focus on the notice that says so.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Send now' })).toBeFocused();
  await page.keyboard.press('Enter');
  const notice = page.getByText(/This is what you sent/);
  await expect(notice).toBeVisible();
  await expect(page.locator(':focus')).toContainText(/^Sent (at|on) /);
  await expect(field(page, /^Title/)).toHaveAttribute('readonly', '');
  expect(await violations(page), 'the sent paper').toEqual([]);
});
