import { describe, expect, it } from 'vitest';
import { acceptedLanguages, readerLanguage } from '@/server/reader-language';

/** The language the server draws a visitor's first screen in, as the browser will show it. */
describe('readerLanguage', () => {
  it.each([
    [
      'the cookie’s choice, over the browser’s languages',
      { cookie: 'necs_language=fr', acceptLanguage: 'de' },
      'fr',
    ],
    [
      'the first of Accept-Language the portal speaks',
      { acceptLanguage: 'nl-BE, nl;q=0.9, es;q=0.8, de;q=0.7' },
      'es',
    ],
    ['a regional variant as its language', { acceptLanguage: 'de-AT' }, 'de'],
    ['English when the portal speaks none of them', { acceptLanguage: 'nl, pl' }, 'en'],
    ['English with no hint at all', {}, 'en'],
    [
      'the browser’s languages when the cookie names none the portal speaks',
      { cookie: 'necs_language=xx', acceptLanguage: 'fr' },
      'fr',
    ],
    [
      'what nginx filed the request under, over both',
      { filedUnder: 'es', cookie: 'necs_language=fr', acceptLanguage: 'de' },
      'es',
    ],
    [
      'the cookie when nginx names no language the portal speaks',
      { filedUnder: 'xx', cookie: 'necs_language=de' },
      'de',
    ],
  ] as const)('%s', (_case, hints, expected) => {
    expect(readerLanguage(hints, 'necs')).toBe(expected);
  });

  it('reads the cookie of this app by its name', () => {
    expect(readerLanguage({ cookie: 'necs_language=de' }, 'other')).toBe('en');
    expect(readerLanguage({ cookie: 'a=1; other_language=de' }, 'other')).toBe('de');
  });
});

describe('acceptedLanguages', () => {
  it('lists the ranges most wanted first, in the header’s order among equals, without refused ones or *', () => {
    expect(acceptedLanguages('fr;q=0.5, de-AT, *;q=0.1, es;q=0, en;q=0.5')).toEqual(['de-AT', 'fr', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
