import { describe, expect, it } from 'vitest';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';
import { memberCookie } from '../support/member-cookie';

/**
 * Issue 45: a member's group and topic pages are drawn with what is new to them, as the browser would show
 * them (no flash of unmarked content), and with none of the buttons that work only with the code.
 */
describe('a member’s first screen with what is new to them', () => {
  const { render, sandboxUrl } = useFirstScreenSuite();
  const asMember = async (path: string) => render(path, null, { cookie: await memberCookie(sandboxUrl()) });

  it('draws the new comment of a topic read before marked "new", and no Edit or Reply yet', async () => {
    const html = drawn(await asMember('/group_topics/single/905'))?.html ?? '';
    expect(html).toContain('More stills next week.');
    expect(html.match(/>new</g)).toHaveLength(1);
    expect(html).not.toMatch(/>(Edit|Reply|First new comment)</);
  });

  it('draws the group’s topics with "N new"', async () => {
    const html = drawn(await asMember('/group/2'))?.html ?? '';
    expect(html).toMatch(/1 new/);
  });
});
