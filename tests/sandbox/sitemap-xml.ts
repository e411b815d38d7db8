import { JSDOM } from 'jsdom';

/** One `<url>` of a sitemap, as a crawler reads it. */
export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const { DOMParser } = new JSDOM().window;

/**
 * Parses a sitemap with jsdom's XML parser: a body that is not well-formed XML, or whose
 * root is not a sitemaps.org `urlset`, fails here rather than yielding a few URLs found by pattern.
 */
export function readSitemap(xml: string): SitemapEntry[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`the sitemap is not well-formed XML: ${error.textContent}`);
  const root = document.documentElement;
  if (root.localName !== 'urlset' || root.namespaceURI !== SITEMAP_NS) {
    throw new Error(
      `the sitemap's root is {${root.namespaceURI}}${root.localName}, not a sitemaps.org urlset`,
    );
  }
  return [...root.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: textOf(url, 'loc') ?? '',
    lastmod: textOf(url, 'lastmod'),
  }));
}

function textOf(parent: Element, name: string): string | undefined {
  return parent.getElementsByTagNameNS(SITEMAP_NS, name)[0]?.textContent ?? undefined;
}
