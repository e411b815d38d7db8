import DOMPurify from 'dompurify';

type Purifier = Pick<typeof DOMPurify, 'sanitize' | 'isSupported'>;

let purifier: Purifier = DOMPurify;

/**
 * The server has no DOM, and DOMPurify without one returns its input unchanged; a server renderer hands in
 * one bound to a DOM of its own (src/server/render-first-screen.tsx).
 */
export function sanitizeWith(other: Purifier): void {
  purifier = other;
}

/** CMS HTML made safe to insert; refuses to run where it could not sanitize. */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) throw new Error('No DOM to sanitize HTML with.');
  return purifier.sanitize(html, { ADD_ATTR: ['target'] });
}
