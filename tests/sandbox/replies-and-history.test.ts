import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { markRead, postTimestamps, readTimestamps, replyBody, topicListRows } from './discussion-requests';
import { postComment, sandboxWithMember, topicRow } from './group-requests';
import { logInAs } from './sandbox-harness';

const READING_LIST = 902;
const STILLS = 905;
const SESSIONS = 906;
const FORBIDDEN = { message: 'You are not authorized to create this comment entity of bundle comment.' };

interface Thread {
  cid: string;
  pid: string;
}

describe.each(DRUPAL_MODES)('replies, new comments and the history of reads (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;

  it('stores a reply under its parent: `pid`, core’s thread numbering, and the reply after its parent', async () => {
    const answer = await postComment(app(), world.member, replyBody(READING_LIST, 2, '<p>Reply</p>'));
    expect(answer.statusCode, answer.body).toBe(201);
    const reply = answer.json<{
      cid: [{ value: number }];
      pid: [{ target_id: number }];
      thread: [{ value: string }];
    }>();
    expect(reply.pid[0].target_id).toBe(2);
    expect(reply.thread[0].value).toBe('01.00/');
    const comments = ((await topicRow(app(), world.member, READING_LIST))?.comments ??
      []) as unknown as Thread[];
    expect(comments.map(({ cid, pid }) => [Number(cid), pid])).toEqual([
      [2, ''],
      [reply.cid[0].value, '2'],
      [3, ''],
    ]);
  });

  it('refuses a reply from outside the topic’s group, as any comment', async () => {
    const organizer = await logInAs(app(), 'organizer');
    const answer = await postComment(app(), organizer, replyBody(STILLS, 5, '<p>Hi</p>'));
    expect([answer.statusCode, answer.json()]).toEqual([403, FORBIDDEN]);
  });

  it('lists topics with their author, edit time, last comment and what is new to the reader', async () => {
    const rows = await topicListRows(app(), world.member, 2);
    const stills = rows.find((row) => Number(row.nid) === STILLS);
    expect(stills).toMatchObject({ uid: '4', comment_count: '4', new_comments: '1' });
    expect(Number(stills?.last_comment_timestamp)).toBe(Date.parse('2026-11-20T16:00:00Z') / 1000);
    expect(rows.find((row) => Number(row.nid) === SESSIONS)).toMatchObject({ uid: '7', new_comments: '5' });
  });

  it('records a read: nothing is new after it, and the timestamps answer it (0 for a topic never read)', async () => {
    const read = await markRead(app(), world.member, STILLS);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    const stamp = Number(read.body);
    expect(stamp).toBeGreaterThan(Date.parse('2026-11-20T00:00:00Z') / 1000);
    const stamps = await readTimestamps(app(), world.member, [STILLS, READING_LIST]);
    expect(stamps.json()).toEqual({ [STILLS]: stamp, [READING_LIST]: 0 });
    const rows = await topicListRows(app(), world.member, 2);
    expect(rows.find((row) => Number(row.nid) === STILLS)?.new_comments).toBe('0');
  });

  it('refuses a visitor the history with Drupal’s HTML page (403), and a JSON body with 404', async () => {
    for (const answer of [
      await markRead(app(), undefined, STILLS),
      await readTimestamps(app(), undefined, [1]),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
    const json = await readTimestamps(app(), world.member, [STILLS], { json: true });
    expect([json.statusCode, json.headers['content-type']]).toEqual([404, 'text/html; charset=UTF-8']);
  });

  it('answers the timestamps as PHP draws core’s array: 0 for an id that is no node, each id once, in order', async () => {
    const stamp = Number((await markRead(app(), world.member, STILLS)).body);
    const answer = await postTimestamps(
      app(),
      world.member,
      'node_ids[]=abc&node_ids[]=905&node_ids[]=902&node_ids[]=905',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toBe(`{"abc":0,"905":${stamp},"902":0}`);
    // Keys 0, 1, 2… in order make a PHP list, which json_encode draws as an array.
    expect((await postTimestamps(app(), world.member, 'node_ids[]=0')).body).toBe('[0]');
  });

  it('answers `node_ids` without brackets, which core cannot read as a list, with the HTML 400 page', async () => {
    for (const form of ['node_ids=905', 'node_ids[]=902&node_ids=905']) {
      const answer = await postTimestamps(app(), world.member, form);
      expect([answer.statusCode, answer.headers['content-type']]).toEqual([400, 'text/html; charset=UTF-8']);
      expect(answer.body).toContain('<title>Client error</title>');
    }
    // A later `node_ids[]` makes it a list again, as PHP reads the form.
    expect((await postTimestamps(app(), world.member, 'node_ids=905&node_ids[]=902')).body).toBe('{"902":0}');
  });
});
