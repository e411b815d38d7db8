/**
 * Lets a test hold a fake's calls "in flight", to see what the UI shows meanwhile (Saving…), then let
 * them finish. Calls made while nothing is held go straight through.
 */
export class HeldCalls {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  hold(): void {
    this.held = true;
  }

  /** Lets every held call (and the later ones) go on, in the order they came. */
  release(): void {
    this.held = false;
    this.waiting.splice(0).forEach((resume) => resume());
  }

  /** Awaited first by every held kind of call. */
  async pass(): Promise<void> {
    if (this.held) await new Promise<void>((resume) => this.waiting.push(resume));
  }
}
