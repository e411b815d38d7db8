import { PROPOSAL_KINDS } from '@/domain/proposals/proposal-kind';
import { isWorkerLanguage, offlineWord, type WorkerLanguage } from './offline-words';

/** The language a drawn page is written in (`<html lang>`), else English. */
export function languageOfHtml(html: string): WorkerLanguage {
  const lang = /<html[^>]*\blang="([a-z]{2})"/.exec(html)?.[1];
  return isWorkerLanguage(lang) ? lang : 'en';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** "25 Nov 2026, 16:40" in the reader's language. */
export const savedTime = (savedAt: number, language: WorkerLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);

/** Its style and its script, files of their own that only such a copy names (nothing of them in a first load). */
export const SAVED_AT_FILES = ['/saved-at.css', '/saved-at.js'] as const;

/**
 * A page's copy as shown without a network: the quiet line "saved on … " first in the body. It stands outside
 * `#root`, so React takes the drawn screen over as it would have; public/saved-at.js removes it and reloads the
 * page when the network comes back.
 */
export function withSavedAtLine(html: string, savedAt: number): string {
  const language = languageOfHtml(html);
  const line = offlineWord(language, 'savedAt', { time: savedTime(savedAt, language) });
  const [style, script] = SAVED_AT_FILES;
  return html
    .replace(
      '</head>',
      () =>
        `  <link rel="stylesheet" href="${style}">\n    <script defer src="${script}"></script>\n  </head>`,
    )
    .replace(
      /<body([^>]*)>/,
      (body) => `${body}\n    <p id="saved-at" class="saved-at" role="status">${escapeHtml(line)}</p>`,
    );
}

/** A page that can be read offline, for the offline page's list. */
export interface ReadableOffline {
  readonly path: string;
  readonly title: string;
}

const PROPOSAL_FORM = new RegExp(`^/conference-proposals(/(${PROPOSAL_KINDS.join('|')}))?/?$`);

/**
 * A conference proposal form's address (routes.tsx, PROPOSAL_ROUTE). A member's page, never kept; but what the
 * member typed in it is (the form's copies in localStorage), so its offline page says so and comes back by itself.
 */
export const isProposalFormPath = (path: string): boolean => PROPOSAL_FORM.test(path);

/**
 * The portal's offline page, for a page never read on this device: the newest copy in the reader's language
 * lends its header, menu and footer (drawn, with their styles, which are cached as code), its main part says the
 * page cannot be shown and lists the pages that can. The app is not started on it: it would draw the page asked
 * for and fail. Without any copy, a plain page with the same words.
 *
 * For a proposal form (`wordsKept`), it says instead that what the member typed is kept on this device, and
 * names the saved-at script, which reloads the form when the network is back: there the form finds the words.
 * It says so in general: whose copies those are the page cannot tell without the session, which it has not.
 */
export function offlinePage(
  template: string | null,
  language: WorkerLanguage,
  readable: readonly ReadableOffline[],
  wordsKept = false,
): string {
  const title = offlineWord(language, 'offlineTitle');
  const list = readable.length
    ? `<h2>${escapeHtml(offlineWord(language, 'readableOffline'))}</h2><ul>${readable
        .map(
          ({ path, title: name }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(name || path)}</a></li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(offlineWord(language, 'nothingSaved'))}</p>`;
  const intro = wordsKept
    ? `<p id="words-kept">${escapeHtml(offlineWord(language, 'proposalWordsKept'))}</p>`
    : `<p>${escapeHtml(offlineWord(language, 'offlineIntro'))}</p>`;
  const content = `<h1>${escapeHtml(title)}</h1>${intro}${list}`;
  const page =
    template && /<main\b[^>]*>[\s\S]*<\/main>/.test(template)
      ? template
      : `<!doctype html>\n<html lang="${language}"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title></title></head><body><main id="main"></main></body></html>`;
  const drawn = page
    .replace(
      /<main\b([^>]*)>[\s\S]*<\/main>/,
      (_main, attributes: string) => `<main${attributes}>${content}</main>`,
    )
    .replace(/<html([^>]*)\blang="[^"]*"/, (_html, before: string) => `<html${before}lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<script type="application\/json" id="first-screen">[\s\S]*?<\/script>/, '')
    // The take-over's starter (src/server/after-first-paint-starter.ts), or the loader's own tag in a copy
    // saved before the starter: both name the entry.
    .replace(/<script\b[^>]*\bdata-entry="[^"]*"[^>]*>[\s\S]*?<\/script>/, '')
    .replace(/<script type="module"[^>]*><\/script>/g, '');
  return wordsKept
    ? drawn.replace('</head>', () => `  <script defer src="${SAVED_AT_FILES[1]}"></script>\n  </head>`)
    : drawn;
}

/**
 * A file the worker keeps in its code cache whose answer carries the portal's security headers, as every answer
 * of the origin does (deploy/security-policy.ts, set by nginx and the sandbox alike): the offline page's policy
 * comes from it, so the worker holds no copy of the policy's text and follows the deployment's.
 */
export const POLICY_SOURCE = '/config.json';

const POLICY = 'content-security-policy';

/**
 * The offline page's headers: those of the copy that lends it its header and menu, its policy among them; without
 * any copy, the portal's policy as the server sent it with `POLICY_SOURCE` (`kept`, the worker's copy of it).
 */
export function offlineHeaders(copy: Headers | null, kept: Headers | null): Headers {
  if (copy) return new Headers(copy);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  const policy = kept?.get(POLICY);
  if (policy) headers.set(POLICY, policy);
  return headers;
}
