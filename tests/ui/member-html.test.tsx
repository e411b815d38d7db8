import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberHtml, sanitizeMemberHtml } from '@/ui/shared/member-html';
import { SafeHtml } from '@/ui/shared/safe-html';
import { itKeepsOnlySitePictures, SITE_UNDER_PATH } from '../support/foreign-pictures';
import { itRemoves } from '../support/hostile-html';
import { speak } from '../support/speak';
import { renderWithServices } from '../support/ui-harness';

/** What every member picture gets (below); the rows about what is kept or removed read without it. */
const WHEN_SEEN = ' loading="lazy" decoding="async"';
const sanitized = (html: string) => sanitizeMemberHtml(html, SITE_UNDER_PATH);
const sanitizedRows = (html: string) => sanitized(html).replaceAll(WHEN_SEEN, '');

describe('sanitizeMemberHtml', () => {
  itRemoves(sanitizedRows, [
    ['a script in svg', '<svg><script>alert(1)</script><circle r="5"/></svg><p>x</p>', '<p>x</p>'],
    ['an http image', '<img src="http://example.org/a.png" alt="a">', '<img alt="a">'],
    ['a relative image not of the content system', '<img src="/files/a.png" alt="a">', '<img alt="a">'],
    ['an svg data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">', '<img alt="a">'],
    ['an html data image', '<img src="data:text/html;base64,PHA+" alt="a">', '<img alt="a">'],
    ['a class', '<p class="ql-ui admin">x</p>', '<p>x</p>'],
    ['an id', '<p id="main">x</p>', '<p>x</p>'],
  ]);

  it.each([
    ['target=_blank without rel', '<a href="https://example.org" target="_blank">x</a>'],
    ['target=_blank with a weaker rel', '<a href="https://example.org" target="_blank" rel="opener">x</a>'],
  ])('adds rel="noopener noreferrer" to %s', (_, dirty) => {
    expect(sanitized(dirty)).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['https links', '<a href="https://example.org/a?b=1">x</a>'],
    ['http links', '<a href="http://example.org">x</a>'],
    ['mailto links', '<a href="mailto:board@example.org">x</a>'],
    ['tel links', '<a href="tel:+4930123">x</a>'],
    ['relative links', '<a href="/group/3">x</a><a href="notes.html">y</a><a href="#top">z</a>'],
    [
      'formatting',
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><blockquote>q</blockquote>',
    ],
    ['Quill 2 checklists', '<ul><li data-list="checked">done</li><li data-list="unchecked">to do</li></ul>'],
    ['Quill 1 checklists', '<ul data-checked="true"><li>done</li></ul>'],
    ['ordered lists from a start', '<ol start="3"><li data-list="ordered">c</li></ol>'],
    [
      'a picture’s width and height, as Drupal’s basic_html keeps them',
      '<img src="/cms/sites/default/files/a.png" alt="a" width="8000" height="8000">',
    ],
  ])('keeps %s', (_, html) => {
    expect(sanitizedRows(html)).toBe(html);
  });

  it('has every picture fetched when its reader comes near it and decoded off the main thread', () => {
    expect(
      sanitized('<p><img src="/cms/sites/default/files/a.png" alt="a" loading="eager"><img alt="b"></p>'),
    ).toBe(`<p><img src="/cms/sites/default/files/a.png" alt="a"${WHEN_SEEN}><img alt="b"${WHEN_SEEN}></p>`);
  });

  it('is stricter than the content system’s profile, which it does not change', async () => {
    await renderWithServices(
      <>
        <SafeHtml html='<p class="lead">CMS <img src="/sites/default/files/a.png" alt="a"></p>' />
        <MemberHtml html='<p class="lead">Member <img src="/sites/default/files/b.svg" alt="b"></p>' />
      </>,
    );
    expect(screen.getByText('CMS')).toHaveClass('lead');
    expect(screen.getByRole('img', { name: 'a' })).toHaveAttribute('src');
    expect(screen.getByText('Member')).not.toHaveClass('lead');
    expect(screen.getByRole('img', { name: 'b' })).not.toHaveAttribute('src');
  });

  // Drupal's basic_html keeps a raster picture the site holds and marks any other; the Drupal adapter rebases both
  // onto the content system's address (here the portal's `/cms/`).
  it('draws a picture and core’s "Image removed." mark as the content system’s filter drew them', async () => {
    const mark =
      '<img src="/cms/core/misc/icons/e32700/error.svg" alt="Image removed." title="This image has been ' +
      'removed. For security reasons, only images from the local domain are allowed." height="16" width="16" ' +
      'class="filter-image-invalid" loading="lazy">';
    await renderWithServices(
      <MemberHtml
        html={`<p><img src="/cms/sites/default/files/projection-booth.png" alt="The booth">${mark}</p>`}
      />,
    );
    expect(screen.getByRole('img', { name: 'The booth' })).toHaveAttribute(
      'src',
      '/cms/sites/default/files/projection-booth.png',
    );
    const removed = screen.getByRole('img', { name: 'Image removed.' });
    expect(removed).toHaveAttribute('src', '/cms/core/misc/icons/e32700/error.svg');
    expect(removed).toHaveAttribute('title', expect.stringMatching(/^This image has been removed\./));
    expect([removed.getAttribute('width'), removed.getAttribute('height')]).toEqual(['16', '16']);
    expect(removed).toHaveAttribute('loading', 'lazy');
  });

  it('renders the cleaned HTML', async () => {
    await renderWithServices(
      <MemberHtml html={'<p>Hello <img src="x" onerror="window.hacked = true"></p>'} />,
    );
    expect(screen.getByText('Hello').innerHTML).toBe(`Hello <img${WHEN_SEEN}>`);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('names a checklist’s boxes for screen readers in the reader’s language', async () => {
    const { container } = await renderWithServices(
      <MemberHtml html='<ul><li data-list="checked">Abstract</li><li data-list="unchecked">CV</li></ul>' />,
    );
    const words = () => screen.getByText('Abstract').closest<HTMLElement>('div')!.style;
    expect(words().getPropertyValue('--checklist-done')).toBe('"Done: "');
    await speak(container, 'de');
    expect(words().getPropertyValue('--checklist-done')).toBe('"Erledigt: "');
    expect(words().getPropertyValue('--checklist-to-do')).toBe('"Offen: "');
  });
});

describe('member pictures lead to the site’s own only, judged by the address a browser resolves (issue 72)', () => {
  itKeepsOnlySitePictures(sanitizeMemberHtml);

  it('judges an absolute address of the page’s own origin by the origin the browser gives the component', async () => {
    const own = `${window.location.origin}/cms/sites/default/files/a.png`;
    await renderWithServices(
      <MemberHtml
        html={`<p><img src="${own}" alt="own"><img src="//remote.example/cms/sites/default/files/c.png" alt="far"></p>`}
      />,
    );
    expect(screen.getByRole('img', { name: 'own' })).toHaveAttribute('src', '/cms/sites/default/files/a.png');
    expect(screen.getByRole('img', { name: 'far' })).not.toHaveAttribute('src');
  });
});

describe('a topic stored with the editor’s &nbsp; between its words', () => {
  it('is drawn with ordinary spaces, so its lines wrap; a blank line kept as &nbsp; stays', () => {
    expect(sanitized('<p>plain&nbsp;text&nbsp;&nbsp;<strong>here</strong>.</p><p>&nbsp;</p>')).toBe(
      '<p>plain text &nbsp;<strong>here</strong>.</p><p>&nbsp;</p>',
    );
  });
});
