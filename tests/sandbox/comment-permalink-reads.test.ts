import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { sandboxWithMember } from './group-requests';
import { logInAs, type LoggedIn } from './sandbox-harness';

/**
 * `GET comment/{cid}?_format=json`, which a comment's link (`/comment/{cid}`) reads to find its topic, by raw
 * request in both modes, as core's EntityResource answers it: the comment with its `entity_id` for a reader of
 * its topic; none there 404 before any access check; and anyone who may not read the topic 403 with
 * CommentAccessControlHandler's reason for `view`.
 */

/** A comment of another member on "Reading group sessions" (906), and that topic. */
const SESSIONS_COMMENT = 25;
const SESSIONS = 906;
const VIEW_REFUSAL = {
  message: "The 'access comments' permission is required and the comment must be published.",
};
const NOT_CONVERTED = {
  message:
    'The "comment" parameter was not converted for the path "/comment/{comment}" (route name: "rest.entity.comment.GET")',
};

const read = (app: FastifyInstance, who: LoggedIn | undefined, cid: number) =>
  app.inject({ url: `/cms/comment/${cid}?_format=json`, cookies: who?.cookies });

describe.each(DRUPAL_MODES)('a comment read for its link (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);

  it('answers a reader of the discussions the comment and the node it is on', async () => {
    const answer = await read(world.sandbox.app, world.member, SESSIONS_COMMENT);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      cid: [{ value: SESSIONS_COMMENT }],
      entity_type: [{ value: 'node' }],
      entity_id: [{ target_id: SESSIONS, target_type: 'node', url: `/node/${SESSIONS}` }],
    });
  });

  it('refuses a visitor and an account that may not read the topic, with core’s reason (403)', async () => {
    const guest = await logInAs(world.sandbox.app, 'guest');
    for (const who of [undefined, guest]) {
      const answer = await read(world.sandbox.app, who, SESSIONS_COMMENT);
      expect([answer.statusCode, answer.json()]).toEqual([403, VIEW_REFUSAL]);
    }
  });

  it('answers a comment that does not exist 404, to anyone, before asking who reads', async () => {
    for (const who of [world.member, undefined]) {
      const answer = await read(world.sandbox.app, who, 999_999);
      expect([answer.statusCode, answer.json()]).toEqual([404, NOT_CONVERTED]);
    }
  });
});
