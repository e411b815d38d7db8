/*
 * The version check of saves and sends (docs/wire-proposals.md, Versions), stated once for the sandbox, the
 * fake and the adapter that reads before it writes: all three must refuse exactly the same saves.
 */

/**
 * Whether a save or send written from `base` would replace a newer saved version: a record is stored and the
 * writer knew of none, or of another one. Compared as instants, so the notation of either time does not matter.
 */
export const isStaleBase = (storedUpdated: string | undefined, base: string | null): boolean =>
  storedUpdated !== undefined && (base === null || Date.parse(storedUpdated) !== Date.parse(base));

/**
 * A record's next `updated`: the clock's time, or 1 ms after the stored one when the clock has not moved past it
 * (two saves in one millisecond, a clock set back), so that no two versions of a record share a time.
 */
export function nextUpdated(now: Date, storedUpdated?: string): string {
  const stored = storedUpdated === undefined ? Number.NaN : Date.parse(storedUpdated);
  return new Date(Number.isNaN(stored) ? now : Math.max(now.getTime(), stored + 1)).toISOString();
}
