import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { violations } from './support/axe-violations';
import { englishLeft } from './support/english-left';

/** The words a member journey is found by in German (the catalogues' own). */
const GERMAN = {
  email: 'E-Mail',
  password: 'Passwort',
  logIn: 'Anmelden',
  logOut: 'Abmelden',
  newTopic: 'Neues Thema',
  title: 'Titel',
  sendPaper: 'Vortragsvorschlag senden',
  account: 'Konto',
} as const;

/**
 * The frame's own words around the screen: the skip link, the account actions, the footer's contacts and language
 * picker. The menus' items are the content system's (their language is the content's), so they are left out.
 */
async function frameEnglishLeft(page: Page, language: string, account: string) {
  const parts = [
    page.locator('a[href="#main"]'),
    page.getByRole('navigation', { name: account }),
    page.locator('footer section'),
    page.locator('footer form'),
  ];
  return (await Promise.all(parts.map((part) => englishLeft(part, language)))).flat();
}

/**
 * Issue 19: a member's journey in German, chosen by the address's ?language= (the footer's picker without its
 * code) and kept for the rest of the visit: the login, a group with the New Topic form, a proposal form and the
 * member area, each in German, with no English word of the portal's own in the parts checked, and clean under
 * axe's full rule set. French and Spanish are checked the same way in jsdom under the rules a translation can
 * break (tests/ui/screens-in-french-and-spanish.test.tsx).
 *
 * Only a browser shows: the language chosen by the address kept through a real login and page loads, the document's
 * `lang` as served, and axe on each rendered screen.
 */
test('a member logs in, opens a group, a proposal form and the member area in German', async ({ page }) => {
  test.setTimeout(90_000);
  await resetFlood(page);
  await page.goto('/user/login?language=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await frameEnglishLeft(page, 'de', GERMAN.account), 'a visitor’s frame').toEqual([]);
  const form = page.locator('main form');
  await form.getByLabel(GERMAN.email).fill(DEMO.member.mail);
  await form.getByLabel(GERMAN.password).fill(DEMO.member.password);
  expect(await englishLeft(form, 'de')).toEqual([]);
  expect(await violations(page), 'login').toEqual([]);
  await form.getByRole('button', { name: GERMAN.logIn }).click();
  await expect(page.getByRole('button', { name: GERMAN.logOut })).toBeVisible();

  await page.goto('/group/1');
  const newTopic = page.getByRole('region', { name: GERMAN.newTopic });
  await expect(newTopic.getByRole('textbox', { name: GERMAN.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await englishLeft(newTopic, 'de')).toEqual([]);
  expect(await violations(page), 'group').toEqual([]);

  await page.goto('/conference-proposals/paper');
  const send = page.getByRole('button', { name: GERMAN.sendPaper });
  await expect(send).toBeVisible();
  expect(await englishLeft(page.locator('main'), 'de')).toEqual([]);
  expect(await violations(page), 'proposal form').toEqual([]);

  await page.goto('/my-necs');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await englishLeft(page.locator('main'), 'de')).toEqual([]);
  expect(await frameEnglishLeft(page, 'de', GERMAN.account), 'a member’s frame').toEqual([]);
  expect(await violations(page), 'member area').toEqual([]);
});
