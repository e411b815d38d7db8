import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { commentEdit, entityCall, topicEdit } from './discussion-requests';
import { sandboxWithMemberAndAdministrator } from './group-requests';
import type { LoggedIn } from './sandbox-harness';

/**
 * What the administrator may change that a member may not, stored as a genuine Drupal 10.3 stored it, and the
 * field nobody changes once a comment exists, by raw request in both modes: the administrator's `promote` of a
 * topic and new author (`uid`) of a topic or comment are kept, and `changed` moves with them; a comment's
 * parent (`pid`), host field (`field_name`) and host type (`entity_type`) are refused to the member and the
 * administrator alike, with core's words naming only the field.
 */

const OWN_TOPIC = 901;
const OWN_COMMENT = 2;
/** Comment 2 is a top-level comment of topic 902; comment 1 is another of its comments. */
const ANOTHER_COMMENT = 1;
const ORGANIZER = 5;
const PID_REFUSAL = '{"message":"Access denied on updating field \\u0027pid\\u0027."}';

interface Entity {
  changed: [{ value: string }];
  promote?: [{ value: boolean }];
  uid: [{ target_id: number }];
  pid?: { target_id: number }[];
}

async function read(app: FastifyInstance, who: LoggedIn, path: string): Promise<Entity> {
  const answer = await app.inject({ url: `/cms/${path}?_format=json`, cookies: who.cookies });
  return answer.json<Entity>();
}

const bundle = { type: topicEdit('').type };
const commentBundle = { comment_type: commentEdit('').comment_type };

describe.each(DRUPAL_MODES)('the administrator’s field changes (%s Drupal)', (drupal) => {
  const world = sandboxWithMemberAndAdministrator(drupal);
  const app = () => world.sandbox.app;

  it('stores the administrator’s `promote` of a topic, which the member then may send back (200)', async () => {
    const path = `node/${OWN_TOPIC}`;
    const before = await read(app(), world.member, path);
    expect(before.promote).toEqual([{ value: false }]);
    const promoted = await entityCall(app(), world.admin, 'PATCH', path, {
      ...bundle,
      promote: [{ value: true }],
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const after = await read(app(), world.member, path);
    expect(after.promote).toEqual([{ value: true }]);
    expect(after.changed).not.toEqual(before.changed);
    const sentBack = await entityCall(app(), world.member, 'PATCH', path, {
      ...topicEdit('Still promoted'),
      promote: [{ value: true }],
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
  });

  it('refuses a comment’s new parent to the member and to the administrator, with core’s words to the byte', async () => {
    const path = `comment/${OWN_COMMENT}`;
    for (const who of [world.member, world.admin]) {
      const answer = await entityCall(app(), who, 'PATCH', path, {
        ...commentBundle,
        pid: [{ target_id: ANOTHER_COMMENT }],
      });
      expect([answer.statusCode, answer.body]).toEqual([403, PID_REFUSAL]);
    }
    expect((await read(app(), world.admin, path)).pid).toEqual([]);
  });

  it('refuses a comment’s new field or entity type to the member and to the administrator, as a genuine Drupal did', async () => {
    const path = `comment/${OWN_COMMENT}`;
    for (const who of [world.member, world.admin])
      for (const [field, value] of [
        ['field_name', 'comment_forum'],
        ['entity_type', 'user'],
      ] as const) {
        const answer = await entityCall(app(), who, 'PATCH', path, {
          ...commentBundle,
          [field]: [{ value }],
        });
        expect([answer.statusCode, answer.body]).toEqual([
          403,
          `{"message":"Access denied on updating field \\u0027${field}\\u0027."}`,
        ]);
      }
    // Their stored values, as sent back from a read, go through.
    const sentBack = await entityCall(app(), world.member, 'PATCH', path, {
      ...commentBundle,
      field_name: [{ value: 'comment' }],
      entity_type: [{ value: 'node' }],
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
  });

  it('lets a comment’s stored parent through, as sent back from a read (none: an empty list)', async () => {
    const answer = await entityCall(app(), world.admin, 'PATCH', `comment/${OWN_COMMENT}`, {
      ...commentBundle,
      pid: [],
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('stores the administrator’s new author of a topic and of a comment', async () => {
    const topic = await entityCall(app(), world.admin, 'PATCH', `node/${OWN_TOPIC}`, {
      ...bundle,
      uid: [{ target_id: ORGANIZER }],
    });
    expect(topic.statusCode, topic.body).toBe(200);
    expect((await read(app(), world.member, `node/${OWN_TOPIC}`)).uid[0].target_id).toBe(ORGANIZER);

    const path = `comment/${OWN_COMMENT}`;
    const before = await read(app(), world.member, path);
    const comment = await entityCall(app(), world.admin, 'PATCH', path, {
      ...commentBundle,
      uid: [{ target_id: ORGANIZER }],
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const after = await read(app(), world.member, path);
    expect(after.uid[0].target_id).toBe(ORGANIZER);
    expect(after.changed).not.toEqual(before.changed);
  });
});
