import { screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppConfig } from '@/application/config/app-config';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { override } from '@/infrastructure/container';
import { SafeHtml } from '@/ui/shared/safe-html';
import { sanitizeHtml, sanitizeWith } from '@/ui/shared/sanitize-html';
import { itRemoves } from '../support/hostile-html';
import { renderWithServices } from '../support/ui-harness';

const LINKS =
  '<p><a href="/news">News</a> <a href="/sites/default/files/a.pdf">Programme</a> ' +
  '<a href="/cms/system/files/minutes.pdf">Minutes</a> <a href="/drupal/node/4">Drupal page</a> ' +
  '<a href="/call.pdf" download>Call</a> <a href="/membership/zugang">Membership system</a></p>';

describe('SafeHtml links', () => {
  /** Whether the app took the last click over; the browser would have loaded the link otherwise. */
  let takenOver: boolean | undefined;
  const record = (event: Event) => {
    takenOver = event.defaultPrevented;
    // jsdom cannot load pages; the browser's part is only recorded.
    event.preventDefault();
  };
  beforeEach(() => {
    takenOver = undefined;
    document.addEventListener('click', record);
  });
  afterEach(() => document.removeEventListener('click', record));

  const renderLinks = async (cmsUrl = defaultConfig.cmsUrl) =>
    await renderWithServices(<SafeHtml html={LINKS} />, {
      route: '/about',
      overrides: [override(AppConfig, { ...defaultConfig, cmsUrl })],
    });

  it('navigates to the portal’s own pages inside the app', async () => {
    const { user, location } = await renderLinks();
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(takenOver).toBe(true);
    expect(location().pathname).toBe('/news');
  });

  it.each(['Programme', 'Minutes', 'Call', 'Membership system'])('leaves %s to the browser', async (name) => {
    const { user, location } = await renderLinks();
    await user.click(screen.getByRole('link', { name }));
    expect(takenOver).toBe(false);
    expect(location().pathname).toBe('/about');
  });

  it('leaves the content system’s own pages to the browser when it shares the portal’s origin', async () => {
    const { user, location } = await renderLinks(`${window.location.origin}/drupal/`);
    await user.click(screen.getByRole('link', { name: 'Drupal page' }));
    expect(takenOver).toBe(false);
    expect(location().pathname).toBe('/about');
  });
});

describe('sanitizeHtml, the content system’s profile', () => {
  itRemoves(sanitizeHtml, [
    ['a style element in svg', '<svg><style>*{opacity:0}</style></svg>', '<svg></svg>'],
    ['an onclick handler on a link', '<a href="/news" onclick="alert(1)">x</a>', '<a href="/news">x</a>'],
  ]);

  it.each([
    ['target=_blank without rel', '<a href="https://example.org" target="_blank">x</a>'],
    ['target=_blank with rel=opener', '<a href="https://example.org" target="_blank" rel="opener">x</a>'],
    ['a named target', '<a href="https://example.org" target="programme">x</a>'],
  ])('adds rel="noopener noreferrer" to %s', (_, dirty) => {
    expect(sanitizeHtml(dirty)).toMatch(
      /^<a href="https:\/\/example.org" target="\w+" rel="noopener noreferrer">x<\/a>$/,
    );
  });

  it('keeps the other words of a link’s rel beside noopener noreferrer', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank" rel="nofollow opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['a lead paragraph', '<p class="lead">An open network, run by its members.</p>'],
    [
      'an image with its size',
      '<p><img src="/sites/default/files/screening-room.svg" alt="A screening" width="640" height="400"></p>',
    ],
    [
      'a figure with its caption',
      '<figure class="align-center"><img src="/sites/default/files/a.jpg" alt="a"><figcaption>Reels</figcaption></figure>',
    ],
    [
      'a table',
      '<table><caption>Fees</caption><thead><tr><th scope="col">Kind</th></tr></thead><tbody><tr><td colspan="2">Student</td></tr></tbody></table>',
    ],
    [
      'links',
      '<a href="/news">News</a> <a href="mailto:board@example.org">Mail</a> <a href="https://example.org">x</a>',
    ],
    ['a link’s rel without a target', '<a href="https://example.org" rel="nofollow">x</a>'],
    [
      'formatting and lists',
      '<h3>T</h3><p><strong>b</strong> <em>i</em><br></p><ol><li>one</li></ol><ul><li>two</li></ul>',
    ],
  ])('keeps %s', (_, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('sanitizes what the seeded Community page carries, keeping its text and picture', () => {
    const community =
      '<p>Our working groups meet.</p><script>alert("x")</script>' +
      '<p><img src="/sites/default/files/screening-room.svg" alt="Members" width="640" height="400" onerror="alert(1)"></p>';
    expect(sanitizeHtml(community)).toBe(
      '<p>Our working groups meet.</p><p><img src="/sites/default/files/screening-room.svg" alt="Members" width="640" height="400"></p>',
    );
  });
});

describe('sanitizeWith, the server renderer’s own DOM', () => {
  afterEach(() => sanitizeWith(DOMPurify()));

  it('applies the same profile and link guard to the instance handed in', () => {
    sanitizeWith(DOMPurify(window));
    expect(sanitizeHtml('<form><a href="https://example.org" target="_blank" style="x">x</a></form>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
