import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * The content system's profile: DOMPurify's defaults (text, images, figures, tables, links, classes) and
 * link targets, but nothing that collects input or restyles the page. A form could post a password
 * anywhere, and `style` could lay a fake login over the portal; neither belongs in an editor's text.
 */
const CMS_PROFILE: Config = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'optgroup',
    'datalist',
    'output',
  ],
  // data-html-key marks the server's own SafeHtml elements (drawn-html.ts); in content it means nothing.
  FORBID_ATTR: ['style', 'data-html-key'],
};

/** The elements where a target opens another browsing context, and a rel can say how. */
const TARGETED = new Set(['A', 'AREA']);

/**
 * A DOMPurify hook for every profile: a target stays only on links, and a link opening elsewhere gets
 * `noopener noreferrer`, so the page it opens cannot reach back to the portal through window.opener.
 * Other rel words (nofollow, …) stay; `opener` goes.
 */
export function guardLinkTargets(node: Element): void {
  if (!node.hasAttribute('target')) return;
  if (!TARGETED.has(node.tagName)) return node.removeAttribute('target');
  const kept = (node.getAttribute('rel') ?? '')
    .split(/\s+/)
    .filter((word) => word !== '' && !/^(?:opener|noopener|noreferrer)$/i.test(word));
  node.setAttribute('rel', [...kept, 'noopener', 'noreferrer'].join(' '));
}

/**
 * Its own instance, so its hook never reaches another sanitizer (or another DOMPurify user). Without a DOM
 * (the server before sanitizeWith) DOMPurify has no hooks to add, and sanitizeHtml refuses to run.
 */
const guarded = (purifier: Purifier): Purifier => {
  if (purifier.isSupported) purifier.addHook('afterSanitizeAttributes', guardLinkTargets);
  return purifier;
};

let purifier: Purifier = guarded(DOMPurify());

/**
 * The server has no DOM, and DOMPurify without one returns its input unchanged; a server renderer hands in
 * one bound to a DOM of its own (src/server/render-first-screen.tsx), which gets the same hook.
 */
export function sanitizeWith(other: Purifier): void {
  purifier = guarded(other);
}

/** CMS HTML made safe to insert; refuses to run where it could not sanitize. */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('No DOM to sanitize HTML with.');
  return purifier.sanitize(html, CMS_PROFILE);
}
