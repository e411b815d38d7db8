import { isWorkerLanguage, type WorkerLanguage } from './offline-words';

/** Headers the worker writes on a stored copy: when it was saved, its title, how long it stays fresh. */
export const SAVED_AT = 'x-necs-saved-at';
export const TITLE = 'x-necs-title';
export const FRESH_SECONDS = 'x-necs-fresh-seconds';

/** The paths of the three systems and of the sandbox's controls: never pages, never kept. */
const NOT_PAGES = /^\/(cms|membership|proposals|__sandbox)\//;

/**
 * The language a copy of a page is filed under, as the server chooses the language it draws in
 * (src/server/reader-language.ts): the address's `?language=`, else the language cookie, else the browser's own
 * languages, which are the same on every request from this device (`browser`).
 */
export type CopyLanguage = WorkerLanguage | 'browser';

export function copyLanguage(url: URL, cookieValue: string | null | undefined): CopyLanguage {
  const chosen = url.searchParams.get('language');
  if (isWorkerLanguage(chosen)) return chosen;
  return isWorkerLanguage(cookieValue) ? cookieValue : 'browser';
}

/**
 * The key of a page's copy in a language: the page's path and query (without `language`, which the key holds
 * anyway) under a path of the worker's own, so a key is never mistaken for a request the portal answers.
 */
export function copyKey(url: URL, language: CopyLanguage): string {
  const query = new URLSearchParams(url.search);
  query.delete('language');
  query.sort();
  const search = query.size ? `?${query.toString()}` : '';
  return `${url.origin}/__copies/${language}${url.pathname}${search}`;
}

/** The page's own address back from its key, for the offline page's list. */
export function pageOfKey(key: string): { language: CopyLanguage; path: string } | null {
  const match = /^https?:\/\/[^/]+\/__copies\/(browser|[a-z]{2})(\/.*)$/.exec(key);
  if (!match) return null;
  const language = match[1]!;
  return { language: isWorkerLanguage(language) ? language : 'browser', path: match[2]! };
}

/** A navigation whose answer may be kept: GET, the portal's own origin, a page path, no credentials of its own. */
export function isPageNavigation(request: Request, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && !NOT_PAGES.test(url.pathname) && !request.headers.has('authorization');
}

/**
 * Whether an answer may be kept on the device: a drawn page the server marked `public` (first-screen-
 * document.ts). A request with Drupal's session cookie gets `private, no-store`, the app's shell `no-cache`:
 * neither is kept, so nothing answered to a member's session ever reaches the cache.
 */
export function isKeptAnswer(response: Response): boolean {
  const caching = (response.headers.get('cache-control') ?? '').toLowerCase();
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    /\bpublic\b/.test(caching) &&
    !/\b(private|no-store)\b/.test(caching) &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** The drawn page's freshness (`s-maxage`, the period shared caches keep it), else none. */
export function freshSecondsOf(response: Response): number {
  const match = /\bs-maxage=(\d+)/.exec(response.headers.get('cache-control') ?? '');
  return match ? Number(match[1]) : 0;
}

/** The copy to store: the page's HTML and headers, with when it was saved, its title and its freshness. */
export async function copyOf(response: Response, now: number): Promise<Response> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set(SAVED_AT, String(now));
  headers.set(FRESH_SECONDS, String(freshSecondsOf(response)));
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  // As text, not as HTML: the offline page escapes it where it writes it, once.
  headers.set(TITLE, encodeURIComponent(textOfHtml(title)));
  return new Response(html, { status: 200, headers });
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of HTML without tags, as a title drawn by React is written (`&amp;`, `&lt;`, `&#x27;`): a worker has
 * no DOMParser. A reference it does not know stays as it is.
 */
export function textOfHtml(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED[name.toLowerCase()] ?? reference;
  });
}

/** When a copy was saved (ms since the epoch). */
export const savedAtOf = (copy: Response): number => Number(copy.headers.get(SAVED_AT) ?? 0);

/** Whether a copy is within the page's freshness period, and so may be shown before the network answers. */
export function isFresh(copy: Response, now: number): boolean {
  const fresh = Number(copy.headers.get(FRESH_SECONDS) ?? 0);
  return now - savedAtOf(copy) < fresh * 1000;
}
