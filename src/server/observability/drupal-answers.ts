/** How DrupalAnswers weighs what recent calls saw. */
export interface DrupalAnswersOptions {
  /** Outcomes older than this are forgotten: they say nothing of Drupal now. */
  readonly windowMs: number;
  /** With no outcome this recent, Drupal is worth one probe before judging (readiness.ts). */
  readonly quietMs: number;
  /** This many failures in a row, and no answer since, make Drupal failing; one failure among answers does not. */
  readonly failuresInARow: number;
  /** At most this many outcomes are kept: the newest tell all that is judged. */
  readonly kept: number;
}

export const DRUPAL_ANSWERS_DEFAULTS: DrupalAnswersOptions = {
  windowMs: 30_000,
  quietMs: 5_000,
  failuresInARow: 3,
  kept: 20,
};

/** Whether Drupal answers, by what the latest calls within the window saw; unknown when none did. */
export type DrupalVerdict =
  | { readonly state: 'answering' }
  | { readonly state: 'failing'; readonly reason: string }
  | { readonly state: 'unknown' };

interface Outcome {
  readonly at: number;
  readonly answered: boolean;
  /** What a failed call met, for the reason: `error`, `aborted`, `5xx`, a probe's message. */
  readonly what: string;
}

/**
 * The outcomes of the latest calls to Drupal, with `now` the clock they are judged by (milliseconds). Renders
 * record their calls as they go, so judging costs no call: a dead Drupal shows as failing after its
 * `failuresInARow`-th refused call, and a Drupal back shows as answering from its first answer.
 */
export class DrupalAnswers {
  private outcomes: Outcome[] = [];

  constructor(
    private readonly now: () => number,
    private readonly options: DrupalAnswersOptions = DRUPAL_ANSWERS_DEFAULTS,
  ) {}

  record(answered: boolean, what: string): void {
    this.outcomes.push({ at: this.now(), answered, what });
    if (this.outcomes.length > this.options.kept) this.outcomes.shift();
  }

  /** No call for `quietMs` (no traffic, or none let through): what is known is too old to go by alone. */
  quiet(): boolean {
    const newest = this.outcomes.at(-1);
    return newest === undefined || this.now() - newest.at > this.options.quietMs;
  }

  verdict(): DrupalVerdict {
    const since = this.now() - this.options.windowMs;
    const recent = this.outcomes.filter(({ at }) => at >= since);
    if (recent.length === 0) return { state: 'unknown' };
    const latest = recent.slice(-this.options.failuresInARow);
    if (latest.some(({ answered }) => answered)) return { state: 'answering' };
    const ago = Math.round((this.now() - latest.at(-1)!.at) / 1000);
    return {
      state: 'failing',
      reason: `${latest.length === 1 ? 'the last call' : `the last ${latest.length} calls`} to Drupal failed (${latest.map(({ what }) => what).join(', ')}), the latest ${ago} s ago`,
    };
  }
}
