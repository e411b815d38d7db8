import type { KeyValueStorage } from './key-value-storage';

/** The building block of the guards that check stored JSON before it is trusted. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * One versioned JSON area in a storage. Unreadable or outdated content resets the area with a warning
 * instead of crashing the app.
 */
export class StoredArea<T> {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
    private readonly version: number,
    private readonly isValid: (value: unknown) => value is T,
    private readonly fallback: T,
  ) {}

  load(): T {
    const raw = this.storage.read(this.key);
    if (raw === null) return this.fallback;
    try {
      const parsed = JSON.parse(raw) as { version?: unknown; value?: unknown };
      if (parsed.version === this.version && this.isValid(parsed.value)) return parsed.value;
    } catch {
      // fall through to the reset below
    }
    console.warn(`Stored ${this.key} was unreadable or outdated and has been reset.`);
    this.storage.remove(this.key);
    return this.fallback;
  }

  save(value: T): void {
    this.storage.write(this.key, JSON.stringify({ version: this.version, value }));
  }

  clear(): void {
    this.storage.remove(this.key);
  }
}
