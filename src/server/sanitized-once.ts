/**
 * `sanitize`, remembering its answer for each distinct input: the same CMS body (a page's text, a news item's
 * summary) is drawn by render after render, and DOMPurify parses each into a DOM of jsdom's, the single largest
 * cost of a server render. What it answers depends on the input alone (a fixed profile and hook), so an answer
 * kept is the answer it would give again.
 *
 * Kept up to `limitChars` characters of inputs and answers together, the least recently used dropped first, so a
 * site with more content than that costs a sanitize per render for its rarely read bodies, never memory.
 */
export function sanitizedOnce(
  sanitize: (html: string) => string,
  limitChars = 8_000_000,
): (html: string) => string {
  const kept = new Map<string, string>();
  let keptChars = 0;
  return (html) => {
    const known = kept.get(html);
    if (known !== undefined) {
      // Read again: to the end of the line to be dropped.
      kept.delete(html);
      kept.set(html, known);
      return known;
    }
    const clean = sanitize(html);
    const size = html.length + clean.length;
    if (size > limitChars) return clean;
    kept.set(html, clean);
    keptChars += size;
    for (const [oldest, answer] of kept) {
      if (keptChars <= limitChars) break;
      kept.delete(oldest);
      keptChars -= oldest.length + answer.length;
    }
    return clean;
  };
}
