/**
 * A choice kept on this device (in the site-state area of the browser's storage) repeated in a cookie for the
 * server that draws the first screen, so the next page comes drawn as the reader chose: the language
 * (i18n/language-cookie.ts), the order of a group's topics (groups/topic-order-cookie.ts).
 */

/** `necs_language` for the app named necs and the choice `language`: an nginx variable name, so no hyphen. */
export const choiceCookieName = (appName: string, choice: string): string =>
  `${appName.replace(/\W/g, '_')}_${choice}`;

/** One year: a returning reader's first screen comes drawn as they chose. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The value of the cookie `name` in a `Cookie` header (or `document.cookie`); null when it is not there. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [key, value] = pair.split('=').map((part) => part.trim());
    if (key === name) return value ?? '';
  }
  return null;
}

/** Repeats a choice in its cookie (in the browser), for the next page the server draws. */
export function writeChoiceCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
