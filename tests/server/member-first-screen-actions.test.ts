import { describe, expect, it } from 'vitest';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';
import { memberCookie } from '../support/member-cookie';

/** The buttons of a drawn page: each `<button …>name</button>` with its attributes. */
const buttonsNamed = (html: string, name: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)]
    .filter(([, , text]) => text === name)
    .map(([, attributes]) => attributes ?? '');

/**
 * A member's topic is drawn with the buttons its take-over shows (issue 51): nothing appears when the code
 * arrives and pushes the discussion down. They are drawn disabled, working once the code has taken the page over.
 */
describe('a member’s topic drawn on the server, with what they may do there', () => {
  const { render, sandboxUrl } = useFirstScreenSuite();
  const asMember = async (path: string) =>
    drawn(await render(path, null, { cookie: await memberCookie(sandboxUrl()) }))?.html ?? '';

  it('draws Edit and Delete topic on their own topic, Reply and Edit under the comments, First new comment, disabled', async () => {
    const html = await asMember('/group_topics/single/906');
    expect(html).toMatch(/<h1[^>]*>Reading group sessions, spring term<\/h1>/);
    const disabled = expect.stringContaining('disabled');
    expect(buttonsNamed(html, 'Delete topic')).toEqual([disabled]);
    const editTopic = buttonsNamed(html, 'Edit').filter((button) => button.includes('Edit your topic'));
    expect(editTopic).toEqual([disabled]);
    // Every comment drawn has its Reply (the member is in the group), each its own comments' Edit.
    const drawnComments = html.match(/<article id="comment-\d+"/g) ?? [];
    const replies = buttonsNamed(html, 'Reply');
    expect(replies.length).toBeGreaterThan(0);
    expect(replies).toHaveLength(drawnComments.length);
    const ownEdits = buttonsNamed(html, 'Edit').filter((button) => button.includes('Edit your comment of'));
    expect(ownEdits.length).toBeGreaterThan(0);
    for (const button of [...replies, ...ownEdits]) expect(button).toContain('disabled');
    // The member read it before its last replies: the way to the first new one is drawn above the comments.
    expect(buttonsNamed(html, 'First new comment')).toEqual([disabled]);
  });

  it('draws Reply under another member’s topic’s comments, and no Edit or Delete topic there', async () => {
    const html = await asMember('/group_topics/single/902');
    expect(buttonsNamed(html, 'Reply').length).toBeGreaterThan(0);
    expect(buttonsNamed(html, 'Delete topic')).toEqual([]);
  });

  it('draws the administrator’s Remove comment under every comment and Pin topic, disabled; a member neither', async () => {
    const cookie = await memberCookie(sandboxUrl(), 'admin');
    const html = drawn(await render('/group_topics/single/905', null, { cookie }))?.html ?? '';
    const drawnComments = html.match(/<article id="comment-\d+"/g) ?? [];
    const removals = buttonsNamed(html, 'Remove comment');
    expect(drawnComments.length).toBeGreaterThan(0);
    expect(removals).toHaveLength(drawnComments.length);
    expect(buttonsNamed(html, 'Pin topic')).toEqual([expect.stringContaining('disabled')]);
    for (const button of removals) expect(button).toContain('disabled');
    const members = await asMember('/group_topics/single/905');
    expect([buttonsNamed(members, 'Remove comment'), buttonsNamed(members, 'Pin topic')]).toEqual([[], []]);
  });
});
