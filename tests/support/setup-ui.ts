import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
// The head's rules are loaded on demand by useDocumentMeta after a screen paints. Loaded here first, so that a
// test file ending right after a render does not leave Vitest a module to load once its environment is gone.
import '@/ui/shared/document-head';
// The same for the parts that load when a session ends (the notices of an ended session and of a logout that
// left one open) and a content page's conference calendar: a test file ending as one of them is asked for left
// its import to fail in a later file, for good, under a busy CI machine.
import '@/ui/session/logout-notice';
import '@/ui/session/session-expired-notice';
import '@/ui/pages/conference-calendar';
import { loadSanitizer } from '@/ui/shared/html-sanitizer';

// The browser fetches the sanitizer with the first screen that draws CMS HTML itself; tests have it from the
// start, so a screen's HTML is there in the same render as its other text (tests/ui/drawn-html.test.tsx waits).
await loadSanitizer();

// A finder waits on the document (each change to it is looked at), and its limit is a guard against a hang,
// not a clock: a lazily loaded screen's first import is transformed on demand, and a whole portal drawn in jsdom
// took more than 10 s beside six CPU-bound processes and a syncing disk writer (issue 76: a topic's heading not
// found in time). Under the test's own guard (vite.config.ts, 120 s), so that what was not found is what is said.
configure({ asyncUtilTimeout: 100_000 });
// user-event's calls are asynchronous (its asyncWrapper waits a macrotask, outside the act environment); the
// default eventWrapper still dispatches each event inside a synchronous act, and React 19 drops the work of a
// component that suspends on `use()` in an act nobody awaits (a filter's or a page's next key, Try again),
// leaving the root unscheduled for good. Dispatched without act, React schedules that work as a browser does.
configure({ eventWrapper: (dispatch) => dispatch() });

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op rather than a "not implemented" error on every navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  // What a test put into the body itself (a portal's host, a probe) is gone too: the next file shares this
  // document, as Vitest keeps each worker's environment (vite.config.ts).
  document.body.replaceChildren();
  // Each test starts as a fresh page load would: without the head tags an earlier screen wrote (a canonical
  // naming a path says the server drew that screen's head, and useDocumentMeta then leaves it).
  document.head
    .querySelectorAll('link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]')
    .forEach((tag) => tag.remove());
  localStorage.clear();
  sessionStorage.clear();
  // The address too: a screen drawn by the browser's router moved the one jsdom window every file shares, and
  // the next file's link to that address was no navigation at all (a link followed as the browser does), or
  // its router started on another file's page ("No routes matched").
  window.history.replaceState(null, '', '/');
});
