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
  /** As the content system gave it: possibly relative; its size in pixels when the content system knows it. */
  readonly image?: {
    readonly src: string;
    readonly alt: string;
    readonly width?: number | null;
    readonly height?: number | null;
  } | null;
}

/** The picture a link preview shows: absolute (http or https), with its size in pixels when known. */
export interface PreviewImage {
  readonly url: string;
  readonly alt: string;
  readonly width: number | null;
  readonly height: number | null;
}

/**
 * The site's own picture for link previews (public/og-image.png, the size Facebook, X and LinkedIn ask for),
 * for a page that shows no image of its own. It names the association, as its alt text does.
 */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

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
  /** The page's first image, else the site's (SITE_IMAGE). */
  readonly image: PreviewImage;
  readonly siteName: string;
}

export function pageMeta(screen: ScreenMeta, path: string, site: Site): PageMeta {
  return {
    documentTitle: screen.title ? `${screen.title} – ${site.shortName}` : site.name,
    title: screen.title || site.name,
    description: screen.description ?? '',
    url: canonicalUrl(path, site.url),
    type: screen.type ?? 'website',
    image: pageImage(screen.image, site) ?? siteImage(site),
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

function pageImage(image: ScreenMeta['image'], site: Site): PreviewImage | null {
  const url = image ? absoluteUrl(image.src, site.url) : null;
  if (!image || !url) return null;
  // Both or neither: a crawler that reads one size without the other guesses the other wrong.
  const sized = image.width && image.height ? { width: image.width, height: image.height } : null;
  return { url, alt: image.alt, width: sized?.width ?? null, height: sized?.height ?? null };
}

const siteImage = (site: Site): PreviewImage => ({
  url: canonicalUrl(SITE_IMAGE.path, site.url),
  alt: site.name,
  width: SITE_IMAGE.width,
  height: SITE_IMAGE.height,
});

/** `src` resolved against the site; null unless it is a web address a crawler can fetch. */
function absoluteUrl(src: string, siteUrl: string): string | null {
  try {
    const url = new URL(src, `${siteUrl.replace(/\/+$/, '')}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
