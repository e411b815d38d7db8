import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pageMeta, type PageMeta } from '@/domain/pages/page-meta';
import { headTagsHtml } from '@/server/head-tags';

const SITE = { url: 'https://necs.org', name: 'NECS & friends', shortName: 'NECS' };

/** The head a browser or a crawler reads from the string: every element, with its attributes. */
const parsedHead = (html: string) =>
  [
    ...new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window.document.head
      .children,
  ].map((element) =>
    Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
  );

describe('headTagsHtml: the tags the server adds before </head>', () => {
  it('writes the canonical link, OpenGraph and the Twitter card', () => {
    const meta: PageMeta = {
      ...pageMeta({ title: 'News', description: 'All the news.' }, '/news', SITE),
      image: { url: 'https://necs.org/a.jpg', alt: 'A projector', width: 800, height: 450 },
    };
    expect(parsedHead(headTagsHtml(meta))).toEqual([
      { rel: 'canonical', href: 'https://necs.org/news' },
      { property: 'og:title', content: 'News' },
      { property: 'og:description', content: 'All the news.' },
      { property: 'og:url', content: 'https://necs.org/news' },
      { property: 'og:type', content: 'website' },
      { property: 'og:image', content: 'https://necs.org/a.jpg' },
      { property: 'og:image:width', content: '800' },
      { property: 'og:image:height', content: '450' },
      { property: 'og:image:alt', content: 'A projector' },
      { property: 'og:site_name', content: 'NECS & friends' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('escapes every value: quotes, <, & and replacement patterns arrive as written, and add no element', () => {
    const hostile = `"'><script>alert(1)</script> Tom & Jerry &amp; $& $\` $' $1`;
    const meta = pageMeta(
      { title: hostile, description: hostile, image: { src: '/a.jpg?x="1"&y=<2>', alt: hostile } },
      '/news/"quoted"<tag>&amp;',
      SITE,
    );
    const html = headTagsHtml(meta);
    expect(html).not.toMatch(/<script|"'>/);
    expect(html).toContain('Tom &amp; Jerry &amp;amp; $&amp; $` $&#39; $1');

    const head = parsedHead(html);
    expect(head).toHaveLength(9);
    const value = (key: string) => head.find((tag) => tag.property === key)?.content;
    expect(value('og:title')).toBe(hostile);
    expect(value('og:description')).toBe(hostile);
    expect(value('og:image:alt')).toBe(hostile);
    expect(value('og:site_name')).toBe('NECS & friends');
    expect(value('og:image')).toBe(meta.image?.url);
    expect(head[0]).toEqual({ rel: 'canonical', href: meta.url });
  });
});
