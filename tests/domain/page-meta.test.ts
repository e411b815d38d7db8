import { describe, expect, it } from 'vitest';
import { headTags } from '@/domain/pages/head-tags';
import { nodeMeta } from '@/domain/pages/node-meta';
import { canonicalUrl, pageMeta, type Site } from '@/domain/pages/page-meta';
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
      image: null,
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
    ['a data URL is no preview', 'data:image/png;base64,AAAA', null],
  ])('makes the image absolute: %s', (_case, src, expected) => {
    const meta = pageMeta({ title: 'T', image: { src, alt: 'A' } }, '/t', SITE);
    expect(meta.image).toEqual(expected && { url: expected, alt: 'A' });
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
    expect(nodeMeta(node).image).toEqual({ src: '/first.jpg', alt: 'First' });
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
    expect(nodeMeta(node).image).toEqual({ src: '/files/photo.jpg', alt: 'Photo' });
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
      image: { url: 'https://necs.org/cms/files/projector.jpg', alt: 'A projector' },
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

  it('names the canonical address and the page, without an image: a summary card', () => {
    expect(asText()).toEqual([
      'link canonical=https://necs.org/news',
      'og:title=News',
      'og:description=All the news.',
      'og:url=https://necs.org/news',
      'og:type=website',
      `og:site_name=${SITE.name}`,
      'twitter:card=summary',
    ]);
  });

  it('with an image: og:image, its alt text and a large image card', () => {
    const tags = asText({ ...base, image: { url: 'https://necs.org/a.jpg', alt: 'A projector' } });
    expect(tags).toEqual(
      expect.arrayContaining([
        'og:image=https://necs.org/a.jpg',
        'og:image:alt=A projector',
        'twitter:card=summary_large_image',
      ]),
    );
    expect(tags).not.toContain('twitter:card=summary');
  });

  it('leaves out what the page does not have: a description, an image’s empty alt text', () => {
    const tags = asText({ ...base, description: '', image: { url: 'https://necs.org/a.jpg', alt: '' } });
    expect(tags.some((tag) => tag.startsWith('og:description='))).toBe(false);
    expect(tags.some((tag) => tag.startsWith('og:image:alt='))).toBe(false);
  });

  it('uses name= for Twitter and property= for OpenGraph, as each reader expects', () => {
    const attributes = Object.fromEntries(
      headTags(base).flatMap((tag) => (tag.element === 'meta' ? [[tag.key, tag.attribute]] : [])),
    );
    expect(attributes).toMatchObject({ 'og:title': 'property', 'twitter:card': 'name' });
  });
});
