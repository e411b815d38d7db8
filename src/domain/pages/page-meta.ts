/** The public site a page belongs to: its absolute address and the association's names. */
export interface Site {
  /** Absolute, e.g. `https://necs.org`: config's `siteUrl`, else the origin the page is served from. */
  readonly url: string;
  readonly name: string;
  readonly shortName: string;
}

/** What one screen says about itself; `pageMeta` completes it with the site. */
export interface ScreenMeta {
  /** Empty for the home page, which takes the site's name. */
  readonly title: string;
  /** Plain text; empty or missing when the screen has none of its own. */
  readonly description?: string;
  readonly type?: 'article' | 'website';
  /** As the content system gave it: possibly relative. */
  readonly image?: { readonly src: string; readonly alt: string } | null;
}

/** Everything the head says about a page: `<title>`, the meta description, canonical, OpenGraph, Twitter. */
export interface PageMeta {
  /** The tab's title: `Title – NECS`, or the site's name. */
  readonly documentTitle: string;
  /** The title a link preview shows beside the site's name. */
  readonly title: string;
  /** Empty when the page has none of its own (the site's stays). */
  readonly description: string;
  /** Absolute and canonical: `og:url` too. */
  readonly url: string;
  readonly type: 'article' | 'website';
  /** Absolute (http or https), or null. */
  readonly image: { readonly url: string; readonly alt: string } | null;
  readonly siteName: string;
}

export function pageMeta(screen: ScreenMeta, path: string, site: Site): PageMeta {
  const imageUrl = screen.image ? absoluteUrl(screen.image.src, site.url) : null;
  return {
    documentTitle: screen.title ? `${screen.title} – ${site.shortName}` : site.name,
    title: screen.title || site.name,
    description: screen.description ?? '',
    url: canonicalUrl(path, site.url),
    type: screen.type ?? 'website',
    image: screen.image && imageUrl ? { url: imageUrl, alt: screen.image.alt } : null,
    siteName: site.name,
  };
}

/**
 * The one address of the page at `path`: on the site, without query, fragment or trailing slash (Drupal
 * answers `/about-us/` as `/about-us`), percent-encoded. Leading slashes collapse, so `//host/x` stays on the site.
 */
export function canonicalUrl(path: string, siteUrl: string): string {
  const pathOnly = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').replace(/^\/*/, '/');
  return new URL(`${siteUrl.replace(/\/+$/, '')}${pathOnly}`).href;
}

/** `src` resolved against the site; null unless it is a web address a crawler can fetch. */
function absoluteUrl(src: string, siteUrl: string): string | null {
  try {
    const url = new URL(src, `${siteUrl.replace(/\/+$/, '')}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
