import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@/application/preferences/preferences';
import { RemoteSystemError } from '@/application/remote-system-error';
import { SessionStore } from '@/application/session/session-store';
import { override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { catalogueReady, translator } from '@/ui/i18n/message-catalogues';
import { shellMessages } from '@/ui/i18n/shell-messages';
import englishShell from '@/ui/i18n/catalogues/en/shell.json';
import { SiteHeader } from '@/ui/layout/site-header';
import { CurrentNodeProvider } from '@/ui/shared/current-node';
import { ErrorState } from '@/ui/shared/error-state';
import { LoadingOverlay } from '@/ui/shared/loading-overlay';
import { Pager } from '@/ui/shared/pager';
import { RouteError } from '@/ui/shared/route-error';
import { DEMO_ACCOUNTS, sessionOf } from '../support/demo-accounts';
import { renderPortal, renderView } from '../support/render-portal';
import { openWorldTab, type WorldTab } from '../support/session-fakes';
import { speak as speakIn } from '../support/speak';

type ShellKey = keyof typeof englishShell;
const VALUES = {
  association: 'NECS',
  item: 'News',
  page: 2,
  pages: 3,
  status: 500,
  seconds: 25,
  system: 'drupal',
  language: 'Deutsch',
};

/**
 * The shell's English messages a reader of `language` must not meet: each one the language words
 * differently (it shares OK, and French shares Menu), with its placeholders filled.
 */
async function englishOnlyIn(language: Language): Promise<string[]> {
  await catalogueReady('en', shellMessages);
  await catalogueReady(language, shellMessages);
  const english = translator('en', shellMessages);
  const own = translator(language, shellMessages);
  return (
    (Object.keys(englishShell) as ShellKey[])
      .filter((key) => english(key, VALUES) !== own(key, VALUES))
      .map((key) => english(key, VALUES).replace(/[\s.…]+$/, ''))
      // A message that is only its placeholder and punctuation (`{label}…`) has no words of its own.
      .filter((text) => /\p{L}{2}/u.test(text))
  );
}

/** What a reader or a screen reader meets in `root`: its text, and the names and hints in its attributes. */
function wordsIn(root: HTMLElement): string[] {
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes];
}

async function expectNoEnglishOfTheShell(root: HTMLElement, language: Language) {
  const words = wordsIn(root);
  const whole = (english: string) => new RegExp(`(^|[^\\p{L}])${english}([^\\p{L}]|$)`, 'u');
  const left = (await englishOnlyIn(language)).filter((english) =>
    words.some((text) => whole(english.replace(/[()]/g, '\\$&')).test(text)),
  );
  expect(left).toEqual([]);
}

describe('the frame every screen shares, in other languages', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  const speak = (language: Language) => speakIn(worldTab.container, language);

  it('names a visitor’s header, menus and footer in German, with no English word of the shell left', async () => {
    const { container } = await renderPortal(worldTab, '/user/login');
    await speak('de');
    const account = within(await screen.findByRole('navigation', { name: 'Konto' }));
    expect(account.getByRole('link', { name: 'Mitglied werden' })).toHaveAttribute('href', '/join');
    expect(account.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    const main = within(screen.getByRole('navigation', { name: 'Hauptmenü' }));
    // A <summary>: a button to the browser, which jsdom's roles do not know.
    expect(main.getByText('Menü', { selector: 'summary' })).toBeInTheDocument();
    const social = within(screen.getByRole('list', { name: 'Soziale Medien' }));
    expect(social.getByRole('link', { name: 'Facebook (öffnet in einem neuen Tab)' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Fußzeile' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Allgemeine Anfragen: office@necs.org');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expectNoEnglishOfTheShell(container, 'de');
  });

  it.each([
    ['fr', 'Compte', 'Adhérer', 'Menu principal', 'Sous-menu'],
    ['es', 'Cuenta', 'Hacerse miembro', 'Menú principal', 'Submenú de'],
  ] as const)('names the frame in %s too', async (language, accountName, join, mainName, submenu) => {
    const { container } = await renderPortal(worldTab, '/user/login');
    await speak(language);
    const account = within(await screen.findByRole('navigation', { name: accountName }));
    expect(account.getByRole('link', { name: join })).toBeInTheDocument();
    const main = within(screen.getByRole('navigation', { name: mainName }));
    // Every submenu's toggle is named in the reader's language around the item's own label.
    const toggles = await main.findAllByText(new RegExp(submenu), { selector: 'summary *' });
    expect(toggles.length).toBeGreaterThan(0);
    await expectNoEnglishOfTheShell(container, language);
  });

  it('offers a member the member area and Logout, and an editor Edit, in German', async () => {
    const member = openWorldTab({}, [override(SessionStore, storeWith(DEMO_ACCOUNTS.editor))]);
    worldTab = member;
    const { container } = await renderView(
      member,
      <CurrentNodeProvider>
        <SiteHeader socialLinks={['facebook']} />
      </CurrentNodeProvider>,
    );
    await speak('de');
    const account = within(await screen.findByRole('navigation', { name: 'Konto' }));
    expect(account.getByRole('link', { name: 'Mein NECS' })).toBeInTheDocument();
    expect(account.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    const edit = await account.findByRole('button', { name: 'Bearbeiten' });
    expect(edit).toHaveAttribute('title', 'Zu dieser Ansicht gibt es keine Seite zum Bearbeiten');
    await expectNoEnglishOfTheShell(container, 'de');
  });

  it('writes the pager’s position with the language’s numbers and words', async () => {
    const pager = { currentPage: 1, totalPages: 3, itemsPerPage: 10, totalItems: 25 };
    const { container } = await renderView(
      worldTab,
      <Pager pager={pager} label="Seiten der Nachrichten" hrefFor={(page) => `/news?page=${page}`} />,
    );
    await speak('de');
    const nav = within(await screen.findByRole('navigation', { name: 'Seiten der Nachrichten' }));
    expect(nav.getByText('Seite 2 von 3')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/news?page=0');
    expect(nav.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/news?page=2');
    await expectNoEnglishOfTheShell(container, 'de');
    await speak('es');
    expect(await nav.findByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('words a failed load by its reason in French, the retry with it', async () => {
    const failure = new RemoteSystemError('drupal', 500);
    const { container } = await renderView(
      worldTab,
      <ErrorState
        title="Les actualités n’ont pas pu être chargées"
        error={failure}
        onRetry={() => undefined}
      />,
    );
    await speak('fr');
    const alert = within(await screen.findByRole('alert'));
    expect(
      alert.getByText('Le système de gestion de contenu a répondu par une erreur (HTTP 500).'),
    ).toBeInTheDocument();
    expect(alert.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(container.textContent).not.toContain('Request failed');
    await expectNoEnglishOfTheShell(container, 'fr');
  });

  it('writes a wait with the language’s ellipsis', async () => {
    await renderView(worldTab, <LoadingOverlay label="Die Seite wird geladen" />);
    await speak('de');
    expect(await screen.findByRole('heading', { name: 'Die Seite wird geladen …' })).toBeInTheDocument();
    await speak('fr');
    expect(await screen.findByRole('heading', { name: 'Die Seite wird geladen…' })).toBeInTheDocument();
  });

  it('says how long a call waited before it gave up, with the language’s plural', async () => {
    const failure = new RemoteSystemError('drupal', null, { reason: 'network', waitedMs: 25_000 });
    await renderView(worldTab, <ErrorState title="Die Seite konnte nicht geladen werden" error={failure} />);
    await speak('de');
    expect(
      await screen.findByText('Innerhalb von 25 Sekunden ist keine Antwort eingetroffen.'),
    ).toBeVisible();
    await speak('es');
    expect(await screen.findByText('No se ha recibido respuesta en 25 segundos.')).toBeVisible();
  });

  it('shows a screen’s unexpected error in Spanish', async () => {
    const { container } = await renderView(worldTab, <RouteError error={new TypeError('x is undefined')} />);
    await speak('es');
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByRole('heading', { level: 1, name: 'Se ha producido un error' })).toBeInTheDocument();
    expect(alert.getByRole('button', { name: 'Volver a cargar' })).toBeInTheDocument();
    // The script engine's own message stays as it came, for whoever is asked to fix it.
    expect(alert.getByText('x is undefined')).toBeInTheDocument();
    await expectNoEnglishOfTheShell(container, 'es');
  });
});

function storeWith(demo: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]): SessionStore {
  const store = new SessionStore(new InMemoryStorage(), { appName: 'necs' });
  store.update({ session: sessionOf(demo) });
  return store;
}
