import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/application/preferences/preferences';
import { OWN_NAMES } from '@/ui/layout/own-language-names';

describe('the language picker’s own names', () => {
  it.each(LANGUAGES)('names %s as ICU does in that language, with a capital', (language) => {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language)!;
    expect(OWN_NAMES[language]).toBe(name.charAt(0).toLocaleUpperCase(language) + name.slice(1));
  });
});
