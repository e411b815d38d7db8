import { describe, expect, it } from 'vitest';
import { headTags } from '@/domain/pages/head-tags';
import { nodeMeta } from '@/domain/pages/node-meta';
import { canonicalUrl, pageMeta, SITE_IMAGE, type Site } from '@/domain/pages/page-meta';
import { pageMetaOf } from '@/domain/pages/page-meta-of';
import { aLayout, anImageParagraph, aPage, aTextParagraph } from '../support/builders';

const SITE: Site = {
  url: 'https://necs.org',
  name: 'European Network for Cinema and Media Studies',
  shortName: 'NECS',
};

const anImage = (src: string, alt = 'A projector', region = 'content', parent = aLayout()) =>
  anImageParagraph(src, alt, { parent, region });

describe('canonicalUrl: one absolute address per page', () => {
  it.each([
    ['a path', '/about-us', 'https://necs.org', 'https://necs.org/about-us'],
    ['the home page', '/', 'https://necs.org', 'https://necs.org/'],
    ['an empty path is the home page', '', 'https://necs.org', 'https://necs.org/'],
    ['no trailing slash', '/about-us/', 'https://necs.org', 'https://necs.org/about-us'],
    ['no query, no fragment', '/news?page=2#top', 'https://necs.org', 'https://necs.org/news'],
    ['a site URL with a slash', '/news', 'https://necs.org/', 'https://necs.org/news'],
    ['a site under a path', '/news', 'https://example.org/necs/', 'https://example.org/necs/news'],
    ['spaces are encoded', '/a b', 'https://necs.org', 'https://necs.org/a%20b'],
    [
      'a protocol-relative path stays on the site',
      '//evil.example/x',
      'https://necs.org',
      'https://necs.org/evil.example/x',
    ],
  ])('%s', (_case, path, siteUrl, expected) => {
    expect(canonicalUrl(path, siteUrl)).toBe(expected);
  });
});

describe('pageMeta: what a screen says, completed by the site', () => {
  it('titles the tab “Title – NECS”, the preview with the title alone, and names the site', () => {
    const meta = pageMeta({ title: 'News', description: 'All the news.' }, '/news', SITE);
    expect(meta).toEqual({
      documentTitle: 'News – NECS',
      title: 'News',
      description: 'All the news.',
      url: 'https://necs.org/news',
      type: 'website',
      image: {
        url: 'https://necs.org/og-image.png',
        alt: SITE.name,
        width: SITE_IMAGE.width,
        height: SITE_IMAGE.height,
      },
      siteName: SITE.name,
    });
  });

  it('gives a screen without a title (the home page) the site’s name', () => {
    const meta = pageMeta({ title: '' }, '/', SITE);
    expect(meta.documentTitle).toBe(SITE.name);
    expect(meta.title).toBe(SITE.name);
    expect(meta.description).toBe('');
  });

  it.each([
    ['a root-relative image', '/cms/files/a.jpg', 'https://necs.org/cms/files/a.jpg'],
    ['an image elsewhere', 'https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
  ])('makes the image absolute: %s', (_case, src, expected) => {
    const meta = pageMeta({ title: 'T', image: { src, alt: 'A' } }, '/t', SITE);
    expect(meta.image).toEqual({ url: expected, alt: 'A', width: null, height: null });
  });

  it('shows the site’s image, 1200 × 630, where the page has none a preview can show', () => {
    const site = { url: 'https://necs.org', alt: SITE.name, width: 1200, height: 630 };
    const expected = { ...site, url: 'https://necs.org/og-image.png' };
    expect(pageMeta({ title: 'T' }, '/t', SITE).image).toEqual(expected);
    expect(pageMeta({ title: 'T', image: null }, '/t', SITE).image).toEqual(expected);
    // A data URL is no preview.
    const dataUrl = { src: 'data:image/png;base64,AAAA', alt: 'A' };
    expect(pageMeta({ title: 'T', image: dataUrl }, '/t', SITE).image).toEqual(expected);
  });

  it('gives the page’s image its size only when both are known', () => {
    const image = (width: number | null, height: number | null) =>
      pageMeta({ title: 'T', image: { src: '/a.jpg', alt: 'A', width, height } }, '/t', SITE).image;
    expect(image(800, 450)).toMatchObject({ width: 800, height: 450 });
    expect(image(800, null)).toMatchObject({ width: null, height: null });
  });
});

describe('nodeMeta: what a content page says about itself', () => {
  it.each([
    ['news', 'article'],
    ['page', 'website'],
    ['conference', 'website'],
    [undefined, 'website'],
  ] as const)('a %s node is an OpenGraph %s', (contentType, type) => {
    expect(nodeMeta(aPage({ contentType })).type).toBe(type);
  });

  it('takes the first image the visitor sees: placed order, hidden ones skipped', () => {
    const columns = aLayout('layout_twocol');
    const node = aPage({
      paragraphs: [
        columns,
        anImage('/second.jpg', 'Second', 'second', columns),
        anImage('/hidden.jpg', 'Hidden', '_disabled', columns),
        anImage('/first.jpg', 'First', 'first', columns),
      ],
    });
    expect(nodeMeta(node).image).toEqual({ src: '/first.jpg', alt: 'First', width: null, height: null });
  });

  it('passes over SVG images: Facebook, X and LinkedIn show none in a preview', () => {
    const layout = aLayout();
    const node = aPage({
      paragraphs: [
        layout,
        anImage('/files/logo.svg', 'Logo', 'content', layout),
        anImage('/files/LOGO.SVG?itok=1', 'Logo', 'content', layout),
        anImage('/files/photo.jpg', 'Photo', 'content', layout),
      ],
    });
    expect(nodeMeta(node).image).toMatchObject({ src: '/files/photo.jpg', alt: 'Photo' });
    expect(
      nodeMeta(aPage({ paragraphs: [layout, anImage('/files/logo.svg', 'Logo', 'content', layout)] })).image,
    ).toBeNull();
  });

  it('has no image when the page shows none', () => {
    expect(nodeMeta(aPage()).image).toBeNull();
  });

  it('carries the title and the page’s description', () => {
    const layout = aLayout();
    const node = aPage({
      title: 'Statutes',
      metaDescription: '',
      paragraphs: [layout, aTextParagraph('', '<p>The statutes of the association.</p>', { parent: layout })],
    });
    expect(nodeMeta(node)).toMatchObject({
      title: 'Statutes',
      description: 'The statutes of the association.',
    });
  });
});

describe('pageMetaOf: the server’s entry, from the page answer it drew', () => {
  const session = { userId: 0, userName: '', isMember: false, roles: {} };

  it('describes the node at the path, absolute throughout', () => {
    const layout = aLayout();
    const node = aPage({
      title: 'Anniversary',
      contentType: 'news',
      metaDescription: 'Twenty years of NECS.',
      paragraphs: [layout, anImage('/cms/files/projector.jpg', 'A projector', 'content', layout)],
    });
    expect(pageMetaOf({ node, session }, '/news/anniversary', SITE)).toEqual({
      documentTitle: 'Anniversary – NECS',
      title: 'Anniversary',
      description: 'Twenty years of NECS.',
      url: 'https://necs.org/news/anniversary',
      type: 'article',
      image: {
        url: 'https://necs.org/cms/files/projector.jpg',
        alt: 'A projector',
        width: null,
        height: null,
      },
      siteName: SITE.name,
    });
  });

  it('is null when no node lives at the path', () => {
    expect(pageMetaOf({ node: null, session }, '/nothing', SITE)).toBeNull();
  });
});

describe('headTags: canonical, OpenGraph and the Twitter card', () => {
  const base = pageMeta({ title: 'News', description: 'All the news.' }, '/news', SITE);
  const asText = (meta = base) =>
    headTags(meta).map((tag) =>
      tag.element === 'link' ? `link ${tag.rel}=${tag.href}` : `${tag.key}=${tag.content}`,
    );

  it('names the canonical address, the page and, without an image of its own, the site’s: a large image card', () => {
    expect(asText()).toEqual([
      'link canonical=https://necs.org/news',
      'og:title=News',
      'og:description=All the news.',
      'og:url=https://necs.org/news',
      'og:type=website',
      'og:image=https://necs.org/og-image.png',
      'og:image:width=1200',
      'og:image:height=630',
      `og:image:alt=${SITE.name}`,
      `og:site_name=${SITE.name}`,
      'twitter:card=summary_large_image',
    ]);
  });

  it('with the page’s image: og:image, its size and alt text', () => {
    const image = { url: 'https://necs.org/a.jpg', alt: 'A projector', width: 800, height: 450 };
    expect(asText({ ...base, image })).toEqual(
      expect.arrayContaining([
        'og:image=https://necs.org/a.jpg',
        'og:image:width=800',
        'og:image:height=450',
        'og:image:alt=A projector',
        'twitter:card=summary_large_image',
      ]),
    );
  });

  it('leaves out what the page does not have: a description, an image’s size or empty alt text', () => {
    const image = { url: 'https://necs.org/a.jpg', alt: '', width: null, height: null };
    const tags = asText({ ...base, description: '', image });
    expect(tags.some((tag) => tag.startsWith('og:description='))).toBe(false);
    expect(tags.some((tag) => /^og:image:(alt|width|height)=/.test(tag))).toBe(false);
    expect(tags).toContain('og:image=https://necs.org/a.jpg');
  });

  it('uses name= for Twitter and property= for OpenGraph, as each reader expects', () => {
    const attributes = Object.fromEntries(
      headTags(base).flatMap((tag) => (tag.element === 'meta' ? [[tag.key, tag.attribute]] : [])),
    );
    expect(attributes).toMatchObject({ 'og:title': 'property', 'twitter:card': 'name' });
  });
});
