import { describe, expect, it } from 'vitest';
import { demoAccount } from '../../sandbox/demo-data/accounts';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { entityCall, commentEdit } from './discussion-requests';
import { commentBody, postComment, sandboxWithMemberAndAdministrator } from './group-requests';
import { logInAs } from './sandbox-harness';

/**
 * Core's words for a login, a logout and a comment it refuses, to the byte, as a genuine Drupal 10.3 answered
 * them, by raw request in both modes: what is missing from a login, a logout token sent again after its
 * session ended, a comment from that ended session, and a text format the member may not use.
 */

const READING_LIST = 902;
const OWN_COMMENT = 2;
const FORMAT_REFUSAL =
  '{"message":"Unprocessable Entity: validation failed.\\ncomment_body.0.format: The value you selected is not a valid choice.\\n"}';

const inFormat = (format: string) => {
  const body = commentBody(READING_LIST, `<p><strong>${format}</strong></p>`);
  return { ...body, comment_body: [{ ...body.comment_body[0], format }] };
};

describe.each(DRUPAL_MODES)('core’s refusals, word for word (%s Drupal)', (drupal) => {
  const world = sandboxWithMemberAndAdministrator(drupal);
  const app = () => world.sandbox.app;

  it.each([
    ['the password', { name: demoAccount('editor').mail }, 'Missing credentials.pass.'],
    ['the name', { pass: demoAccount('editor').password }, 'Missing credentials.name.'],
    ['both', {}, 'Missing credentials.'],
  ])('names what a login is missing: %s (400)', async (_what, payload, message) => {
    const answer = await app().inject({ method: 'POST', url: '/cms/user/login?_format=json', payload });
    expect([answer.statusCode, answer.body]).toEqual([400, JSON.stringify({ message })]);
  });

  it('refuses a logout token sent again, and a comment, from a session that ended', async () => {
    const ended = await logInAs(app(), 'member');
    const logout = () =>
      app().inject({
        method: 'POST',
        url: `/cms/user/logout?_format=json&token=${ended.logoutToken}`,
        cookies: ended.cookies,
        headers: { 'x-csrf-token': ended.csrfToken },
      });
    expect((await logout()).statusCode).toBe(204);
    const again = await logout();
    expect([again.statusCode, again.body]).toEqual([
      403,
      '{"message":"\\u0027csrf_token\\u0027 URL query argument is invalid."}',
    ]);
    const comment = await postComment(app(), ended, commentBody(READING_LIST, '<p>after logout</p>'));
    expect([comment.statusCode, comment.body]).toEqual([
      403,
      '{"message":"The \\u0027post comments\\u0027 permission is required."}',
    ]);
  });

  it.each(['full_html', 'restricted_html', 'no_such_format'])(
    'refuses a comment in the text format %s from a member (422)',
    async (format) => {
      const answer = await postComment(app(), world.member, inFormat(format));
      expect([answer.statusCode, answer.body]).toEqual([422, FORMAT_REFUSAL]);
    },
  );

  it('refuses that format on an edit too, and takes `plain_text` from a member and `full_html` from the administrator', async () => {
    const edit = commentEdit('<p>Edited</p>');
    const refused = await entityCall(app(), world.member, 'PATCH', `comment/${OWN_COMMENT}`, {
      ...edit,
      comment_body: [{ ...edit.comment_body[0], format: 'full_html' }],
    });
    expect([refused.statusCode, refused.body]).toEqual([422, FORMAT_REFUSAL]);
    expect((await postComment(app(), world.member, inFormat('plain_text'))).statusCode).toBe(201);
    const byAdministrator = await entityCall(app(), world.admin, 'PATCH', `comment/${OWN_COMMENT}`, {
      ...edit,
      comment_body: [{ ...edit.comment_body[0], format: 'full_html' }],
    });
    expect(byAdministrator.statusCode, byAdministrator.body).toBe(200);
  });
});
