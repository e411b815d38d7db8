import Quill from 'quill';
import { describe, expect, it } from 'vitest';
import {
  BLANK_IMAGE,
  BLANK_LINK,
  IMAGE_MIME_TYPES,
  isAcceptedImageType,
  isKeptPicture,
  pictureLeftOut,
  safeImageAddress,
  safeLinkAddress,
} from '@/ui/editor/editor-rules';
import { registerSafeFormats } from '@/ui/editor/quill-formats';

describe('the editor’s rules (docs/behaviour.md, Rich-text editor)', () => {
  it.each([
    ['https://necs.org/news', true],
    ['http://example.org', true],
    ['HTTPS://EXAMPLE.ORG', true],
    ['mailto:office@necs.org', true],
    ['tel:+49301234', true],
    ['/group/1', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['sms:+49301234', false],
    ['ftp://files.example.org', false],
    ['vbscript:msgbox', false],
  ])('a link to %s is kept: %s', (address, kept) => {
    expect(safeLinkAddress(address)).toBe(kept ? address : BLANK_LINK);
  });

  it.each([
    ['https://necs.org/logo.png', true],
    ['http://example.org/a.jpg', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['blob:https://necs.org/1', false],
  ])('an image from %s is kept: %s', (address, kept) => {
    expect(safeImageAddress(address)).toBe(kept ? address : BLANK_IMAGE);
  });

  it('lets the image picker accept png, gif, jpeg, bmp and x-icon, and nothing else', () => {
    expect(IMAGE_MIME_TYPES).toEqual(['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon']);
    expect(isAcceptedImageType('image/svg+xml')).toBe(false);
    expect(isAcceptedImageType('image/webp')).toBe(false);
    expect(isAcceptedImageType('image/gif')).toBe(true);
  });

  it('is what Quill applies once the safe formats are registered', () => {
    registerSafeFormats();
    const host = document.createElement('div');
    document.body.append(host);
    const quill = new Quill(host);
    quill.setText('one two three\n');
    quill.formatText(0, 3, 'link', 'javascript:alert(1)');
    quill.formatText(4, 3, 'link', 'sms:+4930');
    quill.formatText(8, 5, 'link', 'https://necs.org');
    quill.insertEmbed(0, 'image', 'javascript:alert(2)');
    const hrefs = [...quill.root.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([BLANK_LINK, BLANK_LINK, 'https://necs.org']);
    expect(quill.root.querySelector('img')?.getAttribute('src')).toBe(BLANK_IMAGE);
    host.remove();
  });
});

describe('isKeptPicture: what Drupal’s filter_html_image_secure keeps', () => {
  const SITE = 'https://cms.necs.org/drupal/';
  it.each([
    ['a file on the site', 'https://cms.necs.org/drupal/sites/default/files/a.png', true],
    ['a file on the site, root-relative', '/drupal/sites/default/files/a.png', true],
    ['a file on the site over http', 'http://cms.necs.org/drupal/sites/default/files/a.png', false],
    ['a JPEG on the site', 'https://cms.necs.org/drupal/sites/default/files/b.JPG?itok=1', true],
    ['an SVG on the site, which getimagesize() cannot read', '/drupal/sites/default/files/a.svg', false],
    ['the same host outside the site’s root', 'https://cms.necs.org/other/a.png', false],
    ['another site', 'https://example.org/a.png', false],
    ['a look-alike host', 'https://cms.necs.org.evil.test/drupal/a.png', false],
    ['a picture embedded as data', 'data:image/png;base64,iVBORw0KGgo=', false],
    ['a blob of this page', 'blob:https://cms.necs.org/1234', false],
    ['nothing', '', false],
  ])('%s: %s', (_, address, kept) => {
    expect(isKeptPicture(address, SITE)).toBe(kept);
  });
});

describe('pictureLeftOut: why the filter would remove a pasted picture, said to the member', () => {
  const SITE = 'https://cms.necs.org/drupal/';
  it.each([
    ['a raster picture of the site stays', '/drupal/sites/default/files/a.webp', null],
    ['an SVG of the site', 'https://cms.necs.org/drupal/sites/default/files/projector.svg', 'svg'],
    ['a compressed SVG of the site', '/drupal/sites/default/files/projector.SVGZ', 'svg'],
    ['another file of the site', '/drupal/sites/default/files/scan.tiff', 'not-raster'],
    ['another site’s PNG', 'https://example.org/a.png', 'elsewhere'],
    ['another site’s SVG', 'https://example.org/a.svg', 'elsewhere'],
    ['a picture embedded as data', 'data:image/png;base64,iVBORw0KGgo=', 'elsewhere'],
  ])('%s: %s', (_, address, why) => {
    expect(pictureLeftOut(address, SITE)).toBe(why);
  });
});
