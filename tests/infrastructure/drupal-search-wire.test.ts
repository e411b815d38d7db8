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

  it('leads a topic found by a comment to that comment, and reads an id that names none as no comment', async () => {
    server.reply = {
      body: [
        row({ type: 'topic', nid: '903', url: '/node/903', comment_id: '4', comment_author: ' Ana Lima ' }),
        row({ type: 'topic', nid: 904, url: '/node/904', comment_id: 9, comment_author: null }),
        row({ type: 'topic', nid: '905', url: '/node/905', comment_id: '', comment_author: '' }),
        row({ type: 'topic', nid: '906', url: '/node/906', comment_id: '0' }),
        row({ type: 'topic', nid: '907', url: '/node/907', comment_id: 'x' }),
        row({ nid: '12', comment_id: '4' }),
      ],
    };
    const { rows } = await search().search('forgets', 0);
    expect(rows.map((hit) => [hit.path, hit.comment])).toEqual([
      ['/group_topics/single/903#comment-4', { cid: 4, author: 'Ana Lima' }],
      ['/group_topics/single/904#comment-9', { cid: 9, author: '' }],
      ['/group_topics/single/905', undefined],
      ['/group_topics/single/906', undefined],
      ['/group_topics/single/907', undefined],
      ['/news/call-for-papers', undefined],
    ]);
  });
});
