import { expect, type Page } from '@playwright/test';

/** The sandbox's demo accounts (README lists them). */
export const DEMO = {
  member: { mail: 'member@example.org', password: 'member-pass', name: 'Marta Kowalska' },
  organizer: { mail: 'organizer@example.org', password: 'organizer-pass', name: 'Luca Bianchi' },
  editor: { mail: 'editor@example.org', password: 'editor-pass', name: 'Emma Schneider' },
  admin: { mail: 'admin@example.org', password: 'admin-pass', name: 'Antoine Dubois' },
  developer: { mail: 'developer@example.org', password: 'developer-pass', name: 'Dev Nakamura' },
  guest: { mail: 'guest@example.org', password: 'guest-pass', name: 'Greta Jansen' },
  locked: { mail: 'locked@example.org', password: 'locked-pass', name: 'Lena Locke' },
} as const;

export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];

/** Logs in through the login screen and waits for the member area link. */
export async function logIn(page: Page, account: { mail: string; password: string }): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(account.mail);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: /^My NECS$/ })).toBeVisible();
}

/** Clears the sandbox's login-failure counters so tests with wrong passwords do not lock each other out. */
export async function resetFlood(page: Page): Promise<void> {
  await page.request.post('/__sandbox/reset-flood');
}

/** Ends sessions in both stand-in systems, as a timeout would (all of them, or one account's). */
export async function expireSessions(page: Page, mail?: string): Promise<void> {
  const answer = await page.request.post('/__sandbox/expire-sessions', { data: mail ? { mail } : {} });
  expect(answer.status()).toBe(204);
}

/** The header's account links (Join/Login or My NECS/Logout, Edit and CMS). */
export const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** Everything the portal keeps in this tab's sessionStorage and in localStorage, as one text. */
export const browserStorage = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
