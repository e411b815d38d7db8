import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { REMOVED_IMAGE } from '../../sandbox/drupal/wire/secure-images';
import { commentBody, postComment, postTopic, sandboxWithMember } from './group-requests';
import type { LoggedIn } from './sandbox-harness';
import { replyBody } from './discussion-requests';

/**
 * The small things a genuine Drupal answers that the third recording showed (issue 63), by raw request in both
 * modes: a node's `sticky` and `promote`, statistics without comments, validation lines ending with `\n`, the
 * new comment's `Location`, its `processed` drawn through basic_html, and the permalink without `_format`.
 */

const OWN_TOPIC = 901;
const READING_LIST = 902;

const read = (app: FastifyInstance, who: LoggedIn | undefined, path: string) =>
  app.inject({ url: `/cms/${path}`, cookies: who?.cookies });

describe.each(DRUPAL_MODES)('details of core’s answers (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;

  it('carries `sticky` and `promote` on a node, as core’s boolean items', async () => {
    const node = (await read(app(), world.member, `node/${OWN_TOPIC}?_format=json`)).json();
    expect(node).toMatchObject({ sticky: [{ value: false }], promote: [{ value: false }] });
  });

  it('gives a topic without comments no last comment’s name (null), its own time and author', async () => {
    const posted = await postTopic(app(), world.member, { group_id: '1', title: 'Quiet' });
    const { nid } = posted.json<{ nid: number }>();
    const node = (await read(app(), world.member, `node/${nid}?_format=json`)).json();
    expect(node.comment[0]).toMatchObject({
      cid: 0,
      comment_count: 0,
      last_comment_name: null,
      last_comment_uid: Number(world.member.uid),
    });
  });

  it('ends every validation line with `\\n`, as core does', async () => {
    const answer = await postComment(app(), world.member, replyBody(READING_LIST, 99_999, ''));
    expect([answer.statusCode, answer.json()]).toEqual([
      422,
      {
        message:
          'Unprocessable Entity: validation failed.\npid.0.target_id: The referenced entity (comment: 99999) does not exist.\n' +
          'comment_body: This value should not be null.\n',
      },
    ]);
  });

  it('names the new comment’s address in `Location` on 201', async () => {
    const answer = await postComment(app(), world.member, commentBody(READING_LIST, '<p>Here.</p>'));
    const cid = answer.json<{ cid: [{ value: number }] }>().cid[0].value;
    expect(answer.statusCode).toBe(201);
    expect(answer.headers.location).toBe(`http://localhost:80/cms/comment/${cid}`);
  });

  it('draws a comment’s `processed` through its text format, keeping `value` as sent', async () => {
    const html = '<p>Look: <img src="https://elsewhere.example/x.png"></p>';
    const posted = await postComment(app(), world.member, commentBody(READING_LIST, html));
    const cid = posted.json<{ cid: [{ value: number }] }>().cid[0].value;
    for (const answer of [posted, await read(app(), world.member, `comment/${cid}?_format=json`)])
      expect(answer.json().comment_body[0]).toMatchObject({
        value: html,
        processed: `<p>Look: ${REMOVED_IMAGE}</p>`,
      });
  });

  it('answers the permalink without `_format` with the topic’s HTML page, no redirect', async () => {
    const page = await read(app(), world.member, 'comment/2');
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=UTF-8']);
    expect(page.body).toContain('<title>Reading list for the autumn seminar</title>');
    const refused = await read(app(), undefined, 'comment/2');
    const missing = await read(app(), world.member, 'comment/99999');
    expect([refused.statusCode, missing.statusCode]).toEqual([403, 404]);
    expect([refused.headers['content-type'], missing.headers['content-type']]).toEqual([
      'text/html; charset=UTF-8',
      'text/html; charset=UTF-8',
    ]);
    expect((await read(app(), world.member, 'comment/2?_format=xml')).statusCode).toBe(406);
  });
});
