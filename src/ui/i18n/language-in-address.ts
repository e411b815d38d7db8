import { LANGUAGES, type Language, type Preferences } from '@/application/preferences/preferences';

/**
 * The footer's language picker is a GET form (language-switcher.tsx): before the page's code has run,
 * choosing a language reloads the page with `?language=de`. The server draws that page in that language
 * (src/server/render-first-screen.tsx), and the browser keeps it as the choice (takeLanguageFromAddress).
 */
export const LANGUAGE_PARAMETER = 'language';

/** The language `?language=` in `search` chooses, when it is one the portal offers. */
export function languageInAddress(search: string): Language | null {
  const named = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return LANGUAGES.find((language) => language === named) ?? null;
}

/** `pathAndQuery` (`/news?language=de&page=2`) without its `language` parameter (`/news?page=2`). */
export function withoutLanguage(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://portal.invalid');
  if (!url.searchParams.has(LANGUAGE_PARAMETER)) return pathAndQuery;
  url.searchParams.delete(LANGUAGE_PARAMETER);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * On load, in the browser: a language the address chose becomes the reader's choice, kept as the picker
 * keeps it, and the parameter leaves the address (a link copied later does not impose it on anyone).
 * Returns the language chosen, which the server drew the page in; null when the address chose none.
 */
export function takeLanguageFromAddress(preferences: Preferences): Language | null {
  const { pathname, search, hash } = window.location;
  const chosen = languageInAddress(search);
  if (chosen) preferences.setLanguage(chosen);
  const address = `${pathname}${search}${hash}`;
  const rest = withoutLanguage(address);
  if (rest !== address) window.history.replaceState(window.history.state, '', rest);
  return chosen;
}
