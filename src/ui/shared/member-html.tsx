import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { memo, useMemo, type ComponentProps, type CSSProperties } from 'react';
import { AppConfig } from '@/application/config/app-config';
import { drawnSitePicture, type PictureSite } from '@/domain/files/site-picture';
import { useService } from '../app/services';
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

/**
 * The site the member HTML is drawn for while one text is sanitized (the hooks below have no argument of
 * their own); sanitizing is synchronous, so it is never another text's.
 */
let drawnFor: PictureSite | null = null;

/**
 * A picture keeps its address only when the URL parser, as the browser will read it, leads it to what the
 * content system's filter keeps of a member's picture (Drupal's basic_html: a raster file the site holds,
 * under its `sites/` files) or to what it puts in place of any other (core's "Image removed." icon), as the
 * Drupal adapter rebases them onto the content system's root (domain/files/site-picture.ts). It is then
 * written as the parser read it, so no tab, line break or backslash is left for another reading. Another
 * site's picture, even over HTTPS, one embedded as `data:`, and any address read against the page's folder
 * lose their address; `srcset` is not in the profile, so no candidate of it ever reaches the page.
 */
function keepSitePicture(image: Element): void {
  const drawn = drawnFor && drawnSitePicture(image.getAttribute('src') ?? '', drawnFor);
  if (drawn) image.setAttribute('src', drawn);
  else image.removeAttribute('src');
}

/**
 * A picture is fetched and decoded only when its reader comes near it, and off the main thread: a member's
 * 8,000 × 8,000 px photo cost every reader of the topic its decoded size (about 350 MB) on arrival.
 */
function drawnWhenSeen(image: Element): void {
  keepSitePicture(image);
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

/** Its own instance's hooks, so they never touch the content system's sanitizer. */
function withMemberHooks(purifier: Purifier): Purifier {
  if (!purifier.isSupported) return purifier;
  // `<image>` reaches here as IMG: the HTML parser renames it before the hooks see it.
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

/**
 * Member HTML made safe to insert, its pictures kept only where they lead to `site`'s own (keepSitePicture);
 * refuses to run where it could not sanitize.
 */
export function sanitizeMemberHtml(html: string, site: PictureSite): string {
  if (!purifier.isSupported) throw new Error('No DOM to sanitize member HTML with.');
  drawnFor = site;
  try {
    return purifier.sanitize(html, PROFILE);
  } finally {
    drawnFor = null;
  }
}

/**
 * The site a member's pictures must lead to: the content system's root as configured, and in a browser the
 * page's origin (the server draws without it, so an absolute address of the portal's own is not its own there).
 */
function usePictureSite(): PictureSite {
  const { cmsUrl } = useService(AppConfig);
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return useMemo(() => ({ root: cmsUrl, origin }), [cmsUrl, origin]);
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
  const site = usePictureSite();
  const clean = useMemo(() => drawnHtml(key) ?? sanitizeMemberHtml(html, site), [key, html, site]);
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
