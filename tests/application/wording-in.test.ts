import { describe, expect, it } from 'vitest';
import { wordingIn, type Wording } from '@/application/config/app-config';

describe('wordingIn: the deployment’s words in the reader’s language', () => {
  const perLanguage: Wording = { en: 'Board', de: 'Vorstand' };

  it.each([
    ['one text for every language', 'Board', 'de', 'Board'],
    ['the language’s own text', perLanguage, 'de', 'Vorstand'],
    ['English for a language the deployment did not give', perLanguage, 'fr', 'Board'],
    ['English for English', perLanguage, 'en', 'Board'],
  ])('%s', (_what, wording, language, shown) => {
    expect(wordingIn(wording, language)).toBe(shown);
  });
});
