import { breakableSpaces } from '../shared/breakable-spaces';

/**
 * The editor's HTML as it is sent. Quill 2's HTML (getSemanticHTML) writes every space as `&nbsp;`; sent with
 * ordinary spaces between words, a posted topic wraps on a phone and reads plainly in search and feeds
 * (breakable-spaces.ts). Converted when sent, not while typing: the editor would take the converted HTML back
 * as its content, and a space just typed at a line's end would be lost. Each text between tags is converted
 * on its own, so a paragraph that is only a no-break space stays a blank line.
 */
export const sentHtml = (html: string): string =>
  html.replace(/>([^<]*)</g, (_, text: string) => `>${breakableSpaces(text.replace(/&nbsp;/g, '\u00a0'))}<`);
