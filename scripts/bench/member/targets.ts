/**
 * Issue 30's targets for a member's screens, each relative to a figure of the same run: a member's screen (and
 * the visitor's group screens) against the visitor's `/`; a grown discussion against a small one of its kind.
 */
export const MEMBER_TARGETS = {
  /** How far below the reference's performance score a screen may be. */
  scoreMargin: 0.05,
  lcpRatio: 1.25,
  /** A grown discussion's TBT over the small one's. */
  tbtRatio: 1.25,
  cls: 0,
  /** Requests of a beat of the member area's news after others wrote, whatever the topics with news (issue 80). */
  newsBeatReads: 3,
} as const;

/** Compared in hundredths, Lighthouse's own steps for the score: 1 − 0.95 is 0.050000000000000044 in floats. */
export function scoreWithin(score: number, reference: number): boolean {
  return Math.round((reference - score) * 100) <= Math.round(MEMBER_TARGETS.scoreMargin * 100);
}

/** `value` at most `limit` times `reference` (a reference of 0 allows only 0). */
export function withinRatio(value: number, reference: number, limit: number): boolean {
  return value <= reference * limit;
}

/** `value / reference` for a cell, e.g. `1.07×`; a dash when the reference is 0. */
export function ratioText(value: number, reference: number): string {
  return reference > 0 ? `${(value / reference).toFixed(2)}×` : '—';
}
