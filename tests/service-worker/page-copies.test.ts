import { describe, expect, it } from 'vitest';
import { offlinePage } from '@/service-worker/offline-html';
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
} from '@/service-worker/page-copies';

const ORIGIN = 'https://portal.example.org';
const DRAWN = 'public, max-age=0, must-revalidate, s-maxage=60';

/** A same-origin answer as fetch gives it (`type` basic, which a constructed Response is not). */
function answer(cacheControl: string, body = '<title>About us</title>', status = 200): Response {
  const response = new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
  });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

describe('the copies of pages the worker keeps', () => {
  it('files a copy under the language the server draws in: the address’s, the cookie’s, else the browser’s', () => {
    expect(copyLanguage(new URL(`${ORIGIN}/news?language=fr`), 'de')).toBe('fr');
    expect(copyLanguage(new URL(`${ORIGIN}/news`), 'de')).toBe('de');
    expect(copyLanguage(new URL(`${ORIGIN}/news?language=xx`), 'nl')).toBe('browser');
  });

  it('keys one copy per page and language, whatever the order of the query, and reads the page back', () => {
    const key = copyKey(new URL(`${ORIGIN}/news?page=2&category=5&language=de`), 'de');
    expect(key).toBe(copyKey(new URL(`${ORIGIN}/news?category=5&page=2`), 'de'));
    expect(key).not.toBe(copyKey(new URL(`${ORIGIN}/news?category=5&page=2`), 'en'));
    expect(pageOfKey(key)).toEqual({ language: 'de', path: '/news?category=5&page=2' });
  });

  it('keeps only drawn public pages: never a member’s answer, the shell, an error or a redirect', () => {
    expect(isKeptAnswer(answer(DRAWN))).toBe(true);
    expect(isKeptAnswer(answer('private, no-store'))).toBe(false);
    expect(isKeptAnswer(answer('no-cache'))).toBe(false);
    expect(isKeptAnswer(answer('public, no-store'))).toBe(false);
    expect(isKeptAnswer(answer(DRAWN, '', 404))).toBe(false);
    expect(isKeptAnswer(new Response('x', { headers: { 'cache-control': DRAWN } }))).toBe(false);
  });

  it('answers navigations to the portal’s pages only, never the systems’ paths or a request with a token', () => {
    const navigation = (url: string, headers: Record<string, string> = {}) =>
      ({ url, mode: 'navigate', method: 'GET', headers: new Headers(headers) }) as unknown as Request;
    expect(isPageNavigation(navigation(`${ORIGIN}/about-us`), ORIGIN)).toBe(true);
    expect(isPageNavigation(navigation(`${ORIGIN}/cms/user/1`), ORIGIN)).toBe(false);
    expect(isPageNavigation(navigation(`${ORIGIN}/proposals/x`), ORIGIN)).toBe(false);
    expect(isPageNavigation(navigation('https://other.example.org/'), ORIGIN)).toBe(false);
    expect(isPageNavigation(navigation(`${ORIGIN}/`, { authorization: 'Bearer t' }), ORIGIN)).toBe(false);
    expect(isPageNavigation(new Request(`${ORIGIN}/about-us`), ORIGIN)).toBe(false);
  });

  it('shows a copy first within the page’s freshness period, and only then', async () => {
    const copy = await copyOf(answer(DRAWN), 1_000_000);
    expect(savedAtOf(copy)).toBe(1_000_000);
    expect(decodeURIComponent(copy.headers.get(TITLE) ?? '')).toBe('About us');
    expect(isFresh(copy, 1_000_000 + 59_000)).toBe(true);
    expect(isFresh(copy, 1_000_000 + 61_000)).toBe(false);
    expect(isFresh(await copyOf(answer('public'), 0), 1)).toBe(false);
  });

  it('keeps a page’s title as its text, so the offline page that lists it escapes it once', async () => {
    const drawn = '<title>Search: Film &amp; &lt;Media&gt; &#x27;24 &quot;ok&quot; &#8211; &nbsp;</title>';
    const title = decodeURIComponent((await copyOf(answer(DRAWN, drawn), 0)).headers.get(TITLE) ?? '');
    expect(title).toBe(`Search: Film & <Media> '24 "ok" – &nbsp;`);
    const listed = offlinePage(null, 'en', [{ path: '/search', title }]);
    expect(listed).toContain('>Search: Film &#38; &#60;Media&#62; &#39;24 &#34;ok&#34; – &#38;nbsp;</a>');
  });
});
