import type { KeyValueStorage } from '@/application/storage/key-value-storage';
import { StoredArea } from '@/application/storage/stored-area';
import type { AppConfig } from '@/application/config/app-config';
import { token } from '@/application/token';
import { createHttpClient, type HttpClient } from '../http/http-client';

/** SEWOBE's client, for the SEWOBE adapter, which owns the SEWOBE session itself. */
export const SewobeHttp = token<HttpClient>('SewobeHttp');

/** SEWOBE's client: no authentication of its own, the session travels in the form posts. */
export const connectToSewobe = (config: Pick<AppConfig, 'membershipUrl'>): HttpClient =>
  createHttpClient({ system: 'sewobe', baseURL: config.membershipUrl });

const isSession = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * SEWOBE's SESSION for this tab: in memory and in sessionStorage (so a reload keeps it), never in
 * localStorage or a cookie a script could read (docs/wire-sewobe.md, "The session").
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

/**
 * This tab's SEWOBE session, one per container: the adapter keeps it, and the container reads it at the
 * portal session's end without loading the adapter's code.
 */
export const SewobeSessionOfTab = token<SewobeSession>('SewobeSessionOfTab');
