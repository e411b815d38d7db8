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
const pluralRules = once((locale, options) => new Intl.PluralRules(locale, options));

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

/** The plural category of `count` in `locale` (`one`, `few`, `other`…), cardinal or ordinal. */
export const pluralCategory = (locale: string, type: Intl.PluralRuleType, count: number) =>
  pluralRules(locale, { type }).select(count);

/** Names already looked up: ICU's lookup costs a render's picker more than drawing it (a name per language). */
const namesKnown = new Map<string, string | undefined>();
/** Past this, names are no longer kept: codes come from the content system too, and need not be few. */
const MAX_NAMES_KNOWN = 1000;

/** A language's name written in `locale` (`en` in German: "Englisch"); undefined where ICU has none. */
export function languageName(code: string, locale: string): string | undefined {
  const key = `${locale} ${code}`;
  if (namesKnown.has(key)) return namesKnown.get(key);
  const name = displayNames(locale).of(code);
  if (namesKnown.size < MAX_NAMES_KNOWN) namesKnown.set(key, name);
  return name;
}

/**
 * Has ICU load what `locale`'s dates need (its calendar, the time zone), which the first date formatter in a
 * tab waits for: some 70 ms on a phone's CPU. A tab's start asks for it in a task of its own, before the
 * take-over, whose first drawn date otherwise paid for it inside a slice React cannot cut (docs/performance.md).
 */
export function loadDateData(locale: string): void {
  dateTimeFormat(locale).format(0);
}
