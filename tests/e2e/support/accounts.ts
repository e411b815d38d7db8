import { expect, type Page } from '@playwright/test';
import { demoAccount, fullName, type DemoAccountKey } from '../../../sandbox/demo-data/accounts';
import {
  CONTROL_SECRET_ENV,
  CONTROL_SECRET_HEADER,
  type ControlName,
} from '../../../sandbox/host/control-secret';

const account = (key: DemoAccountKey) => {
  const seed = demoAccount(key);
  return { mail: seed.mail, password: seed.password, name: fullName(seed) };
};

/** The sandbox's demo accounts (sandbox/demo-data/accounts.ts; README lists them). */
export const DEMO = {
  member: account('member'),
  organizer: account('organizer'),
  editor: account('editor'),
  admin: account('admin'),
  developer: account('developer'),
  guest: account('guest'),
  locked: account('locked'),
} as const;

export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];

/**
 * Logs in through the login screen and waits for the member area, where it leads, to be drawn: the header's My
 * NECS link shows a moment before the move, and a test that went on at once (typing in the header's search)
 * had the move take the page from under it.
 */
export async function logIn(page: Page, account: { mail: string; password: string }): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(account.mail);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: /^My NECS$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/my-necs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My NECS' })).toBeVisible();
}

/**
 * POSTs to one of the sandbox's test controls (`/__sandbox/{name}`) with this run's secret, which
 * playwright.config.ts generates and hands to both the servers it starts and these tests. Without it the
 * controls answer 404, as they do under `npm start`.
 */
export async function sandboxControl(page: Page, name: ControlName, body: object = {}): Promise<void> {
  const secret = process.env[CONTROL_SECRET_ENV];
  if (!secret)
    throw new Error(`${CONTROL_SECRET_ENV} is not set: run the browser tests with playwright.config.ts`);
  const answer = await page.request.post(`/__sandbox/${name}`, {
    data: body,
    headers: { [CONTROL_SECRET_HEADER]: secret },
  });
  expect(answer.status(), `sandbox control ${name}`).toBe(204);
}

/**
 * Clears the sandbox's login-failure counters so tests with wrong passwords do not lock each other out: every
 * browser test logs in from the same address, where Drupal counts an account's failures (and 50 of any).
 */
export async function resetFlood(page: Page): Promise<void> {
  await sandboxControl(page, 'reset-flood');
}

/** Ends sessions in both stand-in systems, as a timeout would (all of them, or one account's). */
export async function expireSessions(page: Page, mail?: string): Promise<void> {
  await sandboxControl(page, 'expire-sessions', mail ? { mail } : {});
}

/** The header's account links (Join/Login or My NECS/Logout, Edit and CMS). */
/** The header's account actions, by the name they have in English or, after a switch, in German. */
export const accountNav = (page: Page, name: 'Account' | 'Konto' = 'Account') =>
  page.getByRole('navigation', { name });

/** Everything the portal keeps in this tab's sessionStorage and in localStorage, as one text. */
export const browserStorage = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
