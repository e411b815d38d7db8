import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { commentEdit, entityCall, topicEdit, topicListRows } from './discussion-requests';
import { topicRow, sandboxWithMember } from './group-requests';
import { logInAs } from './sandbox-harness';

/** The member's own comment (cid 2) and another's (cid 3, by uid 2) on the organizer's reading list (902). */
const OWN_COMMENT = 2;
const OTHERS_COMMENT = 3;
const OWN_TOPIC = 901;
const OTHERS_TOPIC = 902;
const MEMBERS_TOPIC_IN_GROUP_2 = 906;

const NOT_OWN_COMMENT =
  "The 'edit own comments' permission is required, the user must be the comment author, and the comment must be published.";

describe.each(DRUPAL_MODES)('editing and deleting what one wrote (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);

  it('saves the member’s own comment: 200, the new text, and an edit time after its creation', async () => {
    const { app } = world.sandbox;
    const answer = await entityCall(
      app,
      world.member,
      'PATCH',
      `comment/${OWN_COMMENT}`,
      commentEdit('<p>New</p>'),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const row = (await topicRow(app, world.member, OTHERS_TOPIC))?.comments.find((c) => c.cid === '2');
    expect(row).toMatchObject({ comment_body: '<p>New</p>' });
    const { created, changed } = row as unknown as { created: string; changed: string };
    expect(Date.parse(changed)).toBeGreaterThan(Date.parse(created));
  });

  it('refuses another’s comment, and a visitor, with core’s words; deleting even one’s own comment is 403', async () => {
    const { app } = world.sandbox;
    for (const who of [world.member, undefined]) {
      const answer = await entityCall(
        app,
        who,
        'PATCH',
        `comment/${OTHERS_COMMENT}`,
        commentEdit('<p>x</p>'),
      );
      expect([answer.statusCode, answer.json()]).toEqual([403, { message: NOT_OWN_COMMENT }]);
    }
    const deletion = await entityCall(app, world.member, 'DELETE', `comment/${OWN_COMMENT}`);
    expect([deletion.statusCode, deletion.json()]).toEqual([403, { message: '' }]);
  });

  it('asks a comment PATCH for its bundle, as core does (422)', async () => {
    const answer = await entityCall(app(), world.member, 'PATCH', `comment/${OWN_COMMENT}`, {
      comment_body: [{ value: '<p>x</p>', format: 'basic_html' }],
    });
    expect([answer.statusCode, answer.json()]).toEqual([
      422,
      { message: 'Could not determine entity type bundle: "comment_type" field is missing.' },
    ]);
  });

  it('edits the member’s own topic and refuses another’s with core’s words', async () => {
    const own = await entityCall(app(), world.member, 'PATCH', `node/${OWN_TOPIC}`, topicEdit('Renamed'));
    expect(own.statusCode, own.body).toBe(200);
    expect((await topicRow(app(), world.member, OWN_TOPIC))?.title).toBe('Renamed');
    const others = await entityCall(app(), world.member, 'PATCH', `node/${OTHERS_TOPIC}`, topicEdit('Mine'));
    expect([others.statusCode, others.json()]).toEqual([
      403,
      { message: "The 'edit any group_topic content' permission is required." },
    ]);
  });

  it('deletes the member’s own topic (204, gone from the list) and refuses another’s', async () => {
    const others = await entityCall(app(), world.member, 'DELETE', `node/${OTHERS_TOPIC}`);
    expect([others.statusCode, others.json()]).toEqual([
      403,
      { message: "The 'delete any group_topic content' permission is required." },
    ]);
    const own = await entityCall(app(), world.member, 'DELETE', `node/${MEMBERS_TOPIC_IN_GROUP_2}`);
    expect([own.statusCode, own.body]).toEqual([204, '']);
    const nids = (await topicListRows(app(), world.member, 2)).map((row) => Number(row.nid));
    expect(nids).not.toContain(MEMBERS_TOPIC_IN_GROUP_2);
    expect(await topicRow(app(), world.member, MEMBERS_TOPIC_IN_GROUP_2)).toBeUndefined();
  });

  it('refuses a visitor and another member the member’s topic', async () => {
    const organizer = await logInAs(app(), 'organizer');
    for (const who of [organizer, undefined]) {
      const answer = await entityCall(app(), who, 'DELETE', `node/${OWN_TOPIC}`);
      expect(answer.statusCode).toBe(403);
    }
  });

  // Core's text and string items are empty only for null or '': those fail the required field's NotNull
  // constraint, and anything else, what a reader would not see included, is stored as sent.
  it('refuses an empty comment body and title as core does, and stores invisible ones as sent', async () => {
    const NULL = (field: string) =>
      `Unprocessable Entity: validation failed.\n${field}: This value should not be null.\n`;
    const comment = `comment/${OWN_COMMENT}`;
    const empty = await entityCall(app(), world.member, 'PATCH', comment, commentEdit(''));
    expect([empty.statusCode, empty.json()]).toEqual([422, { message: NULL('comment_body') }]);
    const invisible = await entityCall(app(), world.member, 'PATCH', comment, commentEdit('<p>\u200b</p>'));
    expect(invisible.statusCode, invisible.body).toBe(200);
    const untitled = await entityCall(app(), world.member, 'PATCH', `node/${OWN_TOPIC}`, topicEdit(''));
    expect([untitled.statusCode, untitled.json()]).toEqual([422, { message: NULL('title') }]);
    const spaced = await entityCall(app(), world.member, 'PATCH', `node/${OWN_TOPIC}`, topicEdit('\u00a0'));
    expect(spaced.statusCode, spaced.body).toBe(200);
  });

  const app = () => world.sandbox.app;
});
