import { expect, it } from 'vitest';
import type { PictureSite } from '@/domain/files/site-picture';

/** The portal's own configuration: the content system under `/cms/` on the page's origin. */
export const SITE_UNDER_PATH: PictureSite = { root: '/cms/' };

/** A name and a member's text whose every picture leads elsewhere than the site's own raster picture. */
export type ForeignPicture = readonly [string, string];

const ELSEWHERE = 'remote.example/cms/sites/default/files/c.png';

/**
 * Member pictures whose written address passes for a path of the site but that a browser loads from another
 * host, or from nothing of the site's (issue 72): each must lose its address, in `src`, in `srcset` and in
 * `<image>`, which the HTML parser turns into `<img>`. Read against SITE_UNDER_PATH.
 */
export const FOREIGN_PICTURES: readonly ForeignPicture[] = [
  ['a tab after the first slash', `<img src="/\t/${ELSEWHERE}" alt="a">`],
  ['a tab written as a reference', `<img src="/&#9;/${ELSEWHERE}" alt="a">`],
  ['a line feed after the first slash', `<img src="/\n/${ELSEWHERE}" alt="a">`],
  ['a carriage return after the first slash', `<img src="/\r/${ELSEWHERE}" alt="a">`],
  [
    'a carriage return and line feed inside the host',
    `<img src="//remote\r\n.example/cms/sites/c.png" alt="a">`,
  ],
  ['a leading space and control character', `<img src=" \u0001//${ELSEWHERE}" alt="a">`],
  ['a backslash after the first slash', `<img src="/\\${ELSEWHERE}" alt="a">`],
  ['two backslashes', `<img src="\\\\${ELSEWHERE}" alt="a">`],
  ['a protocol-relative address', `<img src="//${ELSEWHERE}" alt="a">`],
  [
    'an uppercase protocol-relative host',
    `<img src="//REMOTE.EXAMPLE/cms/sites/default/files/c.png" alt="a">`,
  ],
  ['another site over HTTPS', `<img src="https://${ELSEWHERE}" alt="a">`],
  ['an uppercase scheme', `<img src="HTTPS://${ELSEWHERE}" alt="a">`],
  ['another site over http', `<img src="http://${ELSEWHERE}" alt="a">`],
  [
    'encoded slashes out of the files',
    '<img src="/cms/sites/default/files/..%2F..%2F..%2F%2Fremote.example/c.png" alt="a">',
  ],
  ['encoded dot segments', '<img src="/cms/sites/%2e%2e/%2E%2E/x.png" alt="a">'],
  ['an encoded backslash', '<img src="/cms/sites/default/files/%5c%5cremote.example/c.png" alt="a">'],
  ['dot segments', '<img src="/cms/sites/../../user/logout.png" alt="a">'],
  ['a path read against the page’s folder', '<img src="sites/default/files/a.png" alt="a">'],
  ['a path of this origin outside the content system', '<img src="/files/a.png" alt="a">'],
  ['an SVG of the site’s files', '<img src="/cms/sites/default/files/a.svg" alt="a">'],
  [
    'a raster picture of the content system outside its files',
    '<img src="/cms/core/misc/druplicon.png" alt="a">',
  ],
  ['a PNG data image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">'],
  ['an uppercase data image', '<img src="DATA:image/png;base64,iVBORw0KGgo=" alt="a">'],
  ['an SVG data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="a">'],
  ['a blob', '<img src="blob:https://remote.example/1234" alt="a">'],
  ['a javascript address', '<img src="JAVASCRIPT:alert(1)" alt="a">'],
  [
    'credentials before the host',
    '<img src="https://user@remote.example/cms/sites/default/files/c.png" alt="a">',
  ],
  ['an <image> from elsewhere', `<image src="//${ELSEWHERE}" alt="a">`],
  ['an uppercase <IMAGE> with a tab', `<IMAGE SRC="/\t/${ELSEWHERE}" alt="a">`],
  ['an <image/…> with a backslash', `<image/src="/\\${ELSEWHERE}" alt="a">`],
];

/** A picture of the site's with a `srcset` leading elsewhere: the attribute goes, the picture stays. */
export const FOREIGN_SRCSET: readonly ForeignPicture[] = [
  [
    'a protocol-relative candidate',
    `<img src="/cms/sites/default/files/a.png" srcset="//${ELSEWHERE} 2x" alt="a">`,
  ],
  [
    'a tab-disguised candidate',
    `<img src="/cms/sites/default/files/a.png" srcset="/\t/${ELSEWHERE} 2x" alt="a">`,
  ],
  [
    'a site candidate beside a foreign one',
    `<img src="/cms/sites/default/files/a.png" srcset="/cms/sites/default/files/a.png 1x, /\\${ELSEWHERE} 2x" alt="a">`,
  ],
  [
    'an <image> with a srcset',
    `<image src="/cms/sites/default/files/a.png" srcset="//${ELSEWHERE} 2x" alt="a">`,
  ],
];

/** A name, the member's text, the site and the address its picture keeps, as the URL parser read it. */
export type SitePicture = readonly [string, string, PictureSite, string];

const ABSOLUTE_SITE: PictureSite = { root: 'https://cms.example/' };

/** The site's own pictures, which stay: the address written as the parser read it. */
export const SITE_PICTURES: readonly SitePicture[] = [
  [
    'a raster picture of the files',
    '<img src="/cms/sites/default/files/a.png" alt="a">',
    SITE_UNDER_PATH,
    '/cms/sites/default/files/a.png',
  ],
  [
    'a JPEG with a query',
    '<img src="/cms/sites/default/files/b.JPG?itok=x1" alt="a">',
    SITE_UNDER_PATH,
    '/cms/sites/default/files/b.JPG?itok=x1',
  ],
  [
    'an <image> of the files',
    '<image src="/cms/sites/default/files/a.png" alt="a">',
    SITE_UNDER_PATH,
    '/cms/sites/default/files/a.png',
  ],
  [
    'a tab inside a path of the files',
    '<img src="/cms/sites/default/\tfiles/a.png" alt="a">',
    SITE_UNDER_PATH,
    '/cms/sites/default/files/a.png',
  ],
  [
    'core’s "Image removed." mark',
    '<img src="/cms/core/misc/icons/e32700/error.svg" alt="a">',
    SITE_UNDER_PATH,
    '/cms/core/misc/icons/e32700/error.svg',
  ],
  [
    'the page’s own absolute address, its origin known',
    '<img src="https://portal.example/cms/sites/default/files/a.png" alt="a">',
    { root: '/cms/', origin: 'https://portal.example' },
    '/cms/sites/default/files/a.png',
  ],
  [
    'the content system’s absolute address',
    '<img src="https://cms.example/sites/default/files/a.png" alt="a">',
    ABSOLUTE_SITE,
    'https://cms.example/sites/default/files/a.png',
  ],
  [
    'the content system’s address in capitals',
    '<img src="HTTPS://CMS.EXAMPLE/sites/default/files/a.png" alt="a">',
    ABSOLUTE_SITE,
    'https://cms.example/sites/default/files/a.png',
  ],
];

/** What the same site refuses once its content system is on another host. */
export const FOREIGN_TO_ABSOLUTE_SITE: readonly [string, string, PictureSite][] = [
  ['a path of the page’s origin', '<img src="/sites/default/files/a.png" alt="a">', ABSOLUTE_SITE],
  [
    'the content system over http',
    '<img src="http://cms.example/sites/default/files/a.png" alt="a">',
    ABSOLUTE_SITE,
  ],
  [
    'a look-alike host',
    '<img src="https://cms.example.evil.test/sites/default/files/a.png" alt="a">',
    ABSOLUTE_SITE,
  ],
  [
    'the page’s own absolute address, its origin not known (the server)',
    '<img src="https://portal.example/cms/sites/default/files/a.png" alt="a">',
    SITE_UNDER_PATH,
  ],
];

/** What every member picture gets besides; the rows read without it. */
const WHEN_SEEN = ' loading="lazy" decoding="async"';

/**
 * The member sanitizer's picture rule, wherever it runs (the browser's DOM, the server renderer's): every
 * foreign form loses its address, `srcset` never reaches the page, the site's own pictures stay.
 */
export function itKeepsOnlySitePictures(sanitize: (html: string, site: PictureSite) => string): void {
  const drawn = (html: string, site = SITE_UNDER_PATH) => sanitize(html, site).replaceAll(WHEN_SEEN, '');
  it.each(FOREIGN_PICTURES)('takes the address of %s', (_, html) => {
    expect(drawn(html)).toBe('<img alt="a">');
  });
  it.each(FOREIGN_SRCSET)('drops the srcset of %s and keeps the site’s picture', (_, html) => {
    expect(drawn(html)).toBe('<img src="/cms/sites/default/files/a.png" alt="a">');
  });
  it.each(SITE_PICTURES)('keeps %s', (_, html, site, address) => {
    expect(drawn(html, site)).toBe(`<img src="${address}" alt="a">`);
  });
  it.each(FOREIGN_TO_ABSOLUTE_SITE)('takes the address of %s', (_, html, site) => {
    expect(drawn(html, site)).toBe('<img alt="a">');
  });
  it('leaves no picture of an SVG’s own <image>, which stays an SVG element', () => {
    expect(drawn(`<p>x<svg><image href="//${ELSEWHERE}"/></svg></p>`)).toBe('<p>x</p>');
  });
}
