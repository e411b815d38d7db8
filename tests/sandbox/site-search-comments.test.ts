import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { entityCall, commentEdit } from './discussion-requests';
import { commentBody, postComment, sandboxWithMember } from './group-requests';
import { logInAs, type LoggedIn } from './sandbox-harness';
import { search, type SearchRow } from './search-answers';

const STREAMING = 'Streaming and the archive';
const titles = (rows: readonly SearchRow[]) => rows.map((row) => row.title);

/**
 * A topic's comments' words in the site search (docs/search.md), asked as a stranger would: the member
 * (uid 7) is in the groups of topics 902 (group 1) and 903 (group 2, where she wrote "It forgets faster.");
 * the organizer is a member of the association in group 1 only, the guest no member at all.
 */
describe.each(DRUPAL_MODES)('the site search in comments (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const find = (keys: string, who?: LoggedIn) =>
    search(world.sandbox.app, drupal, keys, who ? { cookies: who.cookies } : {});

  it('finds a topic of the member’s group by a word only one of its comments holds, naming that comment', async () => {
    const { rows } = await find('forgets', world.member);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'topic',
        title: STREAMING,
        url: '/node/903',
        comment_id: drupal === 'site' ? '4' : 4,
        comment_author: expect.stringMatching(/\S/),
      }),
    ]);
    expect(rows[0]!.excerpt).toBe('It <strong>forgets</strong> faster.');
  });

  // One rule for reading and finding: every member of the association reads every group's discussion.
  it('finds it for a member of the association outside the topic’s group, naming the comment', async () => {
    const organizer = await logInAs(world.sandbox.app, 'organizer');
    const { rows } = await find('forgets', organizer);
    expect(rows).toEqual([
      expect.objectContaining({ title: STREAMING, comment_id: drupal === 'site' ? '4' : 4 }),
    ]);
    expect(rows[0]!.excerpt).toBe('It <strong>forgets</strong> faster.');
  });

  it('never finds it for a visitor or a logged-in non-member of the association, nor by its own words', async () => {
    const guest = await logInAs(world.sandbox.app, 'guest');
    for (const who of [undefined, guest]) {
      const answer = await find('forgets', who);
      expect(answer.rows, who?.uid ?? 'visitor').toEqual([]);
      if (drupal === 'site') expect(answer.pager!.total_items).toBe('0');
      expect(titles((await find('streaming archive', who)).rows)).not.toContain(STREAMING);
    }
  });

  it('keeps the topic’s own text as the excerpt where it holds the words, and needs every word across topic and comments', async () => {
    const own = (await find('streaming', world.member)).rows.find((row) => row.title === STREAMING);
    expect(own).toMatchObject({ comment_id: '', comment_author: '' });
    expect(own!.excerpt).toContain('<strong>streaming</strong>');
    // "archive" is the topic's, "forgets" its comment's: core finds a node by all its words, comments included.
    const across = await find('archive forgets', world.member);
    expect(titles(across.rows)).toEqual([STREAMING]);
    expect((await find('forgets xylophonequartz', world.member)).rows).toEqual([]);
  });

  it('finds a comment’s words as soon as it is written or edited, and no longer once they are gone', async () => {
    const posted = await postComment(
      world.sandbox.app,
      world.member,
      commentBody(903, '<p>Quagga footage</p>'),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const cid = Number(posted.json<{ cid: [{ value: number }] }>().cid[0].value);
    const found = await find('quagga', world.member);
    expect(found.rows).toEqual([
      expect.objectContaining({ title: STREAMING, comment_id: drupal === 'site' ? String(cid) : cid }),
    ]);
    const edited = await entityCall(
      world.sandbox.app,
      world.member,
      'PATCH',
      `comment/${cid}`,
      commentEdit('<p>Okapi footage</p>'),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await find('quagga', world.member)).rows).toEqual([]);
    expect(titles((await find('okapi', world.member)).rows)).toEqual([STREAMING]);
  });

  it('names the first comment holding every word, else the first holding any, never another topic’s', async () => {
    const post = async (nid: number, html: string) => {
      const posted = await postComment(world.sandbox.app, world.member, commentBody(nid, html));
      expect(posted.statusCode, posted.body).toBe(201);
      const cid = posted.json<{ cid: [{ value: number }] }>().cid[0].value;
      return drupal === 'site' ? String(cid) : cid;
    };
    // An earlier comment of another of the member's topics holds both words: it is never this topic's.
    await post(902, '<p>Axolotl bandicoot</p>');
    await post(903, '<p>Axolotl only</p>');
    const whole = await post(903, '<p>Axolotl and bandicoot</p>');
    const both = await find('axolotl bandicoot', world.member);
    expect(both.rows.find((row) => row.title === STREAMING)).toMatchObject({ comment_id: whole });
    // No comment holds both: the first holding either is named, the member's "It forgets faster." (cid 4).
    const across = await find('forgets axolotl', world.member);
    expect(across.rows).toEqual([
      expect.objectContaining({ title: STREAMING, comment_id: drupal === 'site' ? '4' : 4 }),
    ]);
  });

  it('finds nothing by the comments of a removed topic', async () => {
    const posted = await postComment(world.sandbox.app, world.member, commentBody(901, '<p>Wombat</p>'));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(titles((await find('wombat', world.member)).rows)).toEqual([
      'Call for contributions: early cinema',
    ]);
    const removed = await entityCall(world.sandbox.app, world.member, 'DELETE', 'node/901');
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await find('wombat', world.member)).rows).toEqual([]);
  });
});
