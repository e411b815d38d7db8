import { describe, expect, it } from 'vitest';
import { resolveFileUrl, resolveFileUrlsInHtml } from '@/infrastructure/drupal/wire/file-urls';

const PROXY = '/cms/';
const OTHER_ORIGIN = 'https://cms.example.org/';

describe('resolveFileUrl', () => {
  it.each([
    ['/sites/default/files/a.png', PROXY, '/cms/sites/default/files/a.png'],
    ['/sites/default/files/a.png', OTHER_ORIGIN, 'https://cms.example.org/sites/default/files/a.png'],
    ['/system/files/minutes.pdf', PROXY, '/cms/system/files/minutes.pdf'],
    // Core's own files: the icon its picture filter puts in place of a picture it removes.
    ['/core/misc/icons/e32700/error.svg', PROXY, '/cms/core/misc/icons/e32700/error.svg'],
    [
      '/sites/default/files/styles/wide/a.png?itok=x1',
      'https://x.org/drupal/',
      'https://x.org/drupal/sites/default/files/styles/wide/a.png?itok=x1',
    ],
    // A base without its trailing slash still joins with exactly one.
    ['/sites/a.png', 'https://cms.example.org', 'https://cms.example.org/sites/a.png'],
    // Everything that is not a Drupal file path stays as written.
    ['/cms/sites/default/files/a.png', PROXY, '/cms/sites/default/files/a.png'],
    ['https://cdn.example.org/sites/a.png', PROXY, 'https://cdn.example.org/sites/a.png'],
    ['//cdn.example.org/sites/a.png', PROXY, '//cdn.example.org/sites/a.png'],
    ['/news', PROXY, '/news'],
    ['/sitesmap', PROXY, '/sitesmap'],
    ['/coreference', PROXY, '/coreference'],
    ['/system/filesystem', PROXY, '/system/filesystem'],
    ['sites/default/files/a.png', PROXY, 'sites/default/files/a.png'],
    ['#top', PROXY, '#top'],
    ['mailto:office@necs.org', PROXY, 'mailto:office@necs.org'],
    ['', PROXY, ''],
  ])('%s with base %s → %s', (url, base, expected) => {
    expect(resolveFileUrl(url, base)).toBe(expected);
  });
});

describe('resolveFileUrlsInHtml', () => {
  it.each([
    ['<img src="/sites/default/files/a.png" alt="A">', '<img src="/cms/sites/default/files/a.png" alt="A">'],
    ["<a href='/system/files/b.pdf'>B</a>", "<a href='/cms/system/files/b.pdf'>B</a>"],
    ['<img src=/sites/a.png>', '<img src=/cms/sites/a.png>'],
    ['<IMG SRC = "/sites/a.png"/>', '<IMG SRC = "/cms/sites/a.png"/>'],
    [
      '<img srcset="/sites/a.png 1x, /sites/a2.png 2x, https://x.org/sites/a3.png 3x">',
      '<img srcset="/cms/sites/a.png 1x, /cms/sites/a2.png 2x, https://x.org/sites/a3.png 3x">',
    ],
    [
      '<picture><source srcset="/sites/w.webp"></picture>',
      '<picture><source srcset="/cms/sites/w.webp"></picture>',
    ],
    // Page links, outside addresses, fragments and mail stay.
    [
      '<a href="/news">N</a> <a href="https://necs.org/sites/x">X</a> <a href="#f">F</a> <a href="mailto:a@b.c">M</a>',
      '<a href="/news">N</a> <a href="https://necs.org/sites/x">X</a> <a href="#f">F</a> <a href="mailto:a@b.c">M</a>',
    ],
    // Only src, href and srcset; a look-alike attribute or text inside another value is not a URL attribute.
    [
      '<img data-src="/sites/a.png" src="/sites/b.png">',
      '<img data-src="/sites/a.png" src="/cms/sites/b.png">',
    ],
    ['<a title="href=/sites/a.png" href="/news">x</a>', '<a title="href=/sites/a.png" href="/news">x</a>'],
    ['<a title="a > b" href="/sites/c.pdf">c</a>', '<a title="a > b" href="/cms/sites/c.pdf">c</a>'],
    // Text is text, even when it reads like an attribute.
    ['<p>Write src="/sites/a.png" in the editor.</p>', '<p>Write src="/sites/a.png" in the editor.</p>'],
    ['', ''],
  ])('%s', (html, expected) => {
    expect(resolveFileUrlsInHtml(html, PROXY)).toBe(expected);
  });

  it('rebases onto another origin as well', () => {
    expect(resolveFileUrlsInHtml('<p><img src="/sites/default/files/a.png"></p>', OTHER_ORIGIN)).toBe(
      '<p><img src="https://cms.example.org/sites/default/files/a.png"></p>',
    );
  });
});
