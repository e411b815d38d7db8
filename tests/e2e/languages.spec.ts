import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, resetFlood } from './support/accounts';
import { axeRulesIn, violations } from './support/axe-violations';
import { englishLeft } from './support/english-left';

/** The words a member journey is found by, in each language (the catalogues' own). */
const WORDS = {
  de: {
    email: 'E-Mail',
    password: 'Passwort',
    logIn: 'Anmelden',
    logOut: 'Abmelden',
    newTopic: 'Neues Thema',
    title: 'Titel',
    sendPaper: 'Vortragsvorschlag senden',
    account: 'Konto',
  },
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    logOut: 'Se déconnecter',
    newTopic: 'Nouveau sujet',
    title: 'Titre',
    sendPaper: 'Envoyer la proposition de communication',
    account: 'Compte',
  },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    logIn: 'Iniciar sesión',
    logOut: 'Cerrar sesión',
    newTopic: 'Nuevo tema',
    title: 'Título',
    sendPaper: 'Enviar la propuesta de ponencia',
    account: 'Cuenta',
  },
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
 * Issue 19: a member's journey in German, French and Spanish, chosen by the address's ?language= (the footer's
 * picker without its code) and kept for the rest of the visit: the login, a group with the New Topic form,
 * a proposal form and the member area, each in the reader's language, with no English word of the portal's
 * own in the parts checked, and clean under axe (its full rule set in German; in French and Spanish the rules a
 * translation can break, support/axe-violations.ts).
 *
 * Only a browser shows: the language chosen by the address kept through a real login and page loads, the document's
 * `lang` as served, and axe on each rendered screen.
 */
for (const [language, words] of Object.entries(WORDS)) {
  test(`a member logs in, opens a group, a proposal form and the member area in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await resetFlood(page);
    await page.goto(`/user/login?language=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await frameEnglishLeft(page, language, words.account), 'a visitor’s frame').toEqual([]);
    const form = page.locator('main form');
    await form.getByLabel(words.email).fill(DEMO.member.mail);
    await form.getByLabel(words.password).fill(DEMO.member.password);
    expect(await englishLeft(form, language)).toEqual([]);
    expect(await violations(page, axeRulesIn(language)), 'login').toEqual([]);
    await form.getByRole('button', { name: words.logIn }).click();
    await expect(page.getByRole('button', { name: words.logOut })).toBeVisible();

    await page.goto('/group/1');
    const newTopic = page.getByRole('region', { name: words.newTopic });
    await expect(newTopic.getByRole('textbox', { name: words.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await englishLeft(newTopic, language)).toEqual([]);
    expect(await violations(page, axeRulesIn(language)), 'group').toEqual([]);

    await page.goto('/conference-proposals/paper');
    const send = page.getByRole('button', { name: words.sendPaper });
    await expect(send).toBeVisible();
    expect(await englishLeft(page.locator('main'), language)).toEqual([]);
    expect(await violations(page, axeRulesIn(language)), 'proposal form').toEqual([]);

    await page.goto('/my-necs');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await englishLeft(page.locator('main'), language)).toEqual([]);
    expect(await frameEnglishLeft(page, language, words.account), 'a member’s frame').toEqual([]);
    expect(await violations(page, axeRulesIn(language)), 'member area').toEqual([]);
  });
}
