import { describe, expect, it } from 'vitest';
import { drawn, useFirstScreenSuite } from '../support/first-screen-suite';
import { memberCookie } from '../support/member-cookie';

/** Where a topic's row is in a drawn page: by its link, so the rows' order can be read from the HTML. */
const rowOrder = (html: string, nids: readonly number[]) =>
  [...nids].sort(
    (a, b) => html.indexOf(`/group_topics/single/${a}"`) - html.indexOf(`/group_topics/single/${b}"`),
  );

/** A member's group page drawn on the server in the order their device chose (topic-order-cookie.ts). */
describe('a member’s group page, drawn in their topic order', () => {
  const { render, sandboxUrl } = useFirstScreenSuite();
  const asMember = async (path: string, more = '') =>
    render(path, null, { cookie: `${await memberCookie(sandboxUrl())}${more}` });
  // Television Studies: 905 is the newest, 906 the one commented last, 903 the oldest.
  const topics = [903, 905, 906];

  it('draws the topics newest first without a choice, or with one it does not know', async () => {
    for (const more of ['', '; necs_topic_order=sideways']) {
      const html = drawn(await asMember('/group/2', more))?.html ?? '';
      expect(rowOrder(html, topics), more).toEqual([905, 906, 903]);
      expect(html).toContain('data-topic-order="newest"');
    }
  });

  it('draws them by latest activity when the cookie says so, and says which order it drew', async () => {
    const html = drawn(await asMember('/group/2', '; necs_topic_order=activity'))?.html ?? '';
    expect(rowOrder(html, topics)).toEqual([906, 905, 903]);
    expect(html).toContain('data-topic-order="activity"');
    expect(html).toMatch(/<option value="activity" selected="">Latest activity<\/option>/);
  });

  it('draws a pinned topic first, marked Pinned', async () => {
    const html = drawn(await asMember('/group/3', '; necs_topic_order=activity'))?.html ?? '';
    expect(rowOrder(html, [904, 910])).toEqual([910, 904]);
    expect(html).toMatch(/>Pinned<\/span>/);
  });
});
