import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { breakableSpaces } from './breakable-spaces';
import { guardLinkTargets } from './sanitize-html';
import styles from './member-html.module.css';

/**
 * HTML written by members (topic messages, comments): a profile of its own, stricter than the content
 * system's (SafeHtml), because anyone in a group can write it. Text formatting, headings, lists (Quill's
 * checklists included), quotes, links and images only; no `style`, no forms, no embedded documents.
 */
const PROFILE = {
  ALLOWED_TAGS: 'p br hr strong b em i u s sub sup code pre blockquote h2 h3 h4 ol ul li a img'.split(' '),
  ALLOWED_ATTR: ['href', 'target', 'src', 'alt', 'title', 'start', 'data-list', 'data-checked'],
  ALLOW_DATA_ATTR: false,
  // http(s), mailto and tel, or no scheme at all (relative); images are narrowed further below.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** HTTPS (never mixed content), or an image embedded as data: an SVG may carry script, so not that. */
const SAFE_IMAGE = /^(?:https:\/\/|data:image\/(?!svg)[a-z.+-]+[;,])/i;

/** Its own instance, so these hooks never touch the content system's sanitizer. */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !SAFE_IMAGE.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
  guardLinkTargets(node);
});
// Topics posted before the editor sent ordinary spaces keep runs of `&nbsp;`: drawn so their lines wrap.
purifier.addHook('afterSanitizeElements', (node) => {
  if (node.nodeType === Node.TEXT_NODE && node.textContent)
    node.textContent = breakableSpaces(node.textContent);
});

export const sanitizeMemberHtml = (html: string): string => purifier.sanitize(html, PROFILE);

/** A topic's message or a comment, sanitized with the member profile before it reaches the page. */
export function MemberHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeMemberHtml(html), [html]);
  const { t } = useTranslation();
  const classes = className ? `${styles.memberHtml} ${className}` : styles.memberHtml;
  // What a checklist's boxes say to a screen reader, in the reader's language: the style's alternative text
  // reads them from these (set through the CSSOM, which the Content-Security-Policy allows).
  const checklistWords = {
    '--checklist-done': JSON.stringify(`${t('checklistDone')} `),
    '--checklist-to-do': JSON.stringify(`${t('checklistToDo')} `),
  } as CSSProperties;
  return <div className={classes} style={checklistWords} dangerouslySetInnerHTML={{ __html: clean }} />;
}
