import { sameVersion } from '@/domain/proposals/proposal-version';
/*
 * The version check of saves and sends (docs/wire-proposals.md, Versions), stated once for the sandbox, the
 * fake and the adapter that reads before it writes: all three must refuse exactly the same saves.
 */

/**
 * Whether a save or send written from `base` would replace a newer saved version: a record is stored and the
 * writer knew of none, or of another one. Compared as instants, so the notation of either time does not matter.
 */
export const isStaleBase = (storedUpdated: string | undefined, base: string | null): boolean =>
  storedUpdated !== undefined && !sameVersion(storedUpdated, base);

/**
 * How far behind the stored version's time the clock may be for a save still to be dated just after it. Two saves
 * in one millisecond, or a clock that stepped back a little, would otherwise give a version the time of an
 * earlier one; a record dated far ahead of the clock (a hand-edited or imported one) is not followed into the
 * future: the save takes the clock's time.
 */
export const VERSION_STEP_WINDOW_MS = 60_000;

/**
 * A record's next `updated`: the clock's time, or 1 ms after the stored one when the clock has not moved past it
 * but is within VERSION_STEP_WINDOW_MS of it, so that no two recent versions of a record share a time.
 */
export function nextUpdated(now: Date, storedUpdated?: string): string {
  const stored = storedUpdated === undefined ? Number.NaN : Date.parse(storedUpdated);
  const behind = stored - now.getTime();
  const stepped = !Number.isNaN(stored) && behind >= 0 && behind < VERSION_STEP_WINDOW_MS;
  return new Date(stepped ? stored + 1 : now.getTime()).toISOString();
}
