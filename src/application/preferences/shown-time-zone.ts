import { token } from '../token';

/**
 * The time zone a screen shows moments in, and whether it names it: a reader's own zone goes unnamed (it is
 * their clock), the association's is named, for it may not be the reader's. One per drawn page: the server
 * draws in it, and the browser keeps the zone the page was drawn in, so taking a page over never changes a
 * time on it (docs/behaviour.md, "Times").
 */
export interface ShownTimeZone {
  readonly zone: string;
  readonly named: boolean;
}
export const ShownTimeZone = token<ShownTimeZone>('ShownTimeZone');

/** Longer than any IANA name: a longer value is not looked up at all. */
const LONGEST_ZONE = 64;

/**
 * `value` as the time zone Intl knows it by (`europe/amsterdam` as `Europe/Amsterdam`), or null where Intl
 * knows no such zone: a cookie's or a served page's value is untrusted.
 */
export function knownTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > LONGEST_ZONE) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone this machine (a reader's browser) shows times in, as Intl names it. */
export const ownTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The one rule, for server and browser: the reader's zone where it is known, else the association's, named. */
export function shownTimeZone(readerZone: string | null | undefined, associationZone: string): ShownTimeZone {
  const reader = knownTimeZone(readerZone);
  return reader ? { zone: reader, named: false } : { zone: associationZone, named: true };
}

/** A zone a served page says it was drawn in, as the browser keeps it; null for anything else. */
export function drawnTimeZone(value: unknown): ShownTimeZone | null {
  if (typeof value !== 'object' || value === null) return null;
  const { zone, named } = value as Record<string, unknown>;
  const known = knownTimeZone(zone);
  return known && typeof named === 'boolean' ? { zone: known, named } : null;
}
