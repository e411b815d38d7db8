import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/application/preferences/preferences';
import { compileCatalogue } from '../../build/message-catalogues';

const FOLDER = 'src/ui/i18n/catalogues';
const namespacesOf = (language: string) =>
  readdirSync(join(FOLDER, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
const catalogue = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(FOLDER, language, `${namespace}.json`), 'utf8')) as Record<string, string>;

/** The names a compiled message reads from its values: `{name}`, `{count, plural, …}` and those nested in it. */
function placeholdersOf(compiled: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , cases] = token as [unknown, unknown, unknown];
    if (typeof name === 'string') names.add(name);
    if (cases && typeof cases === 'object')
      for (const branch of Object.values(cases)) placeholdersOf(branch, names);
  }
  return names;
}

const english = namespacesOf('en');
const others = LANGUAGES.filter((language) => language !== 'en');

describe('the message catalogues', () => {
  it('exist for every language offered, and no other', () => {
    expect(readdirSync(FOLDER).sort()).toEqual([...LANGUAGES].sort());
    expect(english.length).toBeGreaterThan(0);
  });

  describe.each(others)('%s', (language) => {
    it('has the same namespaces as English', () => {
      expect(namespacesOf(language)).toEqual(english);
    });

    it.each(english)(
      '%s: every English key, no key English lacks, the same placeholders, all valid ICU',
      (namespace) => {
        const source = catalogue('en', namespace);
        const translated = catalogue(language, namespace);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        const sourceCompiled = compileCatalogue(source, `en/${namespace}`);
        const compiled = compileCatalogue(translated, `${language}/${namespace}`);
        for (const key of Object.keys(source)) {
          expect([key, [...placeholdersOf(compiled[key])].sort()]).toEqual([
            key,
            [...placeholdersOf(sourceCompiled[key])].sort(),
          ]);
          expect([key, translated[key]!.trim()]).not.toEqual([key, '']);
        }
      },
    );
  });

  it('refuses a message that is not valid ICU, naming it', () => {
    expect(() => compileCatalogue({ broken: '{count, plural, one {#}' }, 'xx/test')).toThrow(/"broken"/);
  });
});
