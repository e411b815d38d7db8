import { LANGUAGES, type Language } from '@/application/preferences/preferences';

/**
 * The reader's language, told to the server that draws the first screen (src/server/reader-language.ts) and
 * to nginx, whose page cache keeps one copy of a page per language (deploy/page-locations.ts). The choice
 * itself lives in the site-state area of the browser's storage; this cookie only repeats it for the server.
 * `necs_language` for the app named necs: an nginx variable name (`$cookie_necs_language`), so no hyphen.
 */
export const languageCookieName = (appName: string): string => `${appName.replace(/\W/g, '_')}_language`;

/** One year: a returning reader's first screen comes drawn in their language. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language a `Cookie` header names, when it is one the portal speaks. */
export function languageInCookie(cookieHeader: string | undefined, appName: string): Language | null {
  const name = languageCookieName(appName);
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, value] = pair.split('=').map((part) => part.trim());
    if (key === name) return LANGUAGES.find((language) => language === value) ?? null;
  }
  return null;
}

/** Repeats the reader's language in the cookie (in the browser), for the next page the server draws. */
export function writeLanguageCookie(language: Language, appName: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookieName(appName)}=${language}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
