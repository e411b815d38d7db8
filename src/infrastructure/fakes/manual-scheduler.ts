import type { Scheduler } from '@/application/scheduler';

interface Planned {
  readonly at: number;
  readonly task: () => void;
}

/** Time a test moves on itself: `advance` runs what falls due, in order, and lets its promises settle. */
export class ManualScheduler implements Scheduler {
  private time = 0;
  private planned: Planned[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, task: () => void): () => void {
    const planned = { at: this.time + ms, task };
    this.planned.push(planned);
    return () => {
      this.planned = this.planned.filter((other) => other !== planned);
    };
  }

  /** How many tasks wait. */
  get waiting(): number {
    return this.planned.length;
  }

  /** Moves time on by `ms`, running each task as its moment comes and settling what it started. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      await settle();
      const next = [...this.planned].sort((a, b) => a.at - b.at)[0];
      if (!next || next.at > end) break;
      this.planned = this.planned.filter((other) => other !== next);
      this.time = next.at;
      next.task();
    }
    this.time = end;
    await settle();
  }
}

/** Lets every promise job queued so far, and those they queue, run: one turn of the event loop. */
const settle = () => new Promise<void>((resume) => setTimeout(resume));
