import { JSDOM } from 'jsdom';

/** Elements after which a reader sees a new line. */
const BLOCKS = 'p, div, br, li, h1, h2, h3, h4, h5, h6, blockquote, tr';

let document: Document | null = null;

/**
 * The text a reader sees of the content system's HTML (a teaser), for a feed reader's or a calendar app's
 * description: tags gone, entities read, one line per paragraph, spaces collapsed. Parsed inert (a template
 * runs no script and loads no image), so the HTML is never trusted with anything.
 */
export function plainText(html: string): string {
  document ??= new JSDOM('').window.document;
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(BLOCKS).forEach((block) => block.after('\n'));
  return (template.content.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
