/**
 * CMS HTML as the server drew it, sanitized there, keyed by a fingerprint of the HTML the content system
 * sent. Taking a server-drawn screen over then needs no sanitizer in the browser: the same answer's HTML
 * finds its sanitized form here. The map is filled once, from the document the server sent, before React
 * takes it over; anyone who could add to it could already write the page.
 */
const drawn = new Map<string, string>();

/** The attribute SafeHtml (safe-html.tsx) writes on its element, on the server and in the browser alike. */
export const DRAWN_HTML_KEY = 'data-html-key';

/**
 * A 53-bit hash of the text with its length (cyrb53's mixing). A collision could only show one piece of the
 * server's sanitized HTML in place of another: never unsanitized HTML.
 */
export function htmlFingerprint(html: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < html.length; index++) {
    const code = html.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${hash.toString(36)}-${html.length.toString(36)}`;
}

/**
 * Reads the sanitized HTML of every SafeHtml element the server drew under `root`. Only outermost ones: an
 * element inside CMS HTML that carries the attribute is content, not the server's mark.
 */
export function collectDrawnHtml(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${DRAWN_HTML_KEY}]`)) {
    if (element.parentElement?.closest(`[${DRAWN_HTML_KEY}]`)) continue;
    drawn.set(element.getAttribute(DRAWN_HTML_KEY) ?? '', element.innerHTML);
  }
}

/** The server's sanitized form of the HTML with this fingerprint, if it drew it. */
export const drawnHtml = (key: string): string | undefined => drawn.get(key);
