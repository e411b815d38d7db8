import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { entityCall, topicEdit, topicListRows } from './discussion-requests';
import { sandboxWithMember } from './group-requests';
import { logInAs, type LoggedIn } from './sandbox-harness';

/**
 * What Drupal lets its administrator (`administer comments`, `administer nodes`) do that no member may, by raw
 * request in both modes: delete any comment with its replies, the topic's statistics falling back to the
 * previous remaining comment, and pin or unpin any topic.
 */

/** Emma Schneider's stills topic: comment 5 (the member's), its reply 6, that reply's reply 7, then 8, latest. */
const STILLS = 905;
const MEMBERS_TOPIC = 901;

interface Statistics {
  cid: number;
  comment_count: number;
  last_comment_timestamp: number;
  last_comment_uid: number;
}

async function statisticsOf(app: FastifyInstance, who: LoggedIn, nid: number): Promise<Statistics> {
  const answer = await app.inject({ url: `/cms/node/${nid}?_format=json`, cookies: who.cookies });
  return answer.json<{ comment: [Statistics] }>().comment[0];
}

async function commentStatus(app: FastifyInstance, who: LoggedIn, cid: number) {
  return (await app.inject({ url: `/cms/comment/${cid}?_format=json`, cookies: who.cookies })).statusCode;
}

describe.each(DRUPAL_MODES)('the administrator moderates in place (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;
  let admin: LoggedIn;
  beforeAll(async () => {
    admin = await logInAs(app(), 'admin');
  });

  it('still refuses a member deleting their own comment, with core’s empty reason', async () => {
    const answer = await entityCall(app(), world.member, 'DELETE', 'comment/5');
    expect([answer.statusCode, answer.body]).toEqual([403, '{"message":""}']);
  });

  it('deletes the latest comment: the statistics fall back to the previous one, the count one less', async () => {
    const before = await statisticsOf(app(), world.member, STILLS);
    expect([before.cid, before.comment_count]).toEqual([8, 4]);
    const answer = await entityCall(app(), admin, 'DELETE', 'comment/8');
    expect([answer.statusCode, answer.body]).toEqual([204, '']);
    const previous = await app().inject({ url: '/cms/comment/7?_format=json', cookies: admin.cookies });
    const { changed, uid } = previous.json<{ changed: [{ value: string }]; uid: [{ target_id: number }] }>();
    expect(await statisticsOf(app(), world.member, STILLS)).toMatchObject({
      cid: 7,
      comment_count: 3,
      last_comment_timestamp: Date.parse(changed[0].value) / 1000,
      last_comment_uid: uid[0].target_id,
    });
  });

  it('deletes a comment with its replies and their replies, as core deletes a thread’s children', async () => {
    const answer = await entityCall(app(), admin, 'DELETE', 'comment/5');
    expect(answer.statusCode, answer.body).toBe(204);
    for (const cid of [5, 6, 7]) expect(await commentStatus(app(), world.member, cid)).toBe(404);
    expect(await statisticsOf(app(), world.member, STILLS)).toMatchObject({ cid: 0, comment_count: 0 });
  });

  it('pins and unpins a member’s topic (200), which the group lists as pinned and then not', async () => {
    const sticky = async () =>
      (await topicListRows(app(), world.member, 1)).find(({ nid }) => nid === String(MEMBERS_TOPIC))?.sticky;
    const pin = await entityCall(app(), admin, 'PATCH', `node/${MEMBERS_TOPIC}`, {
      type: topicEdit('').type,
      sticky: [{ value: true }],
    });
    expect(pin.statusCode, pin.body).toBe(200);
    expect(await sticky()).toBe('1');
    const unpin = await entityCall(app(), admin, 'PATCH', `node/${MEMBERS_TOPIC}`, {
      type: topicEdit('').type,
      sticky: [{ value: false }],
    });
    expect(unpin.statusCode, unpin.body).toBe(200);
    expect(await sticky()).toBe('0');
  });
});
