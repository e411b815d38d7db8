import { LANGUAGES, type Language } from '@/application/preferences/preferences';
import { choiceCookieName, cookieValue, writeChoiceCookie } from '../shared/choice-cookie';

/**
 * The reader's language, told to the server that draws the first screen (src/server/reader-language.ts) and
 * to nginx, whose page cache keeps one copy of a page per language (deploy/page-locations.ts). The choice
 * itself lives in the site-state area of the browser's storage; this cookie only repeats it for the server.
 * `necs_language` for the app named necs: an nginx variable name (`$cookie_necs_language`), so no hyphen.
 */
export const languageCookieName = (appName: string): string => choiceCookieName(appName, 'language');

/** The language a `Cookie` header names, when it is one the portal speaks. */
export function languageInCookie(cookieHeader: string | undefined, appName: string): Language | null {
  const value = cookieValue(cookieHeader, languageCookieName(appName));
  return LANGUAGES.find((language) => language === value) ?? null;
}

/** Repeats the reader's language in the cookie (in the browser), for the next page the server draws. */
export function writeLanguageCookie(language: Language, appName: string): void {
  writeChoiceCookie(languageCookieName(appName), language);
}
