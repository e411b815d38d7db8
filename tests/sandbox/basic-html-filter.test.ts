import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { REMOVED_IMAGE } from '../../sandbox/drupal/wire/secure-images';
import { commentBody, postComment, sandboxWithMember, topicRow } from './group-requests';
import { entityCall, topicEdit } from './discussion-requests';
import type { LoggedIn } from './sandbox-harness';

/**
 * `processed` as basic_html draws it (issue 75), by raw request in both modes: a comment's `comment_body` and a
 * topic's `body`, each on the answer to the write and on a later read, `value` kept as sent. The hostile body and
 * its `processed` are what a genuine Drupal 10.3.7 (standard profile) answered; the cases after them follow
 * core's filter_html (Xss::filter() and FilterHtml) where the recording sent nothing of the kind.
 */

const OWN_TOPIC = 901;
const READING_LIST = 902;
const BOOTH = 'src="/sites/default/files/projection-booth.png"';

const HOSTILE =
  '<p onclick="steal()" style="color:red">click</p><script>alert(1)</script>' +
  `<img ${BOOTH} onerror="alert(2)" style="width:9px" class="x"><a href="javascript:alert(3)">link</a>` +
  '<iframe src="https://elsewhere.example/"></iframe><h2 id="h">heading</h2><table><tr><td>cell</td></tr></table>';
const HOSTILE_DRAWN = `<p>click</p>alert(1)<img ${BOOTH}><a href="alert(3)">link</a><h2 id="h">heading</h2>cell`;

const PICTURES =
  `<p>pictures: <img ${BOOTH} alt="png"><img ${BOOTH} alt="png sized" width="64" height="40">` +
  '<img src="/sites/default/files/projector.svg" alt="svg"><img src="http://elsewhere.example/remote.png" alt="remote http">' +
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="data uri"><img src="javascript:alert(1)" alt="javascript">' +
  '<img src="/system/files/topics/private.png" alt="private path"></p>';
const PICTURES_DRAWN =
  `<p>pictures: <img ${BOOTH} alt="png"><img ${BOOTH} alt="png sized" width="64" height="40" loading="lazy">` +
  `${REMOVED_IMAGE.repeat(5)}</p>`;

const read = (app: FastifyInstance, who: LoggedIn, path: string) =>
  app.inject({ url: `/cms/${path}?_format=json`, cookies: who.cookies });

describe.each(DRUPAL_MODES)('processed through basic_html (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;

  /** The comment's `comment_body` item as the POST answered it and as a read answers it after. */
  async function commentDrawn(html: string) {
    const posted = await postComment(app(), world.member, commentBody(READING_LIST, html));
    expect(posted.statusCode, posted.body).toBe(201);
    const cid = posted.json<{ cid: [{ value: number }] }>().cid[0].value;
    const again = await read(app(), world.member, `comment/${cid}`);
    const items = [posted, again].map((answer) => answer.json().comment_body[0]);
    expect(items[1]).toEqual(items[0]);
    return items[0] as { value: string; processed: string };
  }

  it('strips event handlers, style, script tags, iframes, table markup and javascript: from a comment', async () => {
    expect(await commentDrawn(HOSTILE)).toMatchObject({ value: HOSTILE, processed: HOSTILE_DRAWN });
    // The topic's view draws the same text as the entity's `processed`.
    const row = await topicRow(app(), world.member, READING_LIST);
    expect(row?.comments.at(-1)?.comment_body).toBe(HOSTILE_DRAWN);
  });

  it('strips the same from a topic’s body, on the PATCH’s answer and on a read', async () => {
    const patched = await entityCall(
      app(),
      world.member,
      'PATCH',
      `node/${OWN_TOPIC}`,
      topicEdit('T', HOSTILE),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const again = await read(app(), world.member, `node/${OWN_TOPIC}`);
    for (const answer of [patched, again])
      expect(answer.json().body[0]).toMatchObject({ value: HOSTILE, processed: HOSTILE_DRAWN });
    expect((await topicRow(app(), world.member, OWN_TOPIC))?.body).toBe(HOSTILE_DRAWN);
  });

  it('keeps the site’s raster picture and marks every other, in a comment and a topic', async () => {
    expect((await commentDrawn(PICTURES)).processed).toBe(PICTURES_DRAWN);
    const patched = await entityCall(
      app(),
      world.member,
      'PATCH',
      `node/${OWN_TOPIC}`,
      topicEdit('T', PICTURES),
    );
    expect(patched.json().body[0].processed).toBe(PICTURES_DRAWN);
  });

  it.each([
    [
      'makes a picture at the site’s own absolute address relative to it',
      '<p><img src="http://localhost:80/sites/default/files/projection-booth.png" alt="own host"></p>',
      `<p><img ${BOOTH} alt="own host"></p>`,
    ],
    [
      'reads character references before it strips a protocol, in any case',
      '<p><a href="javascript&colon;alert(1)">a</a><a href="JaVaScRiPt:alert(2)">b</a>' +
        '<a href="&#106;avascript:alert(3)" hreflang="en">c</a><a href="https://example.org/?a=1&amp;b=2">d</a></p>',
      '<p><a href="alert(1)">a</a><a href="alert(2)">b</a><a href="alert(3)" hreflang="en">c</a>' +
        '<a href="https://example.org/?a=1&amp;b=2">d</a></p>',
    ],
    [
      // A genuine Drupal 10.3.7's answer (the fifth recording): core's `filter_protocols` beyond http and https.
      'keeps mailto: and the other protocols core allows, drops `target` and `rel`',
      '<p><a href="//elsewhere.example/x" target="_blank">pr</a> <a href="mailto:x@example.org">mail</a> ' +
        '<a href="#frag">frag</a> <a href="/node/1" rel="nofollow" hreflang="en">rel</a> ' +
        '<a href="tel:+3212345">tel</a> <a href="data:text/html;base64,PHA+">data</a></p>',
      '<p><a href="//elsewhere.example/x">pr</a> <a href="mailto:x@example.org">mail</a> ' +
        '<a href="#frag">frag</a> <a href="/node/1" hreflang="en">rel</a> ' +
        '<a href="tel:+3212345">tel</a> <a href="text/html;base64,PHA+">data</a></p>',
    ],
    [
      'keeps only the attributes each element is allowed, `lang` and `dir` on any',
      '<ol start="3" type="a" class="x" reversed><li lang="fr" dir="rtl sideways" title="t">un</li></ol>' +
        '<blockquote cite="https://example.org/" id="q">q</blockquote><h3 id="s" data-x="y">s</h3>',
      '<ol start="3" type="a"><li lang="fr" dir="rtl">un</li></ol>' +
        '<blockquote cite="https://example.org/">q</blockquote><h3 id="s">s</h3>',
    ],
    [
      'drops comments and unknown elements, escapes stray brackets and closes what was left open',
      '<p>a <!-- hidden --><span>b</span> < c > d</p><div>e</div><ul><li>f</ul><p>g<em>h',
      '<p>a b &lt; c &gt; d</p>e<ul><li>f</li></ul><p>g<em>h</em></p>',
    ],
    [
      'turns a picture’s `data-align` into its class, as filter_align does',
      `<p><img ${BOOTH} data-align="center" class="wide"><img ${BOOTH} data-align="top"></p>`,
      `<p><img ${BOOTH} class="align-center"><img ${BOOTH}></p>`,
    ],
  ])('%s', async (_, html, processed) => {
    expect((await commentDrawn(html)).processed).toBe(processed);
  });

  it('keeps the editor’s underline and checklists on the association’s site only', async () => {
    const html = '<p><u>u</u></p><ul><li data-list="checked">done</li><li data-list="bullet">b</li></ul>';
    expect((await commentDrawn(html)).processed).toBe(
      drupal === 'site' ? html : '<p>u</p><ul><li>done</li><li>b</li></ul>',
    );
  });
});
