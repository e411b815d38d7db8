import { firstLanguageOf, LANGUAGES, type Language } from '@/application/preferences/preferences';
import { languageInCookie } from '@/ui/i18n/language-cookie';

/** What a page request says about its reader's language. */
export interface LanguageHints {
  /**
   * `X-Necs-Language`: the language nginx filed the request under in its page cache (deploy/page-locations.ts),
   * followed as it is, so a cached copy is always in the language of its key.
   */
  readonly filedUnder?: string | undefined;
  /** `Cookie`: the language the browser repeats from the reader's choice (language-cookie.ts). */
  readonly cookie?: string | undefined;
  /** `Accept-Language`: the browser's languages, for a first visit without a choice. */
  readonly acceptLanguage?: string | undefined;
}

/**
 * The language the browser will show this reader, so the server draws the first screen in it: the choice
 * the cookie repeats, else the first of the browser's languages the portal speaks (as the browser decides
 * from `navigator.languages`, which Accept-Language states), else English. The address's `?language=` comes
 * before both (render-first-screen.tsx).
 */
export function readerLanguage(hints: LanguageHints, appName: string): Language {
  return (
    LANGUAGES.find((language) => language === hints.filedUnder) ??
    languageInCookie(hints.cookie, appName) ??
    firstLanguageOf(acceptedLanguages(hints.acceptLanguage))
  );
}

/** `de-AT,de;q=0.9,en;q=0.5,fr;q=0` as `['de-AT', 'de', 'en']`: most wanted first, refused ones left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
      // `q` in any case (RFC 9110 parameter names are case-insensitive): `de;Q=0` refuses German too.
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      return { range, quality: q === undefined ? 1 : Number(q.slice(2)) || 0, order };
    })
    .filter(({ range, quality }) => range !== '' && range !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map(({ range }) => range);
}
