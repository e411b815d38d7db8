import type { Browser, Page, Response } from '@playwright/test';
import { expect, test } from './test';
import type { DemoAccount } from './accounts';
import { logInThroughWire } from './wire-login';

/** A proposal form's text field by its label. */
export const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** The form's status line: "Saving…", "Saved at …" and the like. */
export const status = (page: Page) => page.getByRole('status').filter({ hasText: /Sav|saved/ });

export const isSave = (response: Response) =>
  response.request().method() === 'PUT' && response.url().endsWith('/forms-data/update');

/** Opens a kind's form and waits for it to be editable (drawn by the browser, its draft read). */
export async function openForm(page: Page, kind: 'panel' | 'workshop', firstField: RegExp): Promise<void> {
  await page.goto(`/conference-proposals/${kind}`);
  await expect(field(page, firstField)).toBeEditable();
}

/** Makes an edit and waits for its save to be answered with `expected` (a "Saved at" of an earlier save does not count). */
export async function editAnswered(page: Page, edit: () => Promise<void>, expected = 200): Promise<void> {
  const answered = page.waitForResponse(isSave);
  await edit();
  expect((await answered).status()).toBe(expected);
}

/** A second device of the same member: a phone of its own browser context, logged in. */
export async function onAnotherDevice<T>(
  browser: Browser,
  account: DemoAccount,
  use: (phone: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const phone = await context.newPage();
    await logInThroughWire(phone, account);
    return await use(phone);
  } finally {
    await context.close();
  }
}
