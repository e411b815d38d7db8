import { describe, expect, it } from 'vitest';
import { ListingGateway } from '@/application/listing/listing-gateway';
import { SiteGateway } from '@/application/site/site-gateway';
import { emptyNewsFilter } from '@/domain/news/news-query';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';
import { expectConsole } from '../support/console-expectations';

const PAGE = { nid: 4, title: 'Über uns', field_meta_description: '', field_para_multi: [] };
const SESSION = { user_id: 0, user_name: '', is_member: false, roles: {} };
const NEWS_ROW = {
  uuid: [{ value: 'u' }],
  nid: [{ value: 1 }],
  title: [{ value: 'Neu' }],
  created: [{ value: '2026-01-01T00:00:00+00:00' }],
};

/** How the Drupal adapters ask for content in a language (docs/content-languages.md) and read which it is in. */
describe('Drupal content languages, on the wire', () => {
  const server = useRecordingServer();
  const container = () => containerAt(server.origin);
  const query = () => new URL(server.lastRequest().url, server.origin).searchParams;

  it('asks for a page with language_content_entity and reads its langcode, plain or as a field list', async () => {
    server.reply = { body: { data: { node: { ...PAGE, langcode: 'de' }, session: SESSION } } };
    const { node } = await container().get(SiteGateway).getPage('/about-us', { language: 'de' });
    expect(query().get('language_content_entity')).toBe('de');
    expect(query().get('uri')).toBe('/about-us');
    expect(node?.language).toBe('de');

    server.reply = { body: { data: { node: { ...PAGE, langcode: [{ value: 'en' }] }, session: SESSION } } };
    expect((await container().get(SiteGateway).getPage('/about-us')).node?.language).toBe('en');
    expect(query().has('language_content_entity')).toBe(false);
  });

  it('leaves the language unsaid when the node does not say or says it unreadably', async () => {
    server.reply = { body: { data: { node: PAGE, session: SESSION } } };
    expect((await container().get(SiteGateway).getPage('/')).node).not.toHaveProperty('language');
    server.reply = { body: { data: { node: { ...PAGE, langcode: 7 }, session: SESSION } } };
    expect((await container().get(SiteGateway).getPage('/')).node?.title).toBe('Über uns');
  });

  it('asks for a menu in the language', async () => {
    server.reply = { body: [] };
    await container().get(SiteGateway).getMenu('footer', { language: 'fr' });
    expect(server.lastRequest().url).toBe('/cms/necs-json/get-menu/footer?language_content_entity=fr');
  });

  it('asks every view in the language and reads each row’s langcode', async () => {
    // The news row answers the conference and timeline views too, where it does not read and is left out.
    expectConsole('warn', 'Left out row 0 of public_conferences', 'Left out row 0 of public_timeline');
    server.reply = { body: [{ ...NEWS_ROW, langcode: [{ value: 'de' }] }] };
    const listings = container().get(ListingGateway);
    const { rows } = await listings.getNews(emptyNewsFilter, { language: 'de' });
    expect(server.lastRequest().url).toBe(
      '/cms/rest/views/public_news/title?_format=json&language_content_entity=de&page=0',
    );
    expect(rows[0]?.language).toBe('de');
    await listings.getConferences(0, 'teaser', { language: 'de' });
    expect(query().get('language_content_entity')).toBe('de');
    await listings.getTimeline({ language: 'es' });
    expect(query().get('language_content_entity')).toBe('es');
    server.reply = { body: [] };
    await listings.getNewsFilterOptions({ language: 'de' });
    expect(server.requests.slice(-2).map((request) => request.url)).toEqual([
      expect.stringContaining('language_content_entity=de'),
      expect.stringContaining('language_content_entity=de'),
    ]);
  });
});
