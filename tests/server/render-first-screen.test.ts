import { describe, expect, it, vi } from 'vitest';
import type { LanguageHints } from '@/server/reader-language';
import { renderFirstScreenWith } from '@/server/render-first-screen';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';
import { expectConsole } from '../support/console-expectations';
import { startStallingServer } from '../support/stalling-server';

/** The portal's own React tree, drawn on the server with the sandbox's answers, as a visitor sees it. */
describe('renderFirstScreenWith', () => {
  const { render, sandboxUrl } = useFirstScreenSuite();

  it('draws the page, the menus and the lists, with the answers the browser needs to take over', async () => {
    const outcome = await render('/news');
    expect(outcome.kind).toBe('page');
    const screen = drawn(outcome);
    expect(screen?.title).toBe('News – NECS');
    expect(screen?.location).toBeNull();
    expect(screen?.html).toMatch(/<h1[^>]*>News<\/h1>/);
    expect(screen?.html).toContain('aria-label="Main"');
    expect(screen?.html).toContain('aria-label="News"');
    expect(Object.keys(screen?.answers ?? {})).toEqual(
      expect.arrayContaining(['menu:main', 'menu:footer', 'page:/news', 'news-filter-options']),
    );
  });

  it('draws a conference page with its calendar link, and lists the link’s styles for the head', async () => {
    const screen = drawn(await render('/conferences/2027-lisbon'));
    expect(screen?.html).toMatch(/<a [^>]*href="\/conferences\/\d+\.ics" download="">Add to calendar/);
    expect(screen?.modules).toContain('src/ui/calendar/add-to-calendar.tsx');
    const about = drawn(await render('/about-us'));
    expect(about?.html).not.toContain('.ics');
    expect(about?.modules).not.toContain('src/ui/calendar/add-to-calendar.tsx');
  });

  it('writes the canonical link and OpenGraph tags on the portal’s public address, and none without one', async () => {
    const site = 'https://portal.example.org';
    const withSite = drawn(await render('/about-us', site));
    expect(withSite?.headTags).toContain('<link rel="canonical" href="https://portal.example.org/about-us">');
    expect(withSite?.headTags).toContain(
      '<meta property="og:url" content="https://portal.example.org/about-us">',
    );
    expect(withSite?.headTags).toContain('<meta property="og:type" content="website">');
    expect(withSite?.headTags).not.toContain(sandboxUrl());
    // Without the public address (siteUrl in config.json, or the host's), no absolute link can be written.
    expect(drawn(await render('/about-us'))?.headTags).toBe('');
  });

  it('sanitizes the CMS HTML it draws, and draws its addresses as the browser would (relative)', async () => {
    const screen = drawn(await render('/about-us'));
    expect(screen?.html).not.toMatch(/<script|onerror=|javascript:/i);
    expect(screen?.html).toContain('href="/cms/sites/default/files/necs-statutes.pdf"');
    expect(screen?.html).not.toContain(sandboxUrl());
  });

  it('draws the not-found screen for a path without a page, where the app shows it (/404/…)', async () => {
    const outcome = await render('/no-such-page');
    expect(outcome.kind).toBe('not-found');
    const screen = drawn(outcome);
    expect(screen?.location).toBe('/404/no-such-page');
    expect(screen?.title).toBe('Page not found – NECS');
    expect(screen?.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(screen?.html).toMatch(/<code>\/(<!-- -->)?no-such-page<\/code>/);
    expect(screen?.html).toContain('aria-label="Main"');
    expect(screen?.modules).toEqual(['src/ui/pages/not-found-page.tsx']);
  });

  it('draws the screen in the language ?language= chose (the footer’s picker without code), as the browser will stand: without the parameter', async () => {
    const screen = drawn(await render('/news?language=de&field_tax_vocab_news_tid=1'));
    expect(screen?.lang).toBe('de');
    expect(screen?.html).toContain('>Anmelden</a>');
    expect(screen?.html).toMatch(/<option value="de" lang="de" selected="">Deutsch<\/option>/);
    // The form keeps the address's other parameters, and the drawn address has no language in it.
    expect(screen?.html).toContain('<input type="hidden" name="field_tax_vocab_news_tid" value="1"/>');
    expect(screen?.html).not.toMatch(/language=de/);
    expect(screen?.location).toBeNull();
  });

  it('draws the screen in the language the address chose, <html lang> with it; an unknown one reads English', async () => {
    const french = drawn(await render('/about-us?language=fr'));
    expect(french?.lang).toBe('fr');
    expect(french?.html).toMatch(/<option value="fr" lang="fr" selected="">/);
    expect(french?.html).toContain('<label for="');
    expect(french?.html).toMatch(/>Langue<\/label>/);
    const unknown = drawn(await render('/about-us?language=xx'));
    expect(unknown?.lang).toBe('en');
    expect(unknown?.html).toMatch(/<option value="en" lang="en" selected="">/);
  });

  it('draws the screen in the reader’s language when the address chose none, the address’s choice first', async () => {
    const hinted = (path: string, hints: LanguageHints) => render(path, null, hints);
    const german = drawn(await hinted('/about-us', { acceptLanguage: 'de-CH,de;q=0.9' }));
    expect(german?.lang).toBe('de');
    expect(german?.html).toContain('aria-label="Hauptmenü"');
    expect(german?.html).toContain('>Zum Inhalt springen</a>');
    const chosen = drawn(await hinted('/about-us?language=es', { cookie: 'necs_language=fr' }));
    expect(chosen?.lang).toBe('es');
    // Without JavaScript the drawn screen works; what does not is said in its language.
    expect(german?.withoutScript).toBe('Die Anmeldung und die Seiten für Mitglieder benötigen JavaScript.');
    expect(drawn(await render('/about-us'))?.withoutScript).toBe(
      'Logging in and the members’ pages need JavaScript.',
    );
  });

  it('moves a not-found screen with the language its address chose, for the browser to take it there', async () => {
    const screen = drawn(await render('/no-such-page?language=de'));
    expect(screen?.location).toBe('/404/no-such-page?language=de');
    expect(screen?.lang).toBe('de');
    expect(drawn(await render('/404/nowhere?language=de'))?.location).toBeNull();
  });

  it('titles and draws the not-found screen in the language the address chose', async () => {
    const german = drawn(await render('/no-such-page?language=de'));
    expect(german?.title).toBe('Seite nicht gefunden – NECS');
    expect(german?.html).toMatch(/<h1[^>]*>Seite nicht gefunden<\/h1>/);
    expect(german?.html).toMatch(/Wir konnten (<!-- -->)?<code>\/(<!-- -->)?no-such-page<\/code>/);
    expect(drawn(await render('/404/nowhere?language=es'))?.title).toBe('Página no encontrada – NECS');
  });

  it('moves a not-found screen to an address encoded once, and names the path as the reader wrote it', async () => {
    const spaced = drawn(await render('/no%20such%20page'));
    expect(spaced?.location).toBe('/404/no%20such%20page');
    expect(spaced?.html).toMatch(/<code>\/(<!-- -->)?no such page<\/code>/);
    expect(drawn(await render('/%C3%BCber/uns'))?.location).toBe('/404/%C3%BCber%2Funs');
    // A malformed escape cannot be read: it is encoded as it came (React Router says it could not decode it).
    expectConsole('warn', /could not be decoded because it is a malformed URL segment/);
    expect(drawn(await render('/bad%E0%A4'))?.location).toBe('/404/bad%25E0%25A4');
  });

  it('draws a not-found screen without a word to the console: no <Navigate> under the server’s router', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    for (const path of ['/no-such-page', '/group/999', '/group/abc'])
      expect((await render(path)).kind, path).toBe('not-found');
    expect([...warn.mock.calls, ...error.mock.calls].map(String)).toEqual([]);
  });

  it('draws the not-found screen at its own address too', async () => {
    const outcome = await render('/404/nowhere');
    expect(outcome.kind).toBe('not-found');
    expect(drawn(outcome)?.location).toBeNull();
    expect(drawn(outcome)?.html).toMatch(/<code>\/(<!-- -->)?nowhere<\/code>/);
  });

  it('leaves the members’ screens to the browser', async () => {
    await expect(render('/group_topics/single/902')).resolves.toEqual({ kind: 'browser' });
    await expect(render('/conference-proposals')).resolves.toEqual({ kind: 'browser' });
  });

  it('draws the working groups as a visitor sees them: the list for the sort and page asked, a group with its leaders and no topic', async () => {
    const site = 'https://portal.example.org';
    const list = drawn(await render('/group?sort_by=created&sort_order=DESC', site));
    expect(list?.title).toBe('Working groups – NECS');
    expect(list?.html).toMatch(/<h1[^>]*>Working groups<\/h1>/);
    expect(list?.headTags).toContain('<link rel="canonical" href="https://portal.example.org/group">');
    expect(list?.modules).toEqual([
      'src/ui/groups/group-list-page.tsx',
      'src/infrastructure/group-reading-bindings.ts',
    ]);
    const outcome = await render('/group/1', site);
    expect(outcome.kind).toBe('page');
    const group = drawn(outcome);
    expect(group?.title).toBe('Film History – NECS');
    expect(group?.description).toMatch(/^Early cinema, film archives and historiography\./);
    expect(group?.headTags).toContain('<meta property="og:title" content="Film History">');
    expect(group?.headTags).toContain(
      '<meta property="og:url" content="https://portal.example.org/group/1">',
    );
    expect(group?.html).toMatch(/Log in<\/a> to join this group/);
    expect(group?.html).toContain('Luca Bianchi');
    expect(Object.keys(group?.answers ?? {})).not.toContain('group:1:topics');
  });

  it('draws the not-found screen for an unknown group and for a group address that names none', async () => {
    for (const [path, location] of [
      ['/group/999', '/404/group%2F999'],
      ['/group/abc', '/404/group%2Fabc'],
    ]) {
      const outcome = await render(path!);
      expect(outcome.kind).toBe('not-found');
      expect(drawn(outcome)?.location).toBe(location);
      expect(drawn(outcome)?.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    }
  });

  it('draws the static about page in the reader’s language, with its head', async () => {
    const about = drawn(await render('/about-static?language=de', 'https://portal.example.org'));
    expect(about?.lang).toBe('de');
    expect(about?.html).toMatch(/<h1[^>]*>European Network for Cinema and Media Studies<\/h1>/);
    expect(about?.headTags).toContain(
      '<link rel="canonical" href="https://portal.example.org/about-static">',
    );
    expect(about?.modules).toEqual(['src/ui/pages/about-page.tsx']);
  });

  it.each(['/user/login', '/user/first-login'])(
    'draws the login form at %s in <main>, titled and kept out of search results, with no sharing tags and a button that waits for the code',
    async (path) => {
      const outcome = await render(`${path}?language=de`, 'https://portal.example.org');
      expect(outcome.kind).toBe('page');
      const login = drawn(outcome);
      expect(login?.title).toBe('Anmelden – NECS');
      expect(login?.description).toBeNull();
      expect(login?.headTags.trim()).toBe('<meta name="robots" content="noindex">');
      expect(login?.modules).toEqual(['src/ui/session/login-page.tsx']);
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(login?.html ?? '')?.[1] ?? '';
      expect(main).toMatch(/<form[^>]*>[\s\S]*type="email"[\s\S]*type="password"/);
      expect(main).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Anmelden<\/button>/);
      expect(main).toMatch(/<noscript><p[^>]*>Die Anmeldung benötigt JavaScript/);
    },
  );

  it('says the content system is unavailable when an answer fails', async () => {
    await expect(
      renderFirstScreenWith('/news', { cmsUrl: '/cms/' }, 'http://127.0.0.1:1/cms/'),
    ).resolves.toEqual({
      kind: 'unavailable',
      cause: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED/) }),
    });
  });

  it('gives up on a content system that does not answer once the signal aborts', async () => {
    const drupal = await startStallingServer();
    try {
      // The server never answers: an outcome at all is the signal's doing, its message says so.
      const outcome = await renderFirstScreenWith('/news', {}, drupal.url, AbortSignal.timeout(300));
      expect(outcome).toEqual({
        kind: 'unavailable',
        cause: expect.objectContaining({ message: expect.stringMatching(/timeout/) }),
      });
      expect(drupal.received()).toBeGreaterThan(0);
    } finally {
      await drupal.close();
    }
  });
});
