import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../build/message-catalogues';
import { formatMessage, type CompiledMessage } from '@/ui/i18n/format-message';

/** Compiled exactly as the build compiles a catalogue, then formatted as the browser formats it. */
const format = (icu: string, locale: string, values?: Parameters<typeof formatMessage>[2]) =>
  formatMessage(compileCatalogue({ message: icu }, 'test').message as CompiledMessage, locale, values);

const COMMENTS = '{count, plural, =0 {No comments} one {# comment} other {# comments}}';

describe('formatMessage', () => {
  it('writes plain text and fills placeholders', () => {
    expect(format('Login', 'en')).toBe('Login');
    expect(format('Hello {name}, {name}!', 'en', { name: 'Ada' })).toBe('Hello Ada, Ada!');
    expect(format("Quoted '{name}' stays", 'en', { name: 'x' })).toBe('Quoted {name} stays');
  });

  it('chooses plural forms by the language’s rules, exact matches first, with # as a localised number', () => {
    expect(format(COMMENTS, 'en', { count: 0 })).toBe('No comments');
    expect(format(COMMENTS, 'en', { count: 1 })).toBe('1 comment');
    expect(format(COMMENTS, 'en', { count: 1200 })).toBe('1,200 comments');
    expect(format(COMMENTS, 'de', { count: 1200 })).toBe('1.200 comments');
    // French counts 0 and 1 as singular; English does not.
    expect(format('{n, plural, one {# fichier} other {# fichiers}}', 'fr', { n: 1.5 })).toBe('1,5 fichier');
    expect(format('{n, plural, one {# file} other {# files}}', 'en', { n: 1.5 })).toBe('1.5 files');
  });

  it('handles selectordinal, select and nested placeholders', () => {
    expect(format('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en', { n: 22 })).toBe(
      '22nd',
    );
    expect(format('{kind, select, panel {A panel} other {A {kind}}}', 'en', { kind: 'paper' })).toBe(
      'A paper',
    );
    expect(format('{kind, select, panel {A panel} other {A {kind}}}', 'en', { kind: 'panel' })).toBe(
      'A panel',
    );
  });

  it('formats numbers and dates with the platform', () => {
    expect(format('{n, number}', 'es', { n: 12345.5 })).toBe('12.345,5');
    // ICU's no-break space before % is an ordinary one (plain-intl.ts), as on every server and browser.
    expect(format('{share, number, percent}', 'fr', { share: 0.25 })).toBe('25 %');
    const day = new Date(Date.UTC(2026, 10, 23, 12));
    expect(format('{day, date, long}', 'de', { day })).toBe('23. November 2026');
  });
});
