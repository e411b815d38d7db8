import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { commentBody, postComment, postTopic, sandboxWithMember } from './group-requests';
import { replyBody } from './discussion-requests';
import type { LoggedIn } from './sandbox-harness';

/**
 * A topic's comments a page at a time (issue 75), by raw request in both modes, as a genuine Drupal 10.3.7 drew
 * a node with 55 comments: its page shows the first 50, `?page=1` the other 5, and a comment's permalink the page
 * the comment is on, in thread order, so a reply written last to the first comment is on the first page and
 * pushes the 50th to the second. Core's comment field pages so; the site's one-topic view lists every comment.
 */

const WRITTEN = 55;

const cidOf = (answer: { json: () => unknown }) =>
  (answer.json() as { cid: [{ value: number }] }).cid[0].value;

async function commentIdsOfView(app: FastifyInstance, who: LoggedIn, nid: number, query = '') {
  const url = `/cms/rest/views/group_topics/single/${nid}?_format=json${query}`;
  const rows = (await app.inject({ url, cookies: who.cookies })).json<{ comments: { cid: string }[] }[]>();
  return rows[0]!.comments.map(({ cid }) => Number(cid));
}

/** The comments a permalink's HTML page draws, by the ids of their articles. */
async function commentIdsOfPermalink(app: FastifyInstance, who: LoggedIn, cid: number) {
  const page = await app.inject({ url: `/cms/comment/${cid}`, cookies: who.cookies });
  expect(page.statusCode).toBe(200);
  return [...page.body.matchAll(/<article id="comment-(\d+)"/g)].map(([, id]) => Number(id));
}

describe.each(DRUPAL_MODES)('a topic with more than 50 comments (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;
  let nid = 0;
  /** N1 to N55, in the order written. */
  let written: number[] = [];

  beforeAll(async () => {
    nid = (await postTopic(app(), world.member, { group_id: '1', title: 'Topic C' })).json<{ nid: number }>()
      .nid;
    written = [];
    for (let n = 1; n <= WRITTEN; n += 1) {
      const posted = await postComment(app(), world.member, commentBody(nid, `<p>paging comment ${n}</p>`));
      written.push(cidOf(posted));
    }
  });

  if (drupal === 'core') {
    it('lists the first 50 in the topic’s view, the other 5 on `?page=1`, and the last page past the end', async () => {
      expect(await commentIdsOfView(app(), world.member, nid)).toEqual(written.slice(0, 50));
      expect(await commentIdsOfView(app(), world.member, nid, '&page=1')).toEqual(written.slice(50));
      expect(await commentIdsOfView(app(), world.member, nid, '&page=7')).toEqual(written.slice(50));
    });

    it('reads `page` as PHP’s (int) does, as a genuine Drupal’s pager did: 1.5 is 1, -1 and abc the first', async () => {
      for (const page of ['1.5', '1abc', ' 1'])
        expect(await commentIdsOfView(app(), world.member, nid, `&page=${page}`)).toEqual(written.slice(50));
      for (const page of ['-1', 'abc', '0.9'])
        expect(await commentIdsOfView(app(), world.member, nid, `&page=${page}`)).toEqual(
          written.slice(0, 50),
        );
    });
  } else {
    it('lists every comment in the topic’s view, whatever `page` asks', async () => {
      for (const query of ['', '&page=1'])
        expect(await commentIdsOfView(app(), world.member, nid, query)).toEqual(written);
    });
  }

  it('draws a comment’s permalink at the page it is on', async () => {
    expect(await commentIdsOfPermalink(app(), world.member, written[54]!)).toEqual(written.slice(50));
    expect(await commentIdsOfPermalink(app(), world.member, written[0]!)).toEqual(written.slice(0, 50));
  });

  it('keeps a late reply to the first comment on the first page, pushing the 50th to the next', async () => {
    const reply = cidOf(await postComment(app(), world.member, replyBody(nid, written[0]!, '<p>late</p>')));
    const firstPage = [written[0]!, reply, ...written.slice(1, 49)];
    expect(await commentIdsOfPermalink(app(), world.member, reply)).toEqual(firstPage);
    expect(await commentIdsOfPermalink(app(), world.member, written[49]!)).toEqual(written.slice(49));
    if (drupal === 'core') expect(await commentIdsOfView(app(), world.member, nid)).toEqual(firstPage);
  });
});
