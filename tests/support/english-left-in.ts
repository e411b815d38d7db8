/**
 * The literal words of a compiled catalogue (text outside placeholders, and inside plural and select cases):
 * its fixed fragments of three letters or more. The browser tests' englishLeft reads catalogues the same way.
 */
export function catalogueWords(catalogue: Record<string, unknown>, words = new Set<string>()): Set<string> {
  const walk = (compiled: unknown): void => {
    if (typeof compiled === 'string') {
      for (const part of compiled.split(/\s*#\s*/)) if (/\p{L}{3}/u.test(part)) words.add(part.trim());
    } else if (Array.isArray(compiled)) compiled.forEach(walk);
    else if (compiled && typeof compiled === 'object') Object.values(compiled).forEach(walk);
  };
  Object.values(catalogue).forEach(walk);
  return words;
}

/** Every text node and every name given in an attribute under `root`, one string each. */
function textsUnder(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*'))
    for (const attribute of ['aria-label', 'title', 'placeholder', 'data-placeholder', 'alt'])
      texts.push(element.getAttribute(attribute) ?? '');
  return texts;
}

/**
 * The words of one namespace's English catalogue still showing under `root` (in a text or a name) that
 * its `translation` does not share, if any: what a reader of that language would find untranslated.
 * Both catalogues as imported in a test, compiled (build/message-catalogues.ts).
 */
export function englishLeftIn(
  root: HTMLElement,
  english: Record<string, unknown>,
  translation: Record<string, unknown>,
): string[] {
  const translated = catalogueWords(translation);
  const own = [...catalogueWords(english)].filter((word) => !translated.has(word));
  const texts = textsUnder(root);
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return own.filter((word) =>
    texts.some((text) => new RegExp(`(^|\\P{L})${escape(word)}(\\P{L}|$)`, 'u').test(text)),
  );
}
