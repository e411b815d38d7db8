import { createHash } from 'node:crypto';

/**
 * The inline script a drawn page carries in place of the entry's tag: once the page has painted its content, it
 * adds `<script src="/after-first-paint.js">` with its own attributes (data-entry, data-preload, data-location),
 * and that script starts the portal's code.
 *
 * Inline rather than `<script defer src>` so that nothing but the page's HTML, styles and images is fetched
 * before its largest paint: a phone's browser shares its few connections with every request, and Lighthouse
 * ended the page's largest paint with the loader's (docs/performance.md, "/about-us's LCP and the loader").
 * Written here, not in public/, since the CSP allows it by the hash of these very characters
 * (deploy/security-policy.ts): a change to them is a change of the policy, which nginx is rendered again for.
 * ES5, as after-first-paint.js: it runs before anything else in every browser the portal serves.
 */
export const AFTER_FIRST_PAINT_STARTER = [
  '(function (starter) {',
  'var added = false;',
  'function addLoader() {',
  'if (added) return;',
  'added = true;',
  "var loader = document.createElement('script');",
  '[].forEach.call(starter.attributes, function (attribute) { loader.setAttribute(attribute.name, attribute.value); });',
  "loader.src = '/after-first-paint.js';",
  'document.head.appendChild(loader);',
  '}',
  // The first contentful paint where the browser reports it (here alone: after-first-paint.js starts as soon
  // as it runs); a page that paints nothing contentful still gets its code.
  'var Observer = window.PerformanceObserver;',
  "if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {",
  'new Observer(function (list) {',
  "if (list.getEntriesByName('first-contentful-paint').length) addLoader();",
  "}).observe({ type: 'paint', buffered: true });",
  'setTimeout(addLoader, 3000);',
  '} else requestAnimationFrame(function () { setTimeout(addLoader, 0); });',
  '})(document.currentScript);',
].join('\n');

/** The starter as a CSP source: `'sha256-…'` of its characters as UTF-8, base64 (CSP Level 2's hash-source). */
export const AFTER_FIRST_PAINT_STARTER_SOURCE = `'sha256-${createHash('sha256')
  .update(AFTER_FIRST_PAINT_STARTER, 'utf8')
  .digest('base64')}'`;
