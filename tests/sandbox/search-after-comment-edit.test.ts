import { describe, expect, it } from 'vitest';
import { DRUPAL_MODES } from '../../sandbox/drupal/drupal-mode';
import { commentEdit, entityCall } from './discussion-requests';
import { commentBody, postComment, sandboxWithMember } from './group-requests';
import { search } from './search-answers';

/**
 * A comment's `subject` in the site search, by raw request in both modes: a genuine Drupal 10.3 finds a
 * comment by its subject as by its body, so a comment whose words were edited away is still found by them
 * while its subject, written with the first version, holds them. The portal sends the subject anew with every
 * edit (src/infrastructure/drupal/wire/topic-requests.ts), and then no search leads to words that are gone.
 */

const READING_LIST = 902;
/** Each test its own words, so that no comment of another test is found by them. */
const first = (word: string) => `<p>the word ${word} is in a comment</p>`;
const edited = (word: string) => `<p>the word ${word} replaced it</p>`;

describe.each(DRUPAL_MODES)('the site search after a comment’s edit (%s Drupal)', (drupal) => {
  const world = sandboxWithMember(drupal);
  const app = () => world.sandbox.app;
  const found = async (word: string) =>
    (await search(app(), drupal, word, { cookies: world.member.cookies })).rows.map((row) => [
      row.url,
      String(row.comment_id),
    ]);

  /** A comment as the portal posts it: its subject the start of its words, as Drupal's own form makes it. */
  async function postWithSubject(word: string): Promise<number> {
    const answer = await postComment(app(), world.member, {
      ...commentBody(READING_LIST, first(word)),
      subject: [{ value: `the word ${word} is in a…` }],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ cid: [{ value: number }] }>().cid[0].value;
  }

  it('still finds a comment by words edited away while its subject holds them, as core does', async () => {
    const cid = await postWithSubject('plumvexor');
    const edit = await entityCall(
      app(),
      world.member,
      'PATCH',
      `comment/${cid}`,
      commentEdit(edited('zarnquell')),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const hit = [`/node/${READING_LIST}`, String(cid)];
    expect(await found('plumvexor')).toEqual([hit]);
    expect(await found('zarnquell')).toEqual([hit]);
  });

  it('finds it by those words no more once an edit sends the subject anew, as the portal’s does', async () => {
    const cid = await postWithSubject('quorbentil');
    const edit = await entityCall(app(), world.member, 'PATCH', `comment/${cid}`, {
      ...commentEdit(edited('vashterel')),
      subject: [{ value: 'the word vashterel replaced it' }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ subject: [{ value: string }] }>().subject).toEqual([
      { value: 'the word vashterel replaced it' },
    ]);
    expect(await found('quorbentil')).toEqual([]);
    expect(await found('vashterel')).toEqual([[`/node/${READING_LIST}`, String(cid)]]);
  });
});
