import { describe, expect, it } from 'vitest';
import { GroupGateway } from '@/application/groups/group-gateway';
import { ReadingHistory } from '@/application/groups/reading-history';
import { containerAt } from '../support/container-at';
import { WIRE_WRITER, writerTokenAnswer } from '../support/drupal-wire-writer';
import { useRecordingServer, type RecordedRequest } from '../support/recording-server';

/** A Drupal that hands out a CSRF token of WIRE_WRITER's session and answers every other path with `body`. */
const answering = (body: unknown) => (request: RecordedRequest) => writerTokenAnswer(request) ?? { body };

const listRow = (extra: object) => ({
  nid: '42',
  title: 'T',
  created: '2026-10-02T09:00:00+00:00',
  name: 'M',
  comment_count: '2',
  ...extra,
});

/** What the adapters send for issue 45's calls (docs/wire-groups.md), and how they read its new fields. */
describe('issue 45 on the wire: edits, replies, deletes, reading history', () => {
  const server = useRecordingServer();
  const container = () => containerAt(server.origin);
  const groups = () => container().get(GroupGateway);
  const last = () => server.lastRequest();

  it('sends a reply as a comment with pid', async () => {
    server.reply = answering({});
    await groups().postComment(WIRE_WRITER, 42, '<p>Yes</p>', 9);
    expect(JSON.parse(last().body)).toMatchObject({
      entity_id: [{ target_id: 42 }],
      pid: [{ target_id: 9 }],
    });
  });

  it('edits a comment by PATCH with its bundle, the version read (unix seconds), its subject made anew, the text format, _format=json and the CSRF header', async () => {
    server.reply = answering({});
    await groups().editComment(
      WIRE_WRITER,
      9,
      '<p>Edited, and the words are <em>all new</em> now</p>',
      '2026-11-20T16:00:00+00:00',
    );
    expect(last()).toMatchObject({ method: 'PATCH', url: '/cms/comment/9?_format=json' });
    expect(last().headers['x-csrf-token']).toBe('the-token');
    expect(JSON.parse(last().body)).toEqual({
      comment_type: [{ target_id: 'comment' }],
      changed: [{ value: String(Date.parse('2026-11-20T16:00:00Z') / 1000) }],
      // As on POST: Drupal's search finds a comment by its subject, so one left as first written would lead a
      // search to words edited away.
      subject: [{ value: 'Edited, and the words are…' }],
      comment_body: [
        { value: '<p>Edited, and the words are <em>all new</em> now</p>', format: 'basic_html' },
      ],
    });
  });

  it('edits a topic by PATCH with its bundle, and deletes it by DELETE, both with the CSRF header', async () => {
    server.reply = answering({});
    await groups().editTopic(WIRE_WRITER, 42, { title: 'New', message: '<p>M</p>' }, '1795656561');
    expect(last()).toMatchObject({ method: 'PATCH', url: '/cms/node/42?_format=json' });
    expect(JSON.parse(last().body)).toEqual({
      type: [{ target_id: 'group_topic' }],
      changed: [{ value: '1795656561' }],
      title: [{ value: 'New' }],
      body: [{ value: '<p>M</p>', format: 'basic_html' }],
    });
    await groups().deleteTopic(WIRE_WRITER, 42);
    expect(last()).toMatchObject({ method: 'DELETE', url: '/cms/node/42?_format=json' });
    expect(last().headers['x-csrf-token']).toBe('the-token');
  });

  it.each([
    [
      {
        uid: '7',
        last_comment_timestamp: '1795656561',
        last_comment_name: 'Luca Bianchi',
        new_comments: '2',
      },
      [7, '2026-11-26T01:29:21+00:00', 'Luca Bianchi', 2],
    ],
    [{}, [null, null, null, null]],
    [
      { uid: '', last_comment_timestamp: '', last_comment_name: '', new_comments: 'many' },
      [null, null, null, null],
    ],
    [
      { uid: 'x', last_comment_timestamp: 'soon', last_comment_name: 7, new_comments: '-1' },
      [null, null, null, null],
    ],
    // Core's statistics name the node's own author and time for a topic without comments: no last comment.
    [
      { comment_count: '0', last_comment_timestamp: '1795656561', last_comment_name: 'Marta Kowalska' },
      [null, null, null, null],
    ],
  ])('reads a topic row’s %j leniently: a bad value loses itself, not the row', async (extra, expected) => {
    server.reply = answering([listRow(extra)]);
    const [row] = (await groups().getTopics(3, 0)).rows;
    expect([row?.authorUid, row?.lastCommentAt, row?.lastCommentAuthor, row?.newComments]).toEqual(expected);
  });

  it('reads the comments’ uid, changed and pid; without them: no uid, never edited, top-level', async () => {
    const comment = { cid: '9', name: 'L', created: '2026-10-03T10:00:00+00:00', comment_body: '<p>x</p>' };
    const topic = { ...listRow({}), body: '', group_id: '3', group_label: 'G', uid: '5' };
    server.reply = answering([
      {
        ...topic,
        comments: [
          comment,
          { ...comment, cid: '10', uid: '7', pid: '9', changed: '2026-10-04T00:00:00+00:00' },
        ],
      },
    ]);
    const read = await groups().getTopic(42);
    expect(read).toMatchObject({ authorUid: 5, changed: topic.created });
    expect(read?.comments.map(({ authorUid, parentId, changed }) => [authorUid, parentId, changed])).toEqual([
      [null, null, comment.created],
      [7, 9, '2026-10-04T00:00:00+00:00'],
    ]);
  });

  it('records a read and asks the timestamps as core’s form, with the CSRF header, no _format', async () => {
    const history = container().get(ReadingHistory);
    server.reply = answering(1795656561);
    await history.markRead(WIRE_WRITER, 905);
    expect(last()).toMatchObject({ method: 'POST', url: '/cms/history/905/read' });
    server.reply = answering({ 905: 1795656561, 902: 0 });
    const reads = await history.lastRead([905, 902]);
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/cms/history/get_node_read_timestamps',
      body: 'node_ids%5B%5D=905&node_ids%5B%5D=902',
    });
    expect(last().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(last().headers['x-csrf-token']).toBe('the-token');
    expect(Object.fromEntries(reads)).toEqual({ 905: '2026-11-26T01:29:21+00:00', 902: null });
  });
});
