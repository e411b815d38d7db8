import { describe, expect, it } from 'vitest';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';
import { memberCookie } from '../support/member-cookie';

/**
 * Issue 45: a member's group and topic pages are drawn with what is new to them, as the browser would show
 * them (no flash of unmarked content); the buttons that work only with the code are drawn disabled where they go.
 */
describe('a member’s first screen with what is new to them', () => {
  const { render, sandboxUrl } = useFirstScreenSuite();
  const asMember = async (path: string) => render(path, null, { cookie: await memberCookie(sandboxUrl()) });

  it('draws the new comment of a topic read before marked "new", its buttons disabled until the code', async () => {
    const html = drawn(await asMember('/group_topics/single/905'))?.html ?? '';
    expect(html).toContain('More stills next week.');
    expect(html.match(/>new</g)).toHaveLength(1);
    // Drawn where the take-over puts them, disabled until then (member-first-screen-actions.test.ts).
    expect(html).toMatch(/<button[^>]* disabled=""[^>]*>Reply</);
    expect(html).toMatch(/<button[^>]* disabled=""[^>]*>First new comment</);
  });

  it('draws the group’s topics with "N new", counted as the topic marks (issue 51: 906 is 3, not 5)', async () => {
    const html = drawn(await asMember('/group/2'))?.html ?? '';
    expect(html).toMatch(/1 new/);
    expect(html).toMatch(/3 new/);
    expect(html).not.toMatch(/5 new/);
  });

  /** The member area's "New in your groups" as drawn, up to the next card. */
  const newsPanel = (html: string) =>
    /<section[^>]*aria-labelledby="topic-news"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

  it('draws "New in your groups" with its rows and their marks (issue 61: nothing moves at the take-over)', async () => {
    const outcome = await asMember('/my-necs');
    const html = drawn(outcome)?.html ?? '';
    const news = newsPanel(html);
    expect(news).toMatch(/>Reading group sessions, spring term<\/a>[\s\S]*?3(<!-- -->)? new/);
    expect(news).toMatch(/>Stills from the Lisbon screening<\/a>[\s\S]*?1(<!-- -->)? new/);
    expect(news).not.toContain('Loading');
    // And each group's own mark beside it, from the same read.
    expect(html).toMatch(/>Television Studies<\/a>(<!--\$-->)+<strong[^>]*> · (<!-- -->)?new comments/);
  });

  it('draws the panel’s empty words for a member with nothing new in their groups', async () => {
    const cookie = await memberCookie(sandboxUrl(), 'organizer');
    const html = drawn(await render('/my-necs', null, { cookie }))?.html ?? '';
    expect(newsPanel(html)).toContain('Nothing new in your groups since you last read them.');
  });

  it('heads a topic’s comments with how many are new, and draws its times with the time of day', async () => {
    const html = drawn(await asMember('/group_topics/single/906'))?.html ?? '';
    expect(html).toMatch(/Comments \(21, (<!-- -->)?3(<!-- -->)? new\)/);
    // No zone told (time-zone-cookie.ts): the association's, named.
    expect(html).toMatch(/<time [^>]*>October 30, 2026 at \d{1,2}:\d{2} [AP]M GMT\+1<\/time>/);
  });
});
