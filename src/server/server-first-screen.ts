import type { FirstScreen } from '@/ui/app/first-screen';

/**
 * The server's side of the first screen: each key a render asks for starts its load once; the next render
 * pass finds the answer. A failed load is remembered, so the page can be served unrendered instead.
 */
export class ServerFirstScreen implements FirstScreen {
  private readonly answers = new Map<string, unknown>();
  private readonly loads = new Map<string, Promise<void>>();
  private failed = false;

  lookup(key: string, load: () => Promise<unknown>): { found: true; data: unknown } | { found: false } {
    if (this.answers.has(key)) return { found: true, data: this.answers.get(key) };
    if (!this.loads.has(key)) {
      const loading = load().then(
        (data) => void this.answers.set(key, data),
        () => void (this.failed = true),
      );
      this.loads.set(key, loading);
    }
    return { found: false };
  }

  /** A server render never moves on. */
  end(): void {}

  /** Loads started but not yet answered. */
  pending(): Promise<void>[] {
    return [...this.loads].filter(([key]) => !this.answers.has(key)).map(([, loading]) => loading);
  }

  get anyFailed(): boolean {
    return this.failed;
  }

  /** What the browser needs to take the HTML over: every answer the screen was drawn with. */
  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.answers);
  }
}
