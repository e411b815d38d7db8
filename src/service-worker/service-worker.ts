import { CODE_CACHE_PREFIX, MEMBER_SESSION_CACHE, PAGE_COPIES_CACHE } from '@/domain/offline/device-caches';
import {
  isProposalFormPath,
  languageOfHtml,
  offlineHeaders,
  offlinePage,
  POLICY_SOURCE,
  SAVED_AT_FILES,
  withSavedAtLine,
  type ReadableOffline,
} from './offline-html';
import { isWorkerLanguage } from './offline-words';
import {
  copyKey,
  copyLanguage,
  copyOf,
  isFresh,
  isKeptAnswer,
  isPageNavigation,
  pageOfKey,
  savedAtOf,
  TITLE,
  type CopyLanguage,
} from './page-copies';
import type { FetchEvent, WorkerScope } from './worker-scope';
import { KeptCode } from './kept-code';
import { isBuiltFileAddress, isBuiltFileAnswer } from './built-file';

/** Written in by the build (build/service-worker.ts): the public screens' hashed files, and the build's id. */
declare const __PRECACHE__: readonly string[];
declare const __BUILD__: string;

const worker = self as unknown as WorkerScope;
const CODE_CACHE = `${CODE_CACHE_PREFIX}${__BUILD__}`;
/** Files at fixed names the offline pages need besides the hashed ones: read from the network first. */
const FIXED_FILES = new Set([POLICY_SOURCE, '/after-first-paint.js', ...SAVED_AT_FILES]);
const isFixedFile = (url: URL) => FIXED_FILES.has(url.pathname) && url.search === '';
/** The cookie that repeats the reader's language (its name has the app's name in it): the registration says. */
const languageCookie = new URL(worker.location.href).searchParams.get('cookie') ?? '';
const keptCode = new KeptCode(__PRECACHE__);
// A worker started again (browsers stop idle ones) learns which chunks first used earlier are in its cache. An
// entry that is neither a built file nor a fixed one was kept by an older worker with a laxer rule (an address
// under /assets/ that nginx resolved to a system's answer): it goes, whatever it holds.
void worker.caches
  .open(CODE_CACHE)
  .then(async (cache) => {
    for (const { url } of await cache.keys()) {
      const address = new URL(url);
      if (isBuiltFileAddress(address)) keptCode.add(url);
      else if (!isFixedFile(address)) await cache.delete(url);
    }
  })
  .catch(() => undefined);

worker.addEventListener('install', (event) => {
  // A new build's files in a cache of its own, then in charge at once: the next navigation gets the new HTML,
  // whose chunks are all in the new cache; a page already open keeps the modules it has loaded.
  event.waitUntil(
    worker.caches
      .open(CODE_CACHE)
      .then((cache) => cache.addAll([...__PRECACHE__, ...FIXED_FILES]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    worker.caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CODE_CACHE_PREFIX) && name !== CODE_CACHE)
            .map((name) => worker.caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Should the device's storage fail the worker (a full disk, storage cleared meanwhile), the network answers.
  if (isPageNavigation(request, worker.location.origin))
    event.respondWith(answerPage(event, url).catch(() => fetch(request)));
  else if (request.method === 'GET' && url.origin === worker.location.origin) {
    // Hashed files never change: the device's copy first. Everything else (every system's answer, a member's
    // above all, and any address under /assets/ that is not the shape of a built file) is not touched by the
    // worker and never enters a cache.
    if (isBuiltFileAddress(url)) {
      if (keptCode.holds(request.url)) event.respondWith(codeFirst(request));
      // Fetched by the browser as without a worker; a copy joins the cache behind it (the editor's and the
      // forms' chunks when first used), from the HTTP cache that answer has just filled.
      else event.waitUntil(keepCode(request.url));
    } else if (isFixedFile(url)) event.respondWith(networkFirst(request));
  }
});

/** A file the worker holds, from its cache (the network only should the cache have lost it meanwhile). */
async function codeFirst(request: Request): Promise<Response> {
  const cache = await worker.caches.open(CODE_CACHE);
  return (await cache.match(request)) ?? fetch(request);
}

/** A copy of a code file for the cache; a failure leaves it to the next use. */
async function keepCode(url: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!isBuiltFileAnswer(new URL(url), response)) return;
    await (await worker.caches.open(CODE_CACHE)).put(url, response);
    keptCode.add(url);
  } catch {
    // Offline, or the page went: the browser's own request is what the page waits for.
  }
}

async function networkFirst(request: Request): Promise<Response> {
  const cache = await worker.caches.open(CODE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && !response.redirected)
      void cache.put(request, response.clone());
    return response;
  } catch (failure) {
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw failure;
  }
}

/**
 * A public page: a copy within its freshness period at once, the network's answer stored for next time; an older
 * copy only if the network does not answer, with the saved-at line; a page never read, offline, the offline page.
 */
async function answerPage(event: FetchEvent, url: URL): Promise<Response> {
  const language = copyLanguage(url, await cookieValue());
  const key = copyKey(url, language);
  const cache = await worker.caches.open(PAGE_COPIES_CACHE);
  const copy = await cache.match(key);
  const fromNetwork = fetchAndKeep(event.request, key);
  if (copy && isFresh(copy, Date.now()) && worker.navigator.onLine && (await copyFirst(url))) {
    event.waitUntil(fromNetwork);
    return copy;
  }
  const answer = await fromNetwork;
  if (answer) return answer;
  if (copy) return htmlAnswer(withSavedAtLine(await copy.text(), savedAtOf(copy)), copy.headers, 200);
  return offlineAnswer(language, isProposalFormPath(url.pathname));
}

/** The network's answer, a copy of it kept when it is a public page; null when the network failed. */
async function fetchAndKeep(request: Request, key: string): Promise<Response | null> {
  try {
    const response = await fetch(request);
    if (isKeptAnswer(response)) {
      const copy = await copyOf(response.clone(), Date.now());
      // Opened again: a logout may have deleted the cache since (device-copies-at-session-end.ts).
      await (await worker.caches.open(PAGE_COPIES_CACHE)).put(key, copy);
    }
    return response;
  } catch {
    return null;
  }
}

/**
 * Whether a fresh copy may be shown before the network answers: not to a member (their header is not a
 * visitor's), and only when the copy's language is known to be the reader's. A browser without the Cookie Store
 * API (Firefox) cannot read the language cookie: there a copy is shown only without a network.
 */
async function copyFirst(url: URL): Promise<boolean> {
  if (await worker.caches.has(MEMBER_SESSION_CACHE)) return false;
  return worker.cookieStore !== undefined || url.searchParams.has('language');
}

async function cookieValue(): Promise<string | null> {
  if (!languageCookie || !worker.cookieStore) return null;
  try {
    return (await worker.cookieStore.get(languageCookie))?.value ?? null;
  } catch {
    return null;
  }
}

/** The offline page; for a proposal form (`wordsKept`), the one that says its words are kept and comes back. */
async function offlineAnswer(language: CopyLanguage, wordsKept: boolean): Promise<Response> {
  const cache = await worker.caches.open(PAGE_COPIES_CACHE);
  const copies = await Promise.all(
    (await cache.keys()).map(async (request) => ({
      page: pageOfKey(request.url),
      copy: await cache.match(request),
    })),
  );
  const inLanguage = copies.filter(({ page, copy }) => page && copy && page.language === language);
  const readable: ReadableOffline[] = inLanguage.map(({ page, copy }) => ({
    path: page!.path,
    title: decodeURIComponent(copy!.headers.get(TITLE) ?? ''),
  }));
  // The header and menu of the newest copy in the reader's language, else of any.
  const pool = inLanguage.length ? inLanguage : copies.filter(({ copy }) => copy);
  const newest = pool.sort((a, b) => savedAtOf(b.copy!) - savedAtOf(a.copy!))[0]?.copy;
  const template = newest ? await newest.text() : null;
  const words = isWorkerLanguage(language) ? language : template ? languageOfHtml(template) : 'en';
  // Without a copy, the portal's policy still: as the server sent it with a file the worker keeps.
  const policy = newest
    ? null
    : ((await codeCache().then((kept) => kept.match(POLICY_SOURCE)))?.headers ?? null);
  return htmlAnswer(
    offlinePage(template, words, readable, wordsKept),
    offlineHeaders(newest?.headers ?? null, policy),
    503,
  );
}

const codeCache = () => worker.caches.open(CODE_CACHE);

/** HTML under the headers of the copy it came from: its Content-Security-Policy above all. */
function htmlAnswer(html: string, headers: Headers | null, status: number): Response {
  const answer = new Headers(headers ?? { 'content-type': 'text/html; charset=utf-8' });
  answer.set('cache-control', 'no-store');
  return new Response(html, { status, headers: answer });
}
