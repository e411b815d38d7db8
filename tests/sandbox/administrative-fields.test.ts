import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { commentEdit, entityCall, topicEdit, topicListRows } from './discussion-requests';
import { sandboxWithMember } from './group-requests';

/**
 * Fields only an administrator may change, as a member could send them by raw request to their own topic
 * (901, group 1) and their own comment (2): core refuses each with its permission's words unless it carries
 * the stored value, so a client may send back what it read.
 */

const OWN_TOPIC = 901;
const OWN_COMMENT = 2;
const ORGANIZER = 5;

const nodeRefusal = (field: string) =>
  `{"message":"Access denied on updating field \\u0027${field}\\u0027. The \\u0027administer nodes\\u0027 permission is required."}`;

describe.each(DRUPAL_MODES)('fields only an administrator may change (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;
  const patchTopic = (fields: object) =>
    entityCall(app(), world.member, 'PATCH', `node/${OWN_TOPIC}`, { ...topicEdit('Pinned?'), ...fields });
  const pinned = async () =>
    (await topicListRows(app(), world.member, 1)).find(({ nid }) => nid === String(OWN_TOPIC))?.sticky;

  it.each([
    ['sticky', { sticky: [{ value: true }] }],
    ['status', { status: [{ value: false }] }],
    ['uid', { uid: [{ target_id: ORGANIZER }] }],
    ['promote', { promote: [{ value: true }] }],
  ])(
    'refuses `%s` on the member’s own topic with core’s words, to the byte, storing nothing',
    async (field, body) => {
      const answer = await patchTopic(body);
      expect([answer.statusCode, answer.body]).toEqual([403, nodeRefusal(field)]);
      expect(await pinned()).toBe('0');
    },
  );

  it('lets the stored values through, as sent back from a read', async () => {
    const answer = await patchTopic({
      sticky: [{ value: false }],
      status: [{ value: true }],
      uid: [{ target_id: 7 }],
      promote: [{ value: false }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('names the first refused field in the body’s order', async () => {
    const answer = await patchTopic({ status: [{ value: false }], sticky: [{ value: true }] });
    expect([answer.statusCode, answer.body]).toEqual([403, nodeRefusal('status')]);
  });

  it('refuses a comment’s `status` without `administer comments`, and takes the stored one', async () => {
    const unpublish = await entityCall(app(), world.member, 'PATCH', `comment/${OWN_COMMENT}`, {
      ...commentEdit('<p>Hidden?</p>'),
      status: [{ value: false }],
    });
    expect([unpublish.statusCode, unpublish.body]).toEqual([
      403,
      '{"message":"Access denied on updating field \\u0027status\\u0027. The \\u0027administer comments\\u0027 permission is required."}',
    ]);
    const same = await entityCall(app(), world.member, 'PATCH', `comment/${OWN_COMMENT}`, {
      ...commentEdit('<p>Still here.</p>'),
      status: [{ value: true }],
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});
