import { expect, type Locator, type Page } from '@playwright/test';
import { demoAccount, type DemoAccountKey } from '../../sandbox/demo-data/accounts';

/** What the picture's person is doing: the page, its width, and the sandbox's test controls. */
export interface Scene {
  readonly page: Page;
  readonly width: number;
  readonly who: 'visitor' | DemoAccountKey;
  /** POSTs one of the sandbox's test controls (`/__sandbox/{name}`) with this run's secret. */
  control(name: 'expire-sessions', body?: object): Promise<void>;
}

/** A step after the page has settled and before the picture; it waits for what it shows. */
export type Act = (scene: Scene) => Promise<void>;

const PHONE = 960;
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });
/** A `<details>` toggle by its whole name (tests/e2e/support/public-site-steps.ts says why). */
const toggle = (scope: Locator, name: string) =>
  scope.locator('summary').filter({ hasText: new RegExp(`^${name}$`) });

export const openMenu: Act = async ({ page }) => {
  await toggle(mainMenu(page), 'Menu').click();
  await expect(mainMenu(page).getByRole('link', { name: 'News' })).toBeVisible();
};

/** A main-menu link followed as a person would: on a phone, from the open menu panel. */
async function followMenuLink(scene: Scene, name: string): Promise<void> {
  if (scene.width < PHONE) await openMenu(scene);
  await mainMenu(scene.page).getByRole('link', { name, exact: true }).click();
}

/** On a phone the submenu sits in the open menu panel. */
export const openSubmenu =
  (parent: string): Act =>
  async (scene) => {
    if (scene.width < PHONE) await openMenu(scene);
    await toggle(mainMenu(scene.page), `${parent} submenu`).click();
    await expect(toggle(mainMenu(scene.page), `${parent} submenu`).locator('..')).toHaveAttribute('open', '');
  };

/** The login screen's refusal: with a wrong password, or the account's own (blocked, locked). */
export const failedLogin =
  (password?: string): Act =>
  async ({ page, who }) => {
    const account = demoAccount(who === 'visitor' ? 'member' : who);
    await page.getByLabel('E-mail').fill(account.mail);
    await page.getByLabel('Password').fill(password ?? account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  };

export const toNewTopic: Act = async ({ page }) => {
  const form = page.getByRole('region', { name: /^(New topic|Neues Thema)$/ });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
};

/** The footer's language choice, then whatever else the screen shows. */
export const chooseLanguage =
  (label: string, then?: Act): Act =>
  async (scene) => {
    await scene.page.getByRole('combobox', { name: 'Language' }).selectOption({ label });
    await expect(scene.page.locator('html')).not.toHaveAttribute('lang', /^en/);
    // The page's text in the new language is asked for after the switch, not always at once: settle() then
    // waits for it (its loading state) and the network.
    await scene.page.waitForTimeout(500);
    await scene.page.waitForLoadState('networkidle');
    await scene.page.evaluate(() => window.scrollTo(0, 0));
    await then?.(scene);
  };

/** Down the page and a little back up: the header comes back (use-scroll-navbar.ts). */
export const scrollBackUp: Act = async ({ page }) => {
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(300);
  await page.mouse.wheel(0, -200);
  await page.waitForTimeout(300);
};

/** The send question, asked after a title is typed; it is not answered. */
export const askToSend: Act = async ({ page }) => {
  await page.getByRole('textbox', { name: /^Title/ }).fill('Slow cinema and the archive');
  await expect(page.getByText(/^Saved at/)).toBeVisible();
  await page.getByRole('button', { name: 'Send paper proposal' }).click();
  await expect(page.getByRole('dialog', { name: 'Send your paper proposal?' })).toBeVisible();
};

/** An edit made offline: kept on this device only. */
export const goOffline: Act = async ({ page }) => {
  await page.context().setOffline(true);
  await page.getByRole('textbox', { name: /^Title/ }).fill('Duration as a method');
  await expect(page.getByText('Saved on this device only')).toBeVisible({ timeout: 8000 });
};

/** A page answer that never comes: "Still loading…" after five seconds on the page's clock. */
export const stallNextPage: Act = async (scene) => {
  const { page } = scene;
  await page.route('**/necs-json/get/page?**', () => undefined);
  await followMenuLink(scene, 'News');
  await page.clock.fastForward(5_000);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Still loading');
};

/** Logout ends every session it opened; the header offers the login again. */
export const logOut: Act = async ({ page }) => {
  await accountNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
};

/** The proposal system cannot be reached to end its session (the screen opened a proposal form first). */
export const failProposalLogout: Act = async (scene) => {
  await scene.page.route('**/proposals/logout', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Unavailable"}' }),
  );
  await accountNav(scene.page).getByRole('button', { name: 'Logout' }).click();
  await expect(scene.page.getByRole('region', { name: 'Logout not complete' })).toBeVisible();
};

/** The sessions end while the member reads; the next page says so and offers a login in place. */
export const attachSessionEnded: Act = async (scene) => {
  await scene.control('expire-sessions', { mail: demoAccount('member').mail });
  await followMenuLink(scene, 'News');
  await expect(scene.page.getByRole('region', { name: 'Your session has ended' })).toBeVisible();
};

/** An edit the proposal system answered with 500, then a reload: the device's copy is offered beside the saved one. */
export const offerRestore: Act = async ({ page }) => {
  const title = page.getByRole('textbox', { name: /^Title/ });
  await title.fill('Slow cinema and the archive');
  await expect(page.getByText(/^Saved at/)).toBeVisible();
  await page.route('**/forms-data/update', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' }),
  );
  await title.fill('Duration as a method of film historiography');
  await expect(page.getByText(/A copy is kept on this device/)).toBeVisible({ timeout: 8000 });
  await page.reload();
  const offer = page.getByRole('region', { name: /on this device/ });
  await expect(offer).toBeVisible();
  await offer.scrollIntoViewIfNeeded();
};
