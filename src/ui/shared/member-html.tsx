import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { memo, useMemo, type ComponentProps, type CSSProperties } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { breakableSpaces } from './breakable-spaces';
import { drawnHtml, htmlFingerprint } from './drawn-html';
import { useHydrated } from './use-hydrated';
import { guardLinkTargets } from './sanitize-html';
import styles from './member-html.module.css';

/**
 * HTML written by members (topic messages, comments): a profile of its own, stricter than the content
 * system's (SafeHtml), because anyone in a group can write it. Text formatting, headings, lists (Quill's
 * checklists included), quotes, links and images only; no `style`, no forms, no embedded documents.
 */
const PROFILE = {
  ALLOWED_TAGS: 'p br hr strong b em i u s sub sup code pre blockquote h2 h3 h4 ol ul li a img'.split(' '),
  // Width and height as Drupal's basic_html keeps them: the browser reserves the picture's place.
  ALLOWED_ATTR: [
    'href',
    'target',
    'src',
    'alt',
    'title',
    'width',
    'height',
    'start',
    'data-list',
    'data-checked',
  ],
  ALLOW_DATA_ATTR: false,
  // http(s), mailto and tel, or no scheme at all (relative); images are narrowed further below.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** HTTPS (never mixed content), or an image embedded as data: an SVG may carry script, so not that. */
const REMOTE_OR_EMBEDDED = /^(?:https:\/\/|data:image\/(?!svg)[a-z.+-]+[;,])/i;

/** A path of this origin that stays itself: no dot segment, no backslash, which the browser would resolve away. */
const OWN_PATH = /^\/(?!\/)(?!.*(?:\/\.|%2e|\\))/i;

/**
 * What the content system's filter keeps of a member's picture (Drupal's basic_html: a raster file the site
 * holds, under its `sites/` files) and what it puts in place of any other (core's "Image removed." icon), as
 * the Drupal adapter rebases them onto the content system's address: on this origin when that is a path
 * (`/cms/`), else HTTPS above.
 */
const DRAWN_BY_THE_CONTENT_SYSTEM =
  /(?:\/sites\/.+\.(?:png|jpe?g|gif|webp)|\/core\/misc\/icons\/e32700\/error\.svg)$/i;

function isSafeImage(source: string): boolean {
  if (REMOTE_OR_EMBEDDED.test(source)) return true;
  const path = source.replace(/[?#].*$/s, '');
  return OWN_PATH.test(path) && DRAWN_BY_THE_CONTENT_SYSTEM.test(path);
}

/**
 * A picture is fetched and decoded only when its reader comes near it, and off the main thread: a member's
 * 8,000 × 8,000 px photo cost every reader of the topic its decoded size (about 350 MB) on arrival.
 */
function drawnWhenSeen(image: Element): void {
  if (!isSafeImage(image.getAttribute('src') ?? '')) image.removeAttribute('src');
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

/** Its own instance's hooks, so they never touch the content system's sanitizer. */
function withMemberHooks(purifier: Purifier): Purifier {
  if (!purifier.isSupported) return purifier;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') drawnWhenSeen(node);
    guardLinkTargets(node);
  });
  // Topics posted before the editor sent ordinary spaces keep runs of `&nbsp;`: drawn so their lines wrap.
  purifier.addHook('afterSanitizeElements', (node) => {
    // Node.TEXT_NODE, by its number: the server has no global Node.
    if (node.nodeType === 3 && node.textContent) node.textContent = breakableSpaces(node.textContent);
  });
  return purifier;
}

let purifier = withMemberHooks(DOMPurify());

/** A Quill checklist, as the member profile keeps it (`data-list` and `data-checked` are its attributes). */
const CHECKLIST = /\sdata-(?:list|checked)=/;

/**
 * The server has no DOM: a server renderer that draws a member's topic hands in a DOMPurify bound to a DOM of
 * its own (src/server/render-first-screen.tsx), which gets the same hooks; sanitizeWith does the same for the
 * content system's profile.
 */
export function sanitizeMemberHtmlWith(other: Purifier): void {
  purifier = withMemberHooks(other);
}

/** Member HTML made safe to insert; refuses to run where it could not sanitize. */
export function sanitizeMemberHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('No DOM to sanitize member HTML with.');
  return purifier.sanitize(html, PROFILE);
}

/**
 * Member HTML's mark (drawn-html.ts), apart from the content system's: the same text sanitized by the stricter
 * profile is another piece, and a comment must never be taken over as the content system's form of its text.
 */
export const memberHtmlKey = (html: string): string => `member-${htmlFingerprint(html)}`;

/**
 * A topic's message or a comment, sanitized with the member profile before it reaches the page. Taking a page
 * the server drew over, it takes the server's sanitized form, as SafeHtml does: sanitizing fifty comments again
 * was the take-over's own work on a long topic. Its direction is the text's own (`dir="auto"`): Arabic or
 * Hebrew reads right to left in a page laid out left to right. Drawn again only when its text or its class
 * changes, or the take-over ends (a comment drawn again does not redo it).
 */
export const MemberHtml = memo(function MemberHtml({
  html,
  className,
}: {
  html: string;
  className?: string;
}) {
  const key = useMemo(() => memberHtmlKey(html), [html]);
  const clean = useMemo(() => drawnHtml(key) ?? sanitizeMemberHtml(html), [key, html]);
  const drawn = {
    dir: 'auto',
    'data-html-key': key,
    className: className ? `${styles.memberHtml} ${className}` : styles.memberHtml,
    dangerouslySetInnerHTML: { __html: clean },
  } as const;
  // Only a text with a checklist follows the take-over: every comment doing so was twenty more parts drawn again
  // at its end, in one task at a phone's speed (docs/performance.md).
  return CHECKLIST.test(clean) ? <WithChecklist {...drawn} /> : <div {...drawn} />;
});

/**
 * What a checklist's boxes say to a screen reader, in the reader's language: the style's alternative text reads
 * them from these, set through the CSSOM, which the Content-Security-Policy allows. Not in HTML drawn by the
 * server, where a style attribute is what the policy refuses: they come when the page is taken over.
 */
function WithChecklist(props: ComponentProps<'div'>) {
  const { t } = useTranslation();
  const checklistWords = useHydrated()
    ? ({
        '--checklist-done': JSON.stringify(`${t('checklistDone')} `),
        '--checklist-to-do': JSON.stringify(`${t('checklistToDo')} `),
      } as CSSProperties)
    : undefined;
  return <div {...props} style={checklistWords} />;
}
