import type { KeyValueStorage } from '@/application/storage/key-value-storage';
import { StoredArea } from '@/application/storage/stored-area';

const isSession = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * SEWOBE's SESSION for this tab: in memory and in sessionStorage (so a reload keeps it), never in
 * localStorage or a cookie a script could read (contracts.md, section 2).
 */
export class SewobeSession {
  private readonly area: StoredArea<string | null>;
  private current: string | null;

  constructor(storage: KeyValueStorage, appName: string) {
    this.area = new StoredArea(storage, `${appName}.membership`, 1, isSession, null);
    this.current = this.area.load();
  }

  get value(): string | null {
    return this.current;
  }

  set(session: string): void {
    this.current = session;
    this.area.save(session);
  }

  forget(): void {
    this.current = null;
    this.area.clear();
  }
}
