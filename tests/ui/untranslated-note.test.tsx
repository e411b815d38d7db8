import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Language, Preferences } from '@/application/preferences/preferences';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import { renderPortal } from '../support/render-portal';
import { openWorldTab, type WorldTab } from '../support/session-fakes';

/** Content pages in the reader's language, from the demo world: /about-us is translated into German, /about-us/board is not. */
describe('content in the reader’s language, and the note where there is no translation', () => {
  let worldTab: WorldTab;
  beforeEach(() => {
    worldTab = openWorldTab();
  });

  async function readIn(language: Language) {
    await act(async () => {
      await prepareLanguage(language);
      worldTab.container.get(Preferences).setLanguage(language);
    });
  }

  const articleOf = (heading: HTMLElement) => heading.closest('article')!;

  it('shows a translated page in German, marked German, without a note', async () => {
    await readIn('de');
    await renderPortal(worldTab, '/about-us');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Über uns' });
    expect(articleOf(heading)).toHaveAttribute('lang', 'de');
    expect(screen.queryByText(/nur auf/)).toBeNull();
  });

  it('shows an untranslated page in English with a German note above it, each marked with its language', async () => {
    await readIn('de');
    await renderPortal(worldTab, '/about-us/board');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Board' });
    const article = articleOf(heading);
    expect(article).toHaveAttribute('lang', 'en');
    const note = within(article).getByText('Dieser Inhalt liegt nur auf Englisch vor.');
    expect(note).toHaveAttribute('lang', 'de');
    expect(note.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the language in the reader’s own words in French and Spanish', async () => {
    await readIn('fr');
    const { unmount } = await renderPortal(worldTab, '/about-us');
    expect(await screen.findByText('Ce contenu n’est disponible qu’en anglais.')).toHaveAttribute(
      'lang',
      'fr',
    );
    unmount();
    worldTab = openWorldTab();
    await readIn('es');
    await renderPortal(worldTab, '/about-us');
    expect(await screen.findByText('Este contenido solo está disponible en inglés.')).toBeInTheDocument();
  });

  it('changes nothing in English: the original, no note', async () => {
    await renderPortal(worldTab, '/about-us/board');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Board' });
    expect(articleOf(heading)).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/only available/)).toBeNull();
  });

  it('reads a translated page in English with the English menus, and no note', async () => {
    await renderPortal(worldTab, '/about-us');
    const heading = await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(articleOf(heading)).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Home' })).not.toHaveLength(0);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Imprint' })).toBeVisible();
    expect(screen.queryByText(/only available/)).toBeNull();
  });

  it('reads the page and the menus again when the reader changes language', async () => {
    await renderPortal(worldTab, '/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    await readIn('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Startseite' })).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Impressum' })).not.toHaveLength(0);
  });

  it('lists the news in German where translated, each card’s title and teaser marked with its language', async () => {
    await readIn('de');
    await renderPortal(worldTab, '/');
    const translated = await screen.findByRole('heading', {
      name: 'Preis für den besten Aufsatz 2026: Shortlist bekannt gegeben',
    });
    expect(translated).toHaveAttribute('lang', 'de');
    const original = screen.getByRole('heading', {
      name: /^Call for Papers: NECS 2027 Conference in Lisbon/,
    });
    expect(original).toHaveAttribute('lang', 'en');
    expect(original.closest('article')!.querySelector('time')).not.toHaveAttribute('lang');
  });

  it('keeps the portal’s own words of a list in the reader’s language inside an untranslated page', async () => {
    await readIn('de');
    await renderPortal(worldTab, '/');
    const list = await screen.findByRole('list', { name: 'Neueste Meldungen' });
    expect(list.closest('article')).toHaveAttribute('lang', 'en');
    expect(list.closest('[lang]')).toHaveAttribute('lang', 'de');
  });
});
