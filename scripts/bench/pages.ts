import { expect, type Page } from '@playwright/test';
import { watchNetwork } from './network-quiet';
import { demoAccount } from '../../sandbox/demo-data/accounts';

/** The public pages issue 10 measures: the home page, a CMS page (sandbox/demo-data/pages-about.ts) and news. */
export const PUBLIC_PAGES = [
  { name: 'home', path: '/' },
  { name: 'cms-page', path: '/about-us' },
  { name: 'news', path: '/news' },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The demo member (README, "Demo accounts"): in the Film History group, allowed to propose papers. */
export const MEMBER = demoAccount('member');

/** A group the demo member belongs to, so its page shows the New Topic form with the editor. */
export const MEMBERS_GROUP = '/group/1';
export const PROPOSAL_FORM = '/conference-proposals/paper';
export const MEMBER_AREA = '/my-necs';

/** Loads a page and waits until it has rendered: its heading shown, the network quiet, the fonts loaded. */
export async function openRendered(page: Page, path: string, quietMs = 1000): Promise<void> {
  const network = watchNetwork(page);
  try {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
    await network.quiet(quietMs);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  } finally {
    network.stop();
  }
}

/** Logs in through the portal's own login screen, as tests/e2e/support/accounts.ts does. */
export async function logInAsMember(page: Page): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('E-mail').fill(MEMBER.mail);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: /^My NECS$/ })).toBeVisible({ timeout: 30_000 });
}
