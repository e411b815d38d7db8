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
