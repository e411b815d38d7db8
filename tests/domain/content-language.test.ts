import { describe, expect, it } from 'vitest';
import { untranslatedLanguage } from '@/domain/pages/content-language';

describe('untranslatedLanguage', () => {
  it.each([
    ['en', 'de', 'en'],
    ['en', 'en', null],
    ['de', 'de', null],
    ['de-at', 'de', null],
    ['DE', 'de', null],
    ['pt-br', 'es', 'pt-br'],
    ['de', 'en', 'de'],
    ['und', 'de', null],
    ['zxx', 'fr', null],
    [undefined, 'de', null],
    ['', 'de', null],
  ] as const)('content in %s, reader of %s: %s', (content, reader, expected) => {
    expect(untranslatedLanguage(content, reader)).toBe(expected);
  });
});
