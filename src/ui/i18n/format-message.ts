import { dateFormat, numberFormat, pluralCategory } from './plain-intl';

/** What a message's placeholders take: `{name}`, `{count, plural, …}`, `{when, date, short}`. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/**
 * A message as build/message-catalogues.ts compiles it (Lingui's compiled form): plain text, or text and
 * placeholders, `[name]`, `[name, 'number' | 'date' | 'time', style?]` or `[name, 'plural' | 'selectordinal' |
 * 'select', cases]`, the cases compiled the same way and `#` standing for the number.
 */
export type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, type?: string, format?: unknown];
type Cases = Readonly<Record<string, CompiledMessage>> & { readonly offset?: number };

/**
 * Formats a compiled message with the platform's Intl, in a few hundred bytes: ICU's parser ran at build
 * time, and Lingui's runtime (2.5 kB gzipped) would not fit the first-load budget beside it.
 */
export function formatMessage(message: CompiledMessage, locale: string, values: MessageValues = {}): string {
  const write = (parts: CompiledMessage, count?: string): string =>
    typeof parts === 'string'
      ? parts
      : parts
          .map((token) =>
            typeof token === 'string'
              ? token === '#' && count !== undefined
                ? count
                : token
              : placeholder(token),
          )
          .join('');

  const placeholder = ([name, type, format]: Exclude<Token, string>): string => {
    const value = values[name];
    switch (type) {
      case 'plural':
      case 'selectordinal': {
        const cases = format as Cases;
        const number = Number(value) - (cases.offset ?? 0);
        const exact = cases[`=${Number(value)}`] ?? cases[String(Number(value))];
        const category = pluralCategory(locale, type === 'plural' ? 'cardinal' : 'ordinal', number);
        return write(exact ?? cases[category] ?? cases.other ?? '', numberFormat(locale).format(number));
      }
      case 'select': {
        const cases = format as Cases;
        return write(cases[String(value)] ?? cases.other ?? '');
      }
      case 'number':
        return numberFormat(locale, NUMBER_STYLES[format as string] ?? {}).format(Number(value));
      case 'date':
      case 'time':
        return dateFormat(locale, {
          [`${type}Style`]: (format as string | undefined) ?? 'medium',
        }).format(value instanceof Date ? value : new Date(value as string | number));
      default:
        return value === undefined ? '' : String(value);
    }
  };

  return write(message);
}

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  percent: { style: 'percent' },
  integer: { maximumFractionDigits: 0 },
};
