import { beforeEach, describe, expect, it } from 'vitest';
import { SearchGateway } from '@/application/search/search-gateway';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';
import { expectConsole } from '../support/console-expectations';

const row = (extra: object = {}) => ({
  type: 'news',
  nid: '12',
  title: 'Call for papers',
  url: '/news/call-for-papers',
  created: '2025-11-03T09:00:00+00:00',
  excerpt: 'the <strong>call</strong> is open',
  ...extra,
});

/** What DrupalSearchGateway sends, and how it reads rows beyond what the sandbox serves. */
describe('DrupalSearchGateway wire quirks', () => {
  const server = useRecordingServer();
  const search = () => containerAt(server.origin).get(SearchGateway);
  beforeEach(() => {
    server.reply = { body: [] };
  });

  it('asks the search view as JSON for the words and the 0-based page, the words encoded', async () => {
    await search().search('film & sound', 2);
    const url = new URL(server.lastRequest().url, server.origin);
    expect(url.pathname).toBe('/cms/rest/views/site_search/standard');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _format: 'json',
      keys: 'film & sound',
      page: '2',
    });
  });

  it('asks in the reader’s language, as every content read does (language_content_entity)', async () => {
    await search().search('film', 0, { language: 'de' });
    const url = new URL(server.lastRequest().url, server.origin);
    expect(url.searchParams.get('language_content_entity')).toBe('de');
  });

  it('reads timestamps and numeric ids, sends topics to their own screen, and leaves out rows that do not read', async () => {
    expectConsole(
      'warn',
      'Left out row 2 of site_search',
      'Left out row 3 of site_search',
      'Left out row 4 of site_search',
    );
    server.reply = {
      body: [
        row({ nid: 7, created: 1762160400 }),
        row({ type: 'topic', nid: '902', url: '/node/902', created: '1762160400' }),
        row({ type: 'forum' }),
        row({ title: '' }),
        row({ nid: 'x' }),
        row({ url: '' }),
      ],
    };
    const { rows, pager } = await search().search('call', 0);
    expect(rows.map((hit) => [hit.kind, hit.nid, hit.path, hit.created])).toEqual([
      ['news', 7, '/news/call-for-papers', '2025-11-03T09:00:00+00:00'],
      ['topic', 902, '/group_topics/single/902', '2025-11-03T09:00:00+00:00'],
      ['news', 12, '/node/12', '2025-11-03T09:00:00+00:00'],
    ]);
    expect(pager.totalItems).toBe(3);
  });
});
