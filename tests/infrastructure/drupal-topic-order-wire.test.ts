import { describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { containerAt } from '../support/container-at';
import { useRecordingServer } from '../support/recording-server';

const row = (nid: number, extra: object = {}) => ({
  nid: String(nid),
  title: `Topic ${nid}`,
  created: `2026-10-0${nid}T09:00:00+00:00`,
  name: 'M',
  comment_count: '0',
  ...extra,
});

/** How the adapter asks for a group's topics in an order, and reads which are pinned (docs/wire-groups.md). */
describe('a group’s topic order on the wire', () => {
  const server = useRecordingServer();
  const groups = () => containerAt(server.origin).get(GroupGateway);
  const query = () => new URL(server.lastRequest().url, 'http://drupal.invalid').searchParams;

  it('asks the view’s exposed sort: created by default, the latest comment for latest activity, descending', async () => {
    server.reply = () => ({ body: [] });
    await groups().getTopics(3, 1);
    expect(Object.fromEntries(query())).toEqual({
      _format: 'json',
      page: '1',
      sort_by: 'created',
      sort_order: 'DESC',
    });
    await groups().getTopics(3, 0, { order: 'activity' });
    expect(query().get('sort_by')).toBe('last_comment_timestamp');
    expect(query().get('sort_order')).toBe('DESC');
  });

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['true', true],
    ['On', true],
    [' on ', true],
    ['0', false],
    [0, false],
    [false, false],
    ['Off', false],
    ['', false],
    ['pinned', false],
    [{ value: true }, false],
    [undefined, false],
  ])('reads `sticky` %j as pinned: %s, and keeps the row whatever it says', async (sticky, pinned) => {
    server.reply = () => ({ body: [row(1, sticky === undefined ? {} : { sticky })] });
    const { rows } = await groups().getTopics(3, 0);
    expect(rows.map((topic) => [topic.nid, topic.sticky])).toEqual([[1, pinned]]);
  });

  it.each([
    ['1', true],
    ['On', true],
    ['0', false],
    [undefined, false],
  ])(
    'reads the topic’s own row’s `sticky` %j as pinned: %s (issue 51), as a list row’s',
    async (sticky, pinned) => {
      const body = '<p>M</p>';
      const own = {
        ...row(5, { body, group_id: '3', group_label: 'G' }),
        ...(sticky === undefined ? {} : { sticky }),
      };
      server.reply = () => ({ body: [own] });
      const topic = await groups().getTopic(5);
      expect([topic?.nid, topic?.sticky]).toEqual([5, pinned]);
    },
  );

  it('passes the rows on in the order the view sent them: ReadGroups.topics alone orders them', async () => {
    server.reply = () => ({
      body: [
        row(1, { comment_count: '1', last_comment_timestamp: '1795656561' }),
        row(2),
        row(3, { sticky: '1' }),
        row(4),
      ],
    });
    const nids = async (order: 'newest' | 'activity') =>
      (await groups().getTopics(3, 0, { order })).rows.map(({ nid }) => nid);
    expect(await nids('newest')).toEqual([1, 2, 3, 4]);
    expect(await nids('activity')).toEqual([1, 2, 3, 4]);
  });
});
