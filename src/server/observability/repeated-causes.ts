import type { Logger } from 'pino';

/** How often a cause that keeps failing answers is summed up: 3 lines in 30 s, whatever the load. */
export const SUMMARY_INTERVAL_MS = 10_000;

/**
 * Causes told apart within one interval; a further one is summed up with the others under OTHER_CAUSES. Drupal
 * failing is a handful (its breaker, a limit, no connection, a 5xx); a cause that names each page asked would
 * otherwise be one line per page.
 */
const MOST_CAUSES = 20;
const OTHER_CAUSES = 'other causes';

interface Repeats {
  readonly level: 'warn' | 'error';
  count: number;
}

/**
 * The failed answers of one service, summed up by cause: the first of each cause in an interval is logged in
 * full, the others counted, and one line at the interval's end says how many more failed the same way. During a
 * Drupal outage one renderer under 50 readers wrote 169,483 lines in 30 s, and journald keeps 10,000 in 30 s by
 * default: the lines that mattered were dropped. A cause still repeating goes on being summed up, one line an
 * interval; one that stopped is forgotten, and its next answer is logged in full again.
 */
export class RepeatedCauses {
  private repeats = new Map<string, Repeats>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly intervalMs = SUMMARY_INTERVAL_MS,
  ) {}

  /** Whether an answer that failed with `cause` is to be logged in full: the first of its cause this interval. */
  admit(cause: string, level: Repeats['level']): boolean {
    const known = this.repeats.get(cause);
    if (known) {
      known.count++;
      return false;
    }
    if (this.repeats.size >= MOST_CAUSES && cause !== OTHER_CAUSES) {
      this.admit(OTHER_CAUSES, level);
      return false;
    }
    this.repeats.set(cause, { level, count: 0 });
    this.timer ??= setTimeout(() => this.summarise(), this.intervalMs).unref();
    return cause !== OTHER_CAUSES;
  }

  /** The interval's lines, one per cause that repeated; those that did not are forgotten. */
  summarise(): void {
    this.timer = null;
    const seconds = Math.round(this.intervalMs / 1000);
    const repeated = [...this.repeats].filter(([, { count }]) => count > 0);
    this.repeats = new Map();
    for (const [cause, { level, count }] of repeated) {
      this.logger[level](
        { repeated: count, seconds, cause },
        `${count} more answers failed the same way in the last ${seconds} s: ${cause}`,
      );
      // Still failing: the next answer of the cause is counted in the next summary, not logged in full again.
      this.repeats.set(cause, { level, count: 0 });
    }
    if (this.repeats.size > 0) this.timer = setTimeout(() => this.summarise(), this.intervalMs).unref();
  }
}

const ofLogger = new WeakMap<Logger, RepeatedCauses>();

/** The one summary of the failures logged to `logger` (a service's log). */
export function repeatedCausesOf(logger: Logger): RepeatedCauses {
  let repeated = ofLogger.get(logger);
  if (!repeated) ofLogger.set(logger, (repeated = new RepeatedCauses(logger)));
  return repeated;
}
