import type { OutboxClock } from '@/application/groups/outbox-sender';

/** A clock a test moves by hand: what waits runs when `advance` passes its moment, never on the wall clock. */
export class ManualOutboxClock implements OutboxClock {
  /** From the device's time when made, as the stamps of the fakes' comments are. */
  private at = Date.now();
  private waits: { readonly due: number; readonly run: () => void }[] = [];

  now(): number {
    return this.at;
  }

  after(ms: number, run: () => void): () => void {
    const wait = { due: this.at + ms, run };
    this.waits.push(wait);
    return () => (this.waits = this.waits.filter((waiting) => waiting !== wait));
  }

  /** How long until the next wait is due; null when none is. */
  nextWait(): number | null {
    const due = this.waits.map((wait) => wait.due);
    return due.length === 0 ? null : Math.min(...due) - this.at;
  }

  /** Moves the time on by `ms`, running each wait that falls due on the way. */
  advance(ms: number): void {
    this.at += ms;
    const due = this.waits.filter((wait) => wait.due <= this.at);
    this.waits = this.waits.filter((wait) => wait.due > this.at);
    due.forEach((wait) => wait.run());
  }
}
