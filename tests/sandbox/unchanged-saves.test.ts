import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { commentEdit, entityCall, topicEdit } from './discussion-requests';
import { sandboxWithMember } from './group-requests';
import type { LoggedIn } from './sandbox-harness';

/**
 * A save that changes nothing leaves `changed` where it was, as a genuine Drupal 10.3 answered it: core sets
 * only the fields whose value differs and moves `changed` only when the entity has changes. So a later save
 * carrying the `changed` read before it is still made against the latest version (200), not refused as
 * stale, which the portal would show as an edit conflict against the member's own words. By raw request in
 * both modes, on the member's comment 2 and topic 901, whose seeded `changed` lies long before this second.
 */

const OWN_COMMENT = 2;
const OWN_TOPIC = 901;

interface Entity {
  changed: [{ value: string }];
  title?: [{ value: string }];
  body?: [{ value: string }];
  comment_body?: [{ value: string }];
}

async function read(app: FastifyInstance, who: LoggedIn, path: string): Promise<Entity> {
  const answer = await app.inject({ url: `/cms/${path}?_format=json`, cookies: who.cookies });
  return answer.json<Entity>();
}

const withChanged = <T extends object>(body: T, changed: string) => ({
  ...body,
  changed: [{ value: String(Date.parse(changed) / 1000) }],
});

describe.each(DRUPAL_MODES)('a save that changes nothing (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;
  const patch = (path: string, body: object) => entityCall(app(), world.member, 'PATCH', path, body);

  it('leaves a comment’s `changed`, and takes a later save carrying it (200)', async () => {
    const path = `comment/${OWN_COMMENT}`;
    const before = await read(app(), world.member, path);
    const same = commentEdit(before.comment_body![0].value);
    const unchanged = await patch(path, withChanged(same, before.changed[0].value));
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json<Entity>().changed).toEqual(before.changed);
    expect((await read(app(), world.member, path)).changed).toEqual(before.changed);

    const later = await patch(path, withChanged(commentEdit('<p>Changed now.</p>'), before.changed[0].value));
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<Entity>().changed).not.toEqual(before.changed);
  });

  it('leaves a topic’s `changed`, and takes a later save carrying it (200)', async () => {
    const path = `node/${OWN_TOPIC}`;
    const before = await read(app(), world.member, path);
    const same = topicEdit(before.title![0].value, before.body![0].value);
    const unchanged = await patch(path, withChanged(same, before.changed[0].value));
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await read(app(), world.member, path)).changed).toEqual(before.changed);

    const later = await patch(path, withChanged(topicEdit('Retitled'), before.changed[0].value));
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<Entity>().changed).not.toEqual(before.changed);
  });
});
