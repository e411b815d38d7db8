import { lastValueFrom, toArray } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoadMenu } from '@/application/site/load-menu';
import { LoadPage } from '@/application/site/load-page';
import { PageCache } from '@/application/site/page-cache';
import { aMenuItem, aPage } from '../support/builders';
import { openWorldTab, type WorldTab } from '../support/session-fakes';

const PATH = '/about-us';

describe('reads in the reader’s language', () => {
  let worldTab: WorldTab;
  const site = () => worldTab.world.site;
  const titlesOf = async (path: string, language?: 'de' | 'en') =>
    (await lastValueFrom(worldTab.container.get(LoadPage).load(path, language).pipe(toArray()))).map(
      (answer) => answer.node?.title,
    );

  beforeEach(() => {
    worldTab = openWorldTab();
    site().setPage(PATH, aPage({ title: 'About us', language: 'en' }));
    site().setPage(PATH, aPage({ title: 'Über uns', language: 'de' }), 'de');
    site().setMenu('main', [aMenuItem('About', PATH)]);
    site().setMenu('main', [aMenuItem('Über NECS', PATH)], 'de');
  });

  it('loads a page in the language asked, and caches each language apart', async () => {
    expect(await titlesOf(PATH, 'de')).toEqual(['Über uns']);
    expect(await titlesOf(PATH, 'en')).toEqual(['About us']);
    const cache = worldTab.container.get(PageCache);
    expect(cache.get(0, PATH, 'de')?.node).toMatchObject({ title: 'Über uns', language: 'de' });
    expect(cache.get(0, PATH, 'en')?.node).toMatchObject({ title: 'About us', language: 'en' });
    // The cached German page shows first, then its refresh.
    expect(await titlesOf(PATH, 'de')).toEqual(['Über uns', 'Über uns']);
  });

  it('hands a prefetch only to a load in the same language', async () => {
    const loadPage = worldTab.container.get(LoadPage);
    loadPage.prefetch(PATH, 'de');
    expect(await titlesOf(PATH, 'en')).toEqual(['About us']);
    expect(site().calls.pages).toEqual([PATH, PATH]);
    loadPage.prefetch(PATH, 'de');
    expect(await titlesOf(PATH, 'de')).toEqual(['Über uns']);
    expect(site().calls.pages).toEqual([PATH, PATH, PATH]);
  });

  it('loads each menu once per language', async () => {
    const loadMenu = worldTab.container.get(LoadMenu);
    const [german, english, germanAgain] = await Promise.all([
      loadMenu.load('main', 'de'),
      loadMenu.load('main', 'en'),
      loadMenu.load('main', 'de'),
    ]);
    expect(german.map((item) => item.label)).toEqual(['Über NECS']);
    expect(english.map((item) => item.label)).toEqual(['About']);
    expect(germanAgain).toBe(german);
    expect(site().calls.menus).toEqual(['main', 'main']);
  });
});
