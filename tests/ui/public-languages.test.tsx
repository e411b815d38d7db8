import { act, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Language, Preferences } from '@/application/preferences/preferences';
import { prepareLanguage } from '@/ui/i18n/message-catalogues';
import english from '@/ui/i18n/catalogues/en/public.json';
import german from '@/ui/i18n/catalogues/de/public.json';
import french from '@/ui/i18n/catalogues/fr/public.json';
import spanish from '@/ui/i18n/catalogues/es/public.json';
import { ConferenceList } from '@/ui/listing/conference-list';
import { NewsList } from '@/ui/listing/news-list';
import { TimelineView } from '@/ui/listing/timeline-view';
import { aConference } from '../support/builders';
import { demoWorld, type DemoWorld } from '../support/demo-world';
import { englishLeftIn } from '../support/english-left-in';
import { SAMPLE_NEWS, SAMPLE_TIMELINE } from '../support/list-fixtures';
import { renderPortal } from '../support/render-portal';
import { openWorldTab } from '../support/session-fakes';
import { renderWithServices } from '../support/ui-harness';
import {
  REACT_UNCACHED_PROMISE,
  tolerateConsole,
  UNCACHED_PROMISE_QUESTION,
} from '../support/console-expectations';

/** What the content system sent (titles, teasers, term names): it stays as sent, in its own language. */
const CONTENT = 'article :is(h2, h3), [data-html-key], input[type="checkbox"] + span';

/** The public screens' own English words still showing under `root` for a reader of `translation`. */
function englishLeft(root: HTMLElement, translation: Record<string, unknown>): string[] {
  const own = root.cloneNode(true) as HTMLElement;
  for (const content of own.querySelectorAll(CONTENT)) content.remove();
  return englishLeftIn(own, english, translation);
}

/** As the language picker does: the words first, then the switch. */
async function switchTo(container: Container, language: Language) {
  await act(async () => {
    await prepareLanguage(language);
    container.get(Preferences).setLanguage(language);
  });
}

let world: DemoWorld;
beforeEach(() => {
  world = demoWorld();
  world.listings.seedNews(SAMPLE_NEWS);
  world.listings.seedTimeline(SAMPLE_TIMELINE);
  world.listings.seedConferences([2023, 2024, 2025, 2026, 2027].map((year) => aConference(year)));
});

const renderNews = (route: string, limit = 0) =>
  renderWithServices(<NewsList display="teaser" limit={limit} jsonUrl="" />, {
    overrides: world.overrides,
    route,
  });

describe('the news in German and French', () => {
  // The news list may still be on its way when the language, and with it its key, changes.
  beforeEach(() => tolerateConsole('error', REACT_UNCACHED_PROMISE, UNCACHED_PROMISE_QUESTION));
  it('shows a German reader the filters, the count, the dates and the pager in German', async () => {
    const { container, user } = await renderNews('/news?page=1');
    await screen.findByRole('group', { name: 'Category' });
    // The check sees the English words while they are there.
    expect(englishLeft(document.body, german)).toEqual(
      expect.arrayContaining(['Category', 'Subject', 'News pages']),
    );
    await switchTo(container, 'de');

    expect(screen.getByRole('search', { name: 'Neuigkeiten filtern' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kategorie' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Themengebiet' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('24 Meldungen');
    expect(screen.getByRole('navigation', { name: 'Seiten der Neuigkeiten' })).toBeInTheDocument();
    const news = within(screen.getByRole('list', { name: 'Neuigkeiten' }));
    expect(news.getAllByText(/^\d{1,2}\. \p{L}+ 202[56]$/u)).toHaveLength(10);

    await user.click(screen.getByRole('checkbox', { name: 'Calls for papers' }));
    // The box is ticked once the router's navigation (a transition) commits.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Calls for papers' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Film history' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('2 Meldungen entsprechen diesen Filtern'),
    );
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();
    expect(englishLeft(document.body, german)).toEqual([]);
  }, 20_000);

  it('tells a French reader, in French, that one item or none matches the filters', async () => {
    const { container, user } = await renderNews(
      '/news?field_tax_vocab_news_tid=1&field_tax_vocab_news_tags_tid[]=12',
    );
    await screen.findByText('No news match these filters');
    await switchTo(container, 'fr');
    expect(screen.getByText('Aucune actualité ne correspond à ces filtres')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Thématique' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByText('24 actualités')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('list', { name: 'Actualités' })).toHaveTextContent(/10 \p{L}+ 2026/u);
    expect(englishLeft(document.body, french)).toEqual([]);
  });

  it('counts a single match in the singular', async () => {
    world.listings.seedNews(SAMPLE_NEWS.slice(0, 1));
    const { container } = await renderNews('/news?field_tax_vocab_news_tid=1');
    expect(await screen.findByRole('status')).toHaveTextContent('1 item matches these filters');
    await switchTo(container, 'de');
    expect(screen.getByRole('status')).toHaveTextContent('1 Meldung entspricht diesen Filtern');
    await switchTo(container, 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('1 actualité correspond à ces filtres');
  });

  it('names the home page’s latest news in French', async () => {
    const { container } = await renderNews('/', 3);
    await screen.findByRole('list', { name: 'Latest news' });
    await switchTo(container, 'fr');
    expect(screen.getByRole('list', { name: 'Dernières actualités' })).toBeInTheDocument();
    expect(englishLeft(document.body, french)).toEqual([]);
  });
});

describe('the timeline in German and French', () => {
  const renderTimeline = () =>
    renderWithServices(<TimelineView reversed={false} />, { overrides: world.overrides });

  it('shows a German reader the order, the dates and the tags in German', async () => {
    const { container, user } = await renderTimeline();
    await screen.findByRole('list', { name: 'Timeline' });
    await switchTo(container, 'de');

    const order = screen.getByRole('group', { name: 'Reihenfolge der Zeitleiste' });
    expect(within(order).getByRole('radio', { name: 'Älteste zuerst' })).toBeChecked();
    await user.click(within(order).getByRole('radio', { name: 'Neueste zuerst' }));
    const entries = within(screen.getByRole('list', { name: 'Zeitleiste' })).getAllByRole('article');
    expect(entries.map((entry) => entry.querySelector('time')?.textContent)).toEqual([
      '1. April 2020',
      '5. November 2016',
      '15. Mai 2012',
      '25. März 2006',
    ]);
    expect(within(entries[0]!).getByRole('list', { name: 'Schlagwörter' })).toBeInTheDocument();
    expect(englishLeft(document.body, german)).toEqual([]);
  });

  it('shows a French reader the timeline in French', async () => {
    const { container } = await renderTimeline();
    await screen.findByRole('list', { name: 'Timeline' });
    await switchTo(container, 'fr');

    expect(screen.getByRole('radio', { name: 'Du plus ancien au plus récent' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Du plus récent au plus ancien' })).not.toBeChecked();
    const [founded] = within(screen.getByRole('list', { name: 'Chronologie' })).getAllByRole('article');
    expect(within(founded!).getByText('25 mars 2006')).toHaveAttribute('dateTime', '2006-03-25');
    expect(within(founded!).getByRole('list', { name: 'Mots-clés' })).toBeInTheDocument();
    expect(englishLeft(document.body, french)).toEqual([]);
  });

  it('says in Spanish that the timeline is empty', async () => {
    world.listings.seedTimeline([]);
    const { container } = await renderTimeline();
    await screen.findByText('The timeline has no entries yet');
    await switchTo(container, 'es');
    expect(screen.getByText('La cronología todavía no tiene entradas')).toBeInTheDocument();
    expect(englishLeft(document.body, spanish)).toEqual([]);
  });
});

describe('the conferences in German and French', () => {
  const renderConferences = (route = '/conferences') =>
    renderWithServices(<ConferenceList display="teaser" />, { overrides: world.overrides, route });

  it('shows a German reader the conferences, their dates and the pager in German', async () => {
    const { container } = await renderConferences();
    await screen.findByRole('list', { name: 'Conferences' });
    await switchTo(container, 'de');
    const list = within(screen.getByRole('list', { name: 'Konferenzen' }));
    expect(list.getAllByRole('article')).toHaveLength(4);
    expect(list.getByText(/^18\.\s?–\s?21\. Juni 2027$/)).toHaveAttribute('dateTime', '2027-06-18');
    expect(screen.getByRole('navigation', { name: 'Seiten der Konferenzen' })).toBeInTheDocument();
    expect(englishLeft(document.body, german)).toEqual([]);
  });

  it('shows a French reader the conferences in French, and says when a page has none', async () => {
    const { container } = await renderConferences();
    await screen.findByRole('list', { name: 'Conferences' });
    await switchTo(container, 'fr');
    const list = within(screen.getByRole('list', { name: 'Congrès' }));
    expect(list.getByText(/^18\s?–\s?21 juin 2027$/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages des congrès' })).toBeInTheDocument();
    expect(englishLeft(document.body, french)).toEqual([]);

    world.listings.seedConferences([]);
    const empty = await renderConferences('/conferences?page=3');
    await switchTo(empty.container, 'fr');
    expect(await screen.findByText('Aucun congrès sur cette page')).toBeInTheDocument();
  });
});

describe('the not-found page in Spanish and German', () => {
  beforeEach(() => {
    document.title = '';
  });

  it.each([
    {
      language: 'es',
      catalogue: spanish,
      title: 'Página no encontrada',
      sentence: /^No hemos encontrado \/no\/such-page\. Es posible que/,
      home: 'Volver a la página de inicio',
    },
    {
      language: 'de',
      catalogue: german,
      title: 'Seite nicht gefunden',
      sentence: /^Wir konnten \/no\/such-page nicht finden\./,
      home: 'Zurück zur Startseite',
    },
  ] as const)(
    'names the missing path and the way home in $language, and titles the tab so',
    async ({ language, catalogue, title, sentence, home }) => {
      const worldTab = openWorldTab();
      await renderPortal(worldTab, '/no/such-page');
      await screen.findByRole('heading', { level: 1, name: 'Page not found' });
      await switchTo(worldTab.container, language);

      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const path = within(main).getByText('/no/such-page');
      expect(path.tagName).toBe('CODE');
      expect(path.parentElement).toHaveTextContent(sentence);
      expect(within(main).getByRole('link', { name: home })).toHaveAttribute('href', '/');
      await waitFor(() => expect(document.title).toBe(`${title} – NECS`));
      expect(englishLeft(main, catalogue)).toEqual([]);
    },
  );
});

describe('the about page in German', () => {
  it('introduces the network in German', async () => {
    const worldTab = openWorldTab();
    await renderPortal(worldTab, '/about-static');
    await screen.findByRole('heading', { level: 1, name: 'European Network for Cinema and Media Studies' });
    await waitFor(() => expect(document.title).toBe('About – NECS'));
    await switchTo(worldTab.container, 'de');
    const main = screen.getByRole('main');
    expect(within(main).getByText('Über uns')).toBeInTheDocument();
    expect(main).toHaveTextContent(/NECS vereint Wissenschaftlerinnen und Wissenschaftler/);
    expect(englishLeft(main, german)).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Über uns – NECS'));
  }, 20_000);
});
