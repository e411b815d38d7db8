import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileCatalogue } from '../../build/message-catalogues';
import { catalogueWords } from './english-left-in';

/**
 * The portal's own English words left on a screen for a reader of another language, over every catalogue at once:
 * for a whole screen, in a browser (tests/e2e/support/english-left.ts) or in jsdom, where a namespace's own
 * check (englishLeftIn) would miss a word of another namespace.
 */
const CATALOGUES = join(import.meta.dirname, '../../src/ui/i18n/catalogues');

/** The fixed text fragments (three letters or more) of every message in a language's catalogues. */
function fragmentsOf(language: string): Set<string> {
  const fragments = new Set<string>();
  for (const file of readdirSync(join(CATALOGUES, language)).filter((name) => name.endsWith('.json'))) {
    const path = join(CATALOGUES, language, file);
    catalogueWords(
      compileCatalogue(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>, path),
      fragments,
    );
  }
  return fragments;
}

/**
 * The texts and names under `root` that are the portal's own. HTML from a remote system and anything marked with
 * another `lang` is content, not the portal's own. Self-contained: a browser test runs it in the page.
 */
export function ownTextsUnder(root: Element): string[] {
  const found: string[] = [];
  // HTML from a remote system (SafeHtml marks it) and anything marked with another language is content.
  const isOwn = (element: Element | null) =>
    !element?.closest(`[data-html-key], [lang]:not([lang="${document.documentElement.lang}"])`);
  // Member-written text (a topic's title, a name) takes its own direction, `dir="auto"`: it is content too,
  // though a field's placeholder or label on it is the portal's.
  const isOwnText = (element: Element | null) => isOwn(element) && !element?.closest('[dir="auto"]');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (isOwnText(node.parentElement)) found.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*'))
    if (isOwn(element))
      for (const attribute of ['aria-label', 'title', 'placeholder', 'data-placeholder', 'alt'])
        found.push(element.getAttribute(attribute) ?? '');
  return found;
}

/**
 * Every fixed fragment of the English catalogues that `language`'s catalogues do not share (OK, Workshop), found
 * whole in one of `texts` (ownTextsUnder's).
 */
export function englishFragmentsIn(texts: readonly string[], language: string): string[] {
  const shared = fragmentsOf(language);
  const own = [...fragmentsOf('en')].filter((fragment) => !shared.has(fragment));
  const escape = (fragment: string) => fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Whole words only, and not inside an address or a file name (member@example.org is no word "member").
  const edge = '[^\\p{L}@._/-]';
  return own.filter((fragment) =>
    texts.some((text) => new RegExp(`(^|${edge})${escape(fragment)}(${edge}|$)`, 'u').test(text)),
  );
}
