import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { commentEdit, entityCall } from './discussion-requests';
import { commentBody, postComment, sandboxWithMember, topicRow } from './group-requests';

const READING_LIST = 902;

interface CommentAnswer {
  cid: [{ value: number }];
  comment_body: [{ value: string; format: string; processed: string }];
}

const inPlainText = (text: string) => {
  const body = commentBody(READING_LIST, text);
  return { ...body, comment_body: [{ value: text, format: 'plain_text' }] };
};

/**
 * A comment in `plain_text`, a format every member may use: kept in that format and drawn as core's plain_text
 * draws it (escaped, then paragraphs and line breaks, then links of addresses), as a genuine Drupal 10.3
 * answered it (tests/sandbox/recorded/, the fourth recording), by raw request in both modes.
 */
describe.each(DRUPAL_MODES)('comments in plain_text (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;

  const posted = async (text: string) => {
    const answer = await postComment(app(), world.member, inPlainText(text));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<CommentAnswer>();
  };

  it('keeps the format and draws markup as text, an address in it a link, to the byte', async () => {
    const comment = await posted(
      '<p><strong>plain_text</strong> <img src="http://elsewhere.example/x.png"></p>',
    );
    // The address runs on through the escaped quote and tag, as core's URL filter reads escaped text.
    const drawn =
      '<p>&lt;p&gt;&lt;strong&gt;plain_text&lt;/strong&gt; &lt;img src=&quot;' +
      '<a href="http://elsewhere.example/x.png&quot;&gt;&lt;/p&amp;gt">' +
      'http://elsewhere.example/x.png&quot;&gt;&lt;/p&amp;gt</a>;</p>\n';
    expect(comment.comment_body[0]).toMatchObject({ format: 'plain_text', processed: drawn });
    const cid = comment.cid[0].value;
    const read = await app().inject({
      url: `/cms/comment/${cid}?_format=json`,
      cookies: world.member.cookies,
    });
    expect(read.json<CommentAnswer>().comment_body[0]).toMatchObject({
      format: 'plain_text',
      processed: drawn,
    });
    const row = await topicRow(app(), world.member, READING_LIST);
    expect(row?.comments.find((one) => Number(one.cid) === cid)?.comment_body).toBe(drawn);
  });

  it('makes paragraphs and line breaks of blank lines and newlines, and cuts a long address’s caption', async () => {
    const long = `https://example.org/${'a'.repeat(80)}`;
    const comment = await posted(`one\ntwo\n\nthree & four ${long}\n`);
    expect(comment.comment_body[0].processed).toBe(
      `<p>one<br />\ntwo</p>\n<p>three &amp; four <a href="${long}">${long.slice(0, 71)}…</a></p>\n`,
    );
  });

  it('draws a comment edited into basic_html as HTML again', async () => {
    const cid = (await posted('<em>plain</em>')).cid[0].value;
    const edited = await entityCall(
      app(),
      world.member,
      'PATCH',
      `comment/${cid}`,
      commentEdit('<em>rich</em>'),
    );
    expect(edited.json<CommentAnswer>().comment_body[0]).toMatchObject({
      format: 'basic_html',
      processed: '<em>rich</em>',
    });
  });
});
