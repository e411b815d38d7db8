import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { commentEdit, entityCall, replyBody, topicEdit } from './discussion-requests';
import { commentBody, postComment, postTopic, sandboxWithMember, topicRow } from './group-requests';
import type { LoggedIn } from './sandbox-harness';

/**
 * Each save below is the first on its entity, so the `changed` read is the seed's, never one of this second's:
 * Drupal, and the sandbox, tell saves apart only by the second.
 *
 * What a genuine Drupal checks that the portal's writes lean on (issue 51), by raw request in both modes: a
 * save against an older `changed` is refused (core's REST field access: `changed` may be sent only as stored),
 * a topic's title is held to 255 characters, a reply names a comment that exists, and no id is given twice.
 */

const OWN_COMMENT = 2;
const READING_LIST = 902;
const OWN_TOPIC = 901;
const SESSIONS = 906;
const STALE = { message: "Access denied on updating field 'changed'." };

async function entity(app: FastifyInstance, who: LoggedIn, path: string) {
  const answer = await app.inject({ url: `/cms/${path}?_format=json`, cookies: who.cookies });
  return answer.json<{ changed: [{ value: string }]; comment_body?: [{ value: string }] }>();
}

const withChanged = <T extends object>(body: T, changed: string) => ({
  ...body,
  changed: [{ value: changed }],
});

describe.each(DRUPAL_MODES)('saves against the version read, titles and replies (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;

  it('saves a comment sent with the `changed` it read, and refuses the older copy after that save (403)', async () => {
    const read = (await entity(app(), world.member, `comment/${OWN_COMMENT}`)).changed[0].value;
    const first = await entityCall(app(), world.member, 'PATCH', `comment/${OWN_COMMENT}`, {
      ...withChanged(commentEdit('<p>Tab B</p>'), read),
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await entityCall(app(), world.member, 'PATCH', `comment/${OWN_COMMENT}`, {
      ...withChanged(commentEdit('<p>Tab A</p>'), read),
    });
    expect([stale.statusCode, stale.json()]).toEqual([403, STALE]);
    const now = await entity(app(), world.member, `comment/${OWN_COMMENT}`);
    expect(now.comment_body?.[0].value).toBe('<p>Tab B</p>');
    const over = await entityCall(app(), world.member, 'PATCH', `comment/${OWN_COMMENT}`, {
      ...withChanged(commentEdit('<p>Tab A</p>'), now.changed[0].value),
    });
    expect(over.statusCode, over.body).toBe(200);
  });

  it('reads `changed` as unix seconds too, and refuses a date it cannot read with the serializer’s words (422)', async () => {
    const { changed } = await entity(app(), world.member, `node/${OWN_TOPIC}`);
    const seconds = String(Date.parse(changed[0].value) / 1000);
    const same = await entityCall(app(), world.member, 'PATCH', `node/${OWN_TOPIC}`, {
      ...withChanged(topicEdit('Same second'), seconds),
    });
    expect(same.statusCode, same.body).toBe(200);
    const unreadable = await entityCall(app(), world.member, 'PATCH', `node/${OWN_TOPIC}`, {
      ...withChanged(topicEdit('x'), 'yesterday'),
    });
    expect([unreadable.statusCode, unreadable.json()]).toEqual([
      422,
      {
        message:
          'The specified date "yesterday" is not in an accepted format: "U" (UNIX timestamp), ' +
          '"Y-m-d\\TH:i:sO" (ISO 8601), "Y-m-d\\TH:i:sP" (RFC 3339).',
      },
    ]);
  });

  it('refuses a topic saved against an older `changed`, keeping the newer title', async () => {
    const read = (await entity(app(), world.member, `node/${SESSIONS}`)).changed[0].value;
    await entityCall(app(), world.member, 'PATCH', `node/${SESSIONS}`, withChanged(topicEdit('Newer'), read));
    const stale = await entityCall(app(), world.member, 'PATCH', `node/${SESSIONS}`, {
      ...withChanged(topicEdit('Older'), read),
    });
    expect([stale.statusCode, stale.json()]).toEqual([403, STALE]);
    expect((await topicRow(app(), world.member, SESSIONS))?.title).toBe('Newer');
  });

  it('holds a topic’s title to 255 characters, as core’s field does (422 over)', async () => {
    const longest = await entityCall(
      app(),
      world.member,
      'PATCH',
      `node/${OWN_TOPIC}`,
      topicEdit('é'.repeat(255)),
    );
    expect(longest.statusCode, longest.body).toBe(200);
    for (const title of ['é'.repeat(256), 'x'.repeat(300_000)]) {
      const answer = await entityCall(app(), world.member, 'PATCH', `node/${OWN_TOPIC}`, topicEdit(title));
      expect([answer.statusCode, answer.json()]).toEqual([
        422,
        {
          message:
            'Unprocessable Entity: validation failed.\ntitle.0.value: Title: may not be longer than 255 characters.\n',
        },
      ]);
    }
    expect((await topicRow(app(), world.member, OWN_TOPIC))?.title).toBe('é'.repeat(255));
  });

  it('refuses a reply to a comment that does not exist with core’s reference words (422), storing nothing', async () => {
    const before = (await topicRow(app(), world.member, READING_LIST))?.comments.length;
    const answer = await postComment(app(), world.member, replyBody(READING_LIST, 99_999, '<p>Hi</p>'));
    expect([answer.statusCode, answer.json()]).toEqual([
      422,
      {
        message:
          'Unprocessable Entity: validation failed.\npid.0.target_id: The referenced entity (comment: 99999) does not exist.\n',
      },
    ]);
    expect((await topicRow(app(), world.member, READING_LIST))?.comments.length).toBe(before);
  });

  it('takes a reply whose parent is on another topic, as the recorded Drupal did', async () => {
    const answer = await postComment(app(), world.member, replyBody(READING_LIST, 10, '<p>Across</p>'));
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it('never gives a removed topic’s or comment’s id to the next one', async () => {
    const posted = await postComment(app(), world.member, commentBody(SESSIONS, '<p>Last</p>'));
    const lastCid = posted.json<{ cid: [{ value: number }] }>().cid[0].value;
    const topic = await postTopic(app(), world.member, { group_id: '2', title: 'Short-lived' });
    const lastNid = topic.json<{ nid: number }>().nid;
    for (const nid of [SESSIONS, lastNid])
      expect((await entityCall(app(), world.member, 'DELETE', `node/${nid}`)).statusCode).toBe(204);

    const next = await postTopic(app(), world.member, { group_id: '2', title: 'Next' });
    expect(next.json<{ nid: number }>().nid).toBe(lastNid + 1);
    const comment = await postComment(app(), world.member, commentBody(READING_LIST, '<p>Next</p>'));
    expect(comment.json<{ cid: [{ value: number }] }>().cid[0].value).toBe(lastCid + 1);
  });
});
