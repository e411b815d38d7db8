/**
 * The spaces ICU writes into dates and numbers: no-break (U+00A0), narrow no-break (U+202F), thin (U+2009)
 * and the other fixed-width ones. Which of them a text gets depends on the ICU version: Node's writes
 * `June 10\u2009–\u200913, 2027` where a browser writes `June 10 – 13, 2027`.
 */
const ICU_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;

/**
 * A formatted date or number with ordinary spaces. Server and browser must draw the same text, or React throws
 * the server's HTML away (hydration error #418); whatever ICU each has, they agree on an ordinary space. The
 * cost: a unit may wrap onto the next line apart from its number.
 */
export const plainSpaces = (text: string): string => text.replace(ICU_SPACES, ' ');

/**
 * Each Intl object made once per locale and options, and kept: making one costs about a millisecond (ICU loads
 * its data), formatting with it microseconds, and a server render of a list formats dozens of dates.
 */
function once<T>(make: (locale: string, options?: object) => T) {
  const made = new Map<string, T>();
  return (locale: string, options?: object): T => {
    const key = `${locale} ${JSON.stringify(options ?? {})}`;
    let found = made.get(key);
    if (found === undefined) made.set(key, (found = make(locale, options)));
    return found;
  };
}

const dateTimeFormat = once((locale, options) => new Intl.DateTimeFormat(locale, options));
const numberFormatOf = once((locale, options) => new Intl.NumberFormat(locale, options));
const displayNames = once((locale) => new Intl.DisplayNames([locale], { type: 'language' }));

/** `Intl.DateTimeFormat` whose text has ordinary spaces (the only one the ui uses, see eslint.config.js). */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = dateTimeFormat(locale, options);
  return {
    format: (date: Date): string => plainSpaces(format.format(date)),
    formatRange: (start: Date, end: Date): string => plainSpaces(format.formatRange(start, end)),
  };
}

/** `Intl.NumberFormat` whose text has ordinary spaces (the only one the ui uses, see eslint.config.js). */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions) {
  const format = numberFormatOf(locale, options);
  return { format: (value: number): string => plainSpaces(format.format(value)) };
}

/** A language's name written in `locale` (`en` in German: "Englisch"); undefined where ICU has none. */
export const languageName = (code: string, locale: string): string | undefined =>
  displayNames(locale).of(code);
