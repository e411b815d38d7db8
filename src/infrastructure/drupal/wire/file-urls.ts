/**
 * Drupal writes the URLs of its files root-relative to its own host (`/sites/default/files/a.png`,
 * `/system/files/b.pdf`). The portal reaches Drupal under another base (`/cms/` through a proxy, or
 * another origin), so those URLs would load from the portal, which has no such files. These functions
 * rebase them onto Drupal's base; every other URL is left exactly as written.
 */

/**
 * Paths under which Drupal serves files: public files, private ones (which need the session), and core's own
 * (the icon its picture filter puts in place of a picture it removes, `/core/misc/icons/e32700/error.svg`).
 */
const FILE_PATH_PREFIXES = ['/sites/', '/system/files/', '/core/'] as const;

const isDrupalFilePath = (url: string): boolean =>
  FILE_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));

/** `/sites/default/files/a.png` with base `/cms/` → `/cms/sites/default/files/a.png`. */
export function resolveFileUrl(url: string, drupalBase: string): string {
  if (!isDrupalFilePath(url)) return url;
  const base = drupalBase.endsWith('/') ? drupalBase : `${drupalBase}/`;
  return base + url.slice(1);
}

const URL_ATTRIBUTES = new Set(['src', 'href', 'srcset']);

/** `a.png 1x, /sites/b.png 2x`: each candidate's URL is the text before its descriptor. */
const resolveSrcset = (srcset: string, drupalBase: string): string =>
  srcset
    .split(',')
    .map((candidate) =>
      candidate.replace(
        /^(\s*)(\S+)/,
        (_, space: string, url: string) => space + resolveFileUrl(url, drupalBase),
      ),
    )
    .join(',');

/** One attribute at a time, so text inside another attribute's quoted value is never read as a name. */
const ATTRIBUTE = /([^\s"'<>/=]+)(\s*=\s*)?("[^"]*"|'[^']*'|[^\s"'=<>`]+)?/g;

function resolveAttributes(attributes: string, drupalBase: string): string {
  return attributes.replace(ATTRIBUTE, (whole, name: string, equals?: string, quoted?: string) => {
    if (!equals || !quoted || !URL_ATTRIBUTES.has(name.toLowerCase())) return whole;
    const quote = /^["']/.test(quoted) ? quoted[0]! : '';
    const value = quote ? quoted.slice(1, -1) : quoted;
    const resolved =
      name.toLowerCase() === 'srcset' ? resolveSrcset(value, drupalBase) : resolveFileUrl(value, drupalBase);
    return `${name}${equals}${quote}${resolved}${quote}`;
  });
}

/** An opening tag: its name, then everything up to the `>` that is not inside a quoted value. */
const OPENING_TAG = /(<[a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;

/**
 * Rebases Drupal file URLs in the `src`, `href` and `srcset` attributes of processed HTML. Page links
 * (`/news`), absolute URLs, fragments and `mailto:` stay as they are. Text outside tags is never touched.
 */
export function resolveFileUrlsInHtml(html: string, drupalBase: string): string {
  return html.replace(
    OPENING_TAG,
    (_, start: string, attributes: string) => `${start}${resolveAttributes(attributes, drupalBase)}>`,
  );
}
