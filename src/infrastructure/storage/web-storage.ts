import type { KeyValueStorage } from '@/application/storage/key-value-storage';

/** localStorage or sessionStorage behind the storage port. Private mode or a full quota never breaks the app. */
export class WebStorage implements KeyValueStorage {
  constructor(private readonly storage: Storage | undefined) {}

  read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  write(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the state stays in memory for this visit.
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // see write()
    }
  }

  /** The browser's `storage` event, which fires in every tab but the one that wrote. */
  watch(key: string, listener: () => void): void {
    globalThis.addEventListener?.('storage', (event: StorageEvent) => {
      if (event.storageArea === this.storage && (event.key === key || event.key === null)) listener();
    });
  }

  keys(): string[] {
    try {
      return Object.keys(this.storage ?? {});
    } catch {
      return [];
    }
  }
}
