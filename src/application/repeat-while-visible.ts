import { nextWatchDelay } from '@/domain/groups/comment-arrivals';
import type { Scheduler } from './scheduler';

/** A read repeated while the page is visible: false when it failed (the next wait then backs off). */
export type RepeatedRead = (signal: AbortSignal) => Promise<boolean>;

/**
 * Repeats a read at the interval while the page is visible (comment-arrivals.ts): paused while it is hidden,
 * each failure in a row doubling the wait up to its cap. Shown again after the interval has passed, it reads
 * at once; sooner, it waits for the rest of it. One read at a time; `stop` cancels the waiting and the read.
 */
export class RepeatWhileVisible {
  private failures = 0;
  private lastRead: number;
  private cancelWait: (() => void) | null = null;
  private reading: AbortController | null = null;
  private visible = false;
  private stopped = false;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly read: RepeatedRead,
  ) {
    // What the screen shows was read as it opened: the first repeat waits for a whole interval.
    this.lastRead = scheduler.now();
  }

  /** Starts or pauses the repeats: the page was shown or hidden. */
  setVisible(visible: boolean): void {
    if (this.stopped || visible === this.visible) return;
    this.visible = visible;
    if (visible) this.planNext();
    else this.cancelWaiting();
  }

  stop(): void {
    this.stopped = true;
    this.cancelWaiting();
    this.reading?.abort();
  }

  private planNext(): void {
    if (this.reading || this.cancelWait) return;
    const wait = nextWatchDelay(this.failures) - (this.scheduler.now() - this.lastRead);
    this.cancelWait = this.scheduler.after(Math.max(0, wait), () => {
      this.cancelWait = null;
      void this.readNow();
    });
  }

  private async readNow(): Promise<void> {
    const reading = new AbortController();
    this.reading = reading;
    const read = await this.read(reading.signal).catch(() => false);
    this.reading = null;
    if (this.stopped) return;
    this.failures = read ? 0 : this.failures + 1;
    this.lastRead = this.scheduler.now();
    if (this.visible) this.planNext();
  }

  private cancelWaiting(): void {
    this.cancelWait?.();
    this.cancelWait = null;
  }
}
