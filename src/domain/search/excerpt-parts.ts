import { plainText } from '../shared/plain-text';

/** A run of an excerpt's text; `match` when the content system marked it as matching the search. */
export interface ExcerptPart {
  readonly text: string;
  readonly match: boolean;
}

const STRONG = /<(\/?)strong\b[^>]*>/gi;

/** A segment's words, keeping one space at either end where it had white space, so runs still part. */
function wordsOf(segment: string): string {
  const text = plainText(segment);
  if (!text) return /\s/.test(segment) ? ' ' : '';
  return `${/^\s/.test(segment) ? ' ' : ''}${text}${/\s$/.test(segment) ? ' ' : ''}`;
}

/**
 * A search excerpt (escaped text with each match in `<strong>`) as runs of plain text. `<strong>` is the only
 * markup read: any other tag is dropped and entities are decoded, and the result is text, so a view renders
 * it as text and no markup of the remote HTML ever reaches the page.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let depth = 0;
  let from = 0;
  const push = (segment: string) => {
    const text = wordsOf(segment);
    const match = depth > 0;
    const last = parts.at(-1);
    if (!text) return;
    if (last && last.match === match) parts[parts.length - 1] = { text: last.text + text, match };
    else parts.push({ text, match });
  };
  for (const tag of html.matchAll(STRONG)) {
    push(html.slice(from, tag.index));
    depth = tag[1] ? Math.max(0, depth - 1) : depth + 1;
    from = tag.index + tag[0].length;
  }
  push(html.slice(from));
  return parts;
}
