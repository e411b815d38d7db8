import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { violations } from './support/axe-violations';
import { logInThroughWire } from './support/wire-login';

/**
 * Issue 73, point 4, "Limits told, never cut": a title pasted over its 250 characters is kept whole, the field
 * says by how much it is over, the draft saves and comes back whole, and Send's check names the title. Only a
 * browser shows the paste kept (no maxLength in the drawn input), the save and the reload.
 *
 * The member's paper is shared with the other proposal specs of the worker's stacks: the title is cleared and
 * saved again at the end, so theirs starts as it would have.
 */

/** 262 characters, 12 over the title's limit, telling whose run wrote them. */
const overLongTitle = (tag: string) => `${tag} `.padEnd(262, 'x');
const title = (page: Page) => page.getByRole('textbox', { name: /^Title/ });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Sav|saved/ });
const isSave = (response: Response) =>
  response.request().method() === 'PUT' && response.url().endsWith('/forms-data/update');

/** Waits for the draft's next save to be answered and said: a "Saved at" of an earlier save does not count. */
async function saved(page: Page, edit: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(isSave);
  await edit();
  expect((await answered).ok()).toBe(true);
  await expect(status(page)).toContainText('Saved at');
}

async function overLongTitleKeptAndTold(page: Page, tag: string): Promise<void> {
  const pasted = overLongTitle(tag);
  await resetFlood(page);
  await logInThroughWire(page, DEMO.member);
  await page.goto('/conference-proposals/paper');
  await expect(title(page)).toBeEditable();

  await saved(page, () => title(page).fill(pasted));
  await expect(title(page)).toHaveValue(pasted);
  await expect(title(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(title(page)).toHaveAccessibleDescription('12 characters over the limit of 250');
  await expect(page.getByText('12 characters over the limit of 250')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Drafts are never checked: the whole title was saved, and comes back after a reload.
  await page.reload();
  await expect(title(page)).toHaveValue(pasted);
  await expect(title(page)).toHaveAccessibleDescription('12 characters over the limit of 250');

  // Send's check, before any question, names the title with its limit and the excess, counts it among the
  // fields to see to, and takes the focus there.
  await page.getByRole('button', { name: 'Send paper proposal' }).click();
  await expect(page.getByText(/fields need your attention/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Send your paper proposal?' })).toHaveCount(0);
  await expect(title(page)).toBeFocused();
  await expect(title(page)).toHaveAccessibleDescription(
    'Title has 262 characters, 12 over the limit of 250. 12 characters over the limit of 250',
  );

  await saved(page, () => title(page).fill(''));
  await expect(title(page)).not.toHaveAttribute('aria-invalid');
}

test('a pasted title over its limit is kept whole, told by how much, saved whole and named by Send', async ({
  page,
}) => {
  await overLongTitleKeptAndTold(page, 'desktop');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('a pasted title over its limit is kept whole, told by how much, saved whole and named by Send', async ({
    page,
  }) => {
    await overLongTitleKeptAndTold(page, 'phone');
  });
});
