import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { REMOVED_IMAGE } from '../../sandbox/drupal/wire/secure-images';
import { commentBody, inGroup, postComment, topicRow, sandboxWithMember } from './group-requests';
import { logInAs } from './sandbox-harness';

const READING_LIST = 902;
const FILM_HISTORY = 1;
const FORBIDDEN = { message: 'You are not authorized to create this comment entity of bundle comment.' };
/** Core's create access, for whoever lacks `post comments`: anyone but a member of the association. */
const NOT_PERMITTED = { message: "The 'post comments' permission is required." };

describe.each(DRUPAL_MODES)('commenting on a topic (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);

  it('stores a member’s comment and answers 201 with the stored comment entity', async () => {
    const response = await postComment(
      world.sandbox.app,
      world.member,
      commentBody(READING_LIST, '<p>Agreed.</p>'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json<Record<string, unknown>>();
    expect(stored).toMatchObject({
      entity_id: [{ target_id: READING_LIST }],
      uid: [{ target_id: 7 }],
      comment_body: [{ value: '<p>Agreed.</p>', format: 'basic_html' }],
    });
    const comments = (await topicRow(world.sandbox.app, world.member, READING_LIST))?.comments ?? [];
    expect(comments.at(-1)).toMatchObject({ name: 'Marta Kowalska', comment_body: '<p>Agreed.</p>' });
    expect(comments.at(-1)?.cid).toBe(String((stored.cid as [{ value: number }])[0].value));
  });

  it('refuses users outside the topic’s group and anonymous visitors with 403', async () => {
    const guest = await logInAs(world.sandbox.app, 'guest');
    const outsider = await logInAs(world.sandbox.app, 'locked');
    for (const [who, refusal] of [
      [guest, NOT_PERMITTED],
      [outsider, FORBIDDEN],
      [undefined, NOT_PERMITTED],
    ] as const) {
      const response = await postComment(world.sandbox.app, who, commentBody(READING_LIST, '<p>Hi</p>'));
      expect([response.statusCode, response.json()]).toEqual([403, refusal]);
    }
  });

  it('refuses a non-member of the association with 403, even in the topic’s group', async () => {
    const guest = await logInAs(world.sandbox.app, 'guest');
    inGroup(world.sandbox.dbFile, FILM_HISTORY, guest);
    const response = await postComment(world.sandbox.app, guest, commentBody(READING_LIST, '<p>Hi</p>'));
    expect([response.statusCode, response.json()]).toEqual([403, NOT_PERMITTED]);
    const comments = (await topicRow(world.sandbox.app, world.member, READING_LIST))?.comments ?? [];
    expect(comments.map((comment) => comment.comment_body)).not.toContain('<p>Hi</p>');
  });

  // Core's text item is empty only when its value is null or '' (TextItemBase::isEmpty): the required field's
  // NotNull constraint refuses those, and nothing else.
  it.each([
    ['the body ""', { ...commentBody(READING_LIST, ''), comment_body: [{ value: '' }] }],
    ['no body value', { ...commentBody(READING_LIST, ''), comment_body: [{ format: 'basic_html' }] }],
    ['no body', { ...commentBody(READING_LIST, ''), comment_body: [] }],
  ])('answers 422 with Drupal’s validation text for %s', async (_, body) => {
    const response = await postComment(world.sandbox.app, world.member, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Unprocessable Entity: validation failed.\ncomment_body: This value should not be null.\n',
    });
  });

  // What a reader would not see is still a value to Drupal: stored as sent, so the portal must refuse it first.
  it.each(['   ', '<p>\u00a0\u200b</p>'])('stores the body %j, as a genuine Drupal does', async (html) => {
    const response = await postComment(world.sandbox.app, world.member, commentBody(READING_LIST, html));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ comment_body: [{ value: html }] });
  });

  // basic_html's filter_html_image_secure, when Drupal draws the text: only raster pictures the site holds stay
  // (tests/sandbox/member-pictures.test.ts holds the mark to the recorded one).
  it('draws only pictures hosted on the site, the others as core’s "Image removed." mark, and stores all', async () => {
    const kept = [
      '<img src="/sites/default/files/projection-booth.png" alt="a">',
      '<img src="/cms/sites/default/files/projection-booth.png" alt="b">',
    ];
    const onThisHost = '<img src="http://localhost:80/cms/sites/default/files/projection-booth.png" alt="c">';
    const removed = [
      '<img src="https://elsewhere.example/sites/default/files/projection-booth.png" alt="d">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="e">',
      '<img src="/sites/default/files/necs-statutes.pdf" alt="f">',
      '<img src="/sites/default/files/projector.svg" alt="g">',
    ];
    const html = `<p>${[...kept, onThisHost, ...removed].join(' ')}</p>`;
    const posted = await postComment(world.sandbox.app, world.member, commentBody(READING_LIST, html));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ comment_body: [{ value: html }] });
    const comments = (await topicRow(world.sandbox.app, world.member, READING_LIST))?.comments ?? [];
    const madeRelative = '<img src="/cms/sites/default/files/projection-booth.png" alt="c">';
    expect(comments.at(-1)?.comment_body).toBe(
      `<p>${[...kept, madeRelative, ...removed.map(() => REMOVED_IMAGE)].join(' ')}</p>`,
    );
  });

  it('answers 422 for a topic that does not exist', async () => {
    const response = await postComment(world.sandbox.app, world.member, commentBody(5, '<p>Hi</p>'));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toMatch(
      /^Unprocessable Entity: validation failed\.\nentity_id/,
    );
  });

  it('wants ?_format=json and the CSRF header', async () => {
    const body = commentBody(READING_LIST, '<p>Hi</p>');
    expect((await postComment(world.sandbox.app, world.member, body, true, '')).statusCode).toBe(406);
    const headerless = await postComment(world.sandbox.app, world.member, body, false);
    expect([headerless.statusCode, headerless.json()]).toEqual([
      403,
      { message: 'X-CSRF-Token request header is missing' },
    ]);
  });
});
