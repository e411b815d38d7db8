/**
 * One run of a load shared by every caller who asks while it is under way (a page and a panel, React's
 * double effects), with a signal of its own that aborts only once every caller has let go: one reader's
 * Cancel must not stop what another still waits for. A caller without a signal never lets go.
 */
export class SharedOpening {
  private readonly controller = new AbortController();
  private waiting = 0;
  private held = false;
  readonly done: Promise<void>;

  constructor(run: (signal: AbortSignal) => Promise<void>) {
    this.done = run(this.controller.signal);
  }

  /** True once every caller let go (or `abort` was called): a new open must not join it. */
  get aborted(): boolean {
    return this.controller.signal.aborted;
  }

  join(signal?: AbortSignal): Promise<void> {
    if (!signal) this.held = true;
    else {
      this.waiting += 1;
      signal.addEventListener('abort', () => this.letGo(), { once: true });
    }
    return this.done;
  }

  /** Stops it whoever waits (a logout). */
  abort(): void {
    this.controller.abort();
  }

  private letGo(): void {
    this.waiting -= 1;
    if (this.waiting === 0 && !this.held) this.controller.abort();
  }
}
