import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import type { WireTarget } from './engine-page';

/**
 * Testing Library's DOM queries as one script for the page (its UMD build sets `TestingLibraryDom`). Drivers run
 * it through WebDriver, which the portal's Content-Security-Policy does not govern, once per document.
 */
export const TESTING_LIBRARY_SOURCE =
  readFileSync(
    join(
      dirname(createRequire(import.meta.url).resolve('@testing-library/dom/package.json')),
      'dist/@testing-library/dom.umd.min.js',
    ),
    'utf8',
  ) +
  // tsx compiles with esbuild's keepNames, whose helper `__name` the functions serialised into the page still call.
  ';globalThis.__name ??= (target) => target;';

/** Whether the page has the queries yet (a new document has not). */
export const HAS_QUERIES = (): boolean => 'TestingLibraryDom' in globalThis;

/**
 * Runs inside the page: the first element with this role and accessible name (inside its `within`, when given),
 * or null. Self-contained, as every driver serialises it into the page.
 */
export function findInPage(target: WireTarget): Element | null {
  interface Queries {
    queryAllByRole(container: Element, role: string, options: { name: (name: string) => boolean }): Element[];
    queryAllByLabelText(container: Element, label: (label: string) => boolean): Element[];
  }
  const dom = (globalThis as unknown as { TestingLibraryDom: Queries }).TestingLibraryDom;
  const find = ({ role, name, within }: WireTarget): Element | null => {
    const container = within ? find(within) : document.body;
    if (!container) return null;
    // A text matches as Playwright's getByRole matches it: anywhere in the name, whatever the case.
    const pattern = 'text' in name ? null : new RegExp(name.source, name.flags);
    const matches = (found: string) =>
      pattern
        ? pattern.test(found)
        : found.toLowerCase().includes((name as { text: string }).text.toLowerCase());
    // Two ways in that roles do not cover: a field by its label (a file input has no role), and a
    // <details>'s toggle, which Testing Library's roles do not know.
    if (role === 'labelled') return dom.queryAllByLabelText(container, matches)[0] ?? null;
    if (role === 'summary')
      return (
        [...container.querySelectorAll('summary')].find((toggle) => matches(toggle.textContent.trim())) ??
        null
      );
    return dom.queryAllByRole(container, role, { name: matches })[0] ?? null;
  };
  return find(target);
}

/**
 * Runs inside the page: whether a click on the element would act. A control drawn disabled until its code
 * arrives (Join, the login's button) ignores a click; Playwright's click waits for it to be enabled, and so do
 * the drivers here. Self-contained, as every driver serialises it into the page.
 */
export function isEnabledInPage(element: Element): boolean {
  return !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
}
