import type { KeyValueStorage } from '@/application/storage/key-value-storage';

export class InMemoryStorage implements KeyValueStorage {
  readonly entries = new Map<string, string>();
  private readonly watchers: { key: string; listener: () => void }[] = [];

  read(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  write(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  watch(key: string, listener: () => void): void {
    this.watchers.push({ key, listener });
  }

  /** What another tab's write looks like from here: the value changes, and whoever watches the key is told. */
  writeElsewhere(key: string, value: string): void {
    this.entries.set(key, value);
    for (const watcher of this.watchers) if (watcher.key === key) watcher.listener();
  }
}
