import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, Preferences } from '@/application/preferences/preferences';
import { DocumentLanguage } from '@/ui/app/app';
import { override } from '@/infrastructure/container';
import { PersistentStorage } from '@/application/storage/key-value-storage';
import { catalogueReady, prepareLanguage, translator } from '@/ui/i18n/message-catalogues';
import { shellMessages } from '@/ui/i18n/shell-messages';
import { ServicesProvider } from '@/ui/app/services';
import { LanguageSwitcher } from '@/ui/layout/language-switcher';
import { renderPortal, renderView } from '../support/render-portal';
import { openWorldTab } from '../support/session-fakes';

/** The German words kept word for word (docs/i18n.md, 'Writing a message'), as the portal shows them. */
const GERMAN = {
  loginTitle: 'Anmelden',
  loginButton: 'Anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  save: 'Speichern',
  cancel: 'Abbrechen',
  new: 'Neu',
  ok: 'OK',
  yes: 'Ja',
  no: 'Nein',
  logout: 'Abmelden',
} as const;

describe('messages', () => {
  it.each(Object.entries(GERMAN))('German %s is "%s"', async (key, german) => {
    await catalogueReady('de', shellMessages);
    expect(translator('de', shellMessages)(key as keyof typeof GERMAN)).toBe(german);
  });

  it.each([
    ['fr', 'Connexion', 'Se déconnecter'],
    ['es', 'Iniciar sesión', 'Cerrar sesión'],
  ] as const)('%s has its own words', async (language, loginTitle, logout) => {
    await catalogueReady(language, shellMessages);
    const t = translator(language, shellMessages);
    expect([t('loginTitle'), t('logout')]).toEqual([loginTitle, logout]);
  });

  it('fills placeholders', () => {
    catalogueReady('en', shellMessages);
    expect(translator('en', shellMessages)('languageFailed', { language: 'Deutsch' })).toBe(
      'Deutsch could not be loaded. Check the connection and choose it again.',
    );
  });
});

describe('the language switcher', () => {
  const switcher = () => screen.getByRole('combobox', { name: 'Language' });

  it('offers German, English, French and Spanish (in that order), each by its own name; English is chosen', async () => {
    await renderPortal(openWorldTab(), '/user/login');
    await screen.findByRole('heading', { name: 'Login' });
    const options = within(switcher()).getAllByRole('option');
    expect(
      options.map((option) => [
        option.getAttribute('value'),
        option.textContent,
        option.getAttribute('lang'),
      ]),
    ).toEqual([
      ['de', 'Deutsch', 'de'],
      ['en', 'English', 'en'],
      ['fr', 'Français', 'fr'],
      ['es', 'Español', 'es'],
    ]);
    expect(switcher()).toHaveValue('en');
    expect(LANGUAGES).toHaveLength(4);
  });

  it('shows German labels after switching, and again after a reload', async () => {
    const first = openWorldTab();
    const { unmount } = await renderPortal(first, '/user/login');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Konto' })).getByRole('link', { name: 'Anmelden' }),
    ).toBeInTheDocument();
    unmount();

    // A reload: a new container over the same browser storage.
    await renderPortal(
      openWorldTab({}, [override(PersistentStorage, first.persistentStorage)]),
      '/user/login',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });

  it('keeps the choice in the site-state area of persistent storage, and nothing else there', async () => {
    const worldTab = openWorldTab();
    await renderPortal(worldTab, '/user/login');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    // The choice is made once the screen's catalogues have come (the login screen's own among them).
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(worldTab.persistentStorage.keys()).toEqual(['necs.site']);
    expect(worldTab.persistentStorage.read('necs.site')).toContain('"language":"fr"');
  });

  it('sets the page’s language and writing direction to the choice', async () => {
    const worldTab = openWorldTab();
    await renderView(worldTab, <DocumentLanguage />);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await act(async () => {
      await prepareLanguage('fr');
      worldTab.container.get(Preferences).setLanguage('fr');
    });
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // Repeated for the server, which draws the next first screen in it (src/server/reader-language.ts).
    expect(document.cookie).toContain('necs_language=fr');
  });

  it('repeats a choice in the cookie the moment it is stored, before the page is drawn in it', async () => {
    const worldTab = openWorldTab();
    await renderView(worldTab, <DocumentLanguage />);
    expect(document.cookie).toContain('necs_language=en');
    await act(async () => {
      worldTab.container.get(Preferences).setLanguage('de');
      // Nothing is drawn yet: a reload now must still come from the server in German.
      expect(document.documentElement).toHaveAttribute('lang', 'en');
      expect(document.cookie).toContain('necs_language=de');
    });
  });
});

describe('the language switcher before the code runs', () => {
  /** The picker as the server draws it, read back as a browser without the code would show it. */
  function drawnOnTheServer(address: string) {
    const html = renderToString(
      <ServicesProvider container={openWorldTab().container}>
        <StaticRouter location={address}>
          <LanguageSwitcher />
        </StaticRouter>
      </ServicesProvider>,
    );
    document.body.innerHTML = html;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is a GET form: Apply reloads the page with ?language=, the address’s other parameters kept', () => {
    drawnOnTheServer('/news?field_tax_vocab_news_tid=1');
    const picker = screen.getByRole('combobox', { name: 'Language' });
    const apply = screen.getByRole('button', { name: 'Apply language' });
    const form = picker.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).not.toHaveAttribute('action');
    expect(apply).toHaveAttribute('type', 'submit');
    expect(form).toContainElement(apply);
    expect(picker).toHaveAttribute('name', 'language');
    expect(Object.fromEntries(new FormData(form))).toEqual({ field_tax_vocab_news_tid: '1', language: 'en' });
  });

  it('has no Apply once the code runs: a choice applies at once', async () => {
    await renderPortal(openWorldTab(), '/user/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply language' })).not.toBeInTheDocument();
  });
});
