import { Container } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
import { ReaderLanguages, type Language } from '@/application/preferences/preferences';
import { ShownTimeZone, shownTimeZone } from '@/application/preferences/shown-time-zone';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { loadConfig } from '@/infrastructure/config/load-config';
import { bindPortal, override } from '@/infrastructure/container';
import { DrupalTransport } from '@/infrastructure/drupal/drupal-connection';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import type { Send } from '@/infrastructure/http/http-request';
import { refuseWhileDrupalFails } from './drupal-calls';
import type { DrupalPolicySettings } from './drupal-policy';
import { drupalReads } from './drupal-reads';
import { memberReads } from './member-reads';
import { untilAborted } from './until-aborted';

/**
 * The server's composition: what a process builds once and every render and feed shares, and what each request
 * holds alone. Shared: the checked config (one for each config.json as it stands), in a process container that
 * holds it and nothing a reader could change; the Drupal of the service with its one policy and its reads in
 * flight (serverDrupal). A request's own: a child container of that one (requestContainer), holding its signal
 * and its transport, its reader's language, a member's session cookie, and every store, cache and client the
 * portal binds (infrastructure/container.ts, bindPortal), so that no two requests ever share one.
 *
 * Only constants are bound in the process container: a singleton bound there would be made once for the first
 * request that asks and handed to every later one.
 */

/** What one request brings to its render or feed; none of it outlives the request or reaches another. */
export interface RequestScope {
  /** Cancels every call of the request (its time limit, or the client gone). */
  readonly signal?: AbortSignal | undefined;
  /** The language it is drawn in (reader-language.ts). */
  readonly language: Language;
  /** A member's Drupal session cookie (drupal-session-cookie.ts); null for a visitor and for a feed. */
  readonly sessionCookie: string | null;
  /** A member's browser's time zone, from its cookie (time-zone-cookie.ts); none: the association's, named. */
  readonly timeZone?: string | null | undefined;
}

/** The Drupal a service draws from, as every request of the process meets it. */
export interface ServerDrupal {
  /**
   * How a request reads it: a visitor's and a feed's reads shared with every request's in flight
   * (drupal-reads.ts), a member's with their cookie and theirs alone (member-reads.ts); all under the one policy.
   */
  readsFor(sessionCookie: string | null): Send;
  /** Throws while the breaker refuses calls (drupal-calls.ts): a request answers its 503 before any work. */
  refuseWhileFailing(): void;
}

/**
 * The Drupal at `drupalUrl` (the service's DRUPAL_URL, never an address a request names), under the process's
 * policy for it: `policy` makes that policy if the process has none yet (the sandbox's looser one).
 */
export function serverDrupal(drupalUrl: string, policy?: DrupalPolicySettings): ServerDrupal {
  return {
    readsFor: (sessionCookie) =>
      sessionCookie ? memberReads(drupalUrl, sessionCookie) : drupalReads(drupalUrl),
    refuseWhileFailing: () => refuseWhileDrupalFails(drupalUrl, policy),
  };
}

/** Each config.json as read (readBuiltPortal keeps the same object while the file stands), checked once. */
const configs = new WeakMap<object, Promise<AppConfig>>();

/** config.json as the browser reads it, checked as the browser checks it: once for each object, pages and feeds alike. */
export function checkedConfig(file: unknown): Promise<AppConfig> {
  const load = () => loadConfig(async () => file, false);
  if (typeof file !== 'object' || file === null) return load();
  let config = configs.get(file);
  if (!config) configs.set(file, (config = load()));
  return config;
}

/** One process container for each checked config: the config bound once, for every request drawn with it. */
const processContainers = new WeakMap<AppConfig, Container>();

function processContainer(config: AppConfig): Container {
  let container = processContainers.get(config);
  if (!container) {
    container = new Container({ defaultScope: 'Singleton' });
    container.bind(AppConfig).toConstantValue(config);
    processContainers.set(config, container);
  }
  return container;
}

/**
 * The container of one render or feed: a child of the process container of `config`, holding the request's own
 * values (its Drupal transport, cut by its signal; its reader's language; storage that starts empty and ends
 * with it) and every binding of the portal (bindPortal), made for this request alone.
 */
export function requestContainer(config: AppConfig, drupal: ServerDrupal, request: RequestScope): Container {
  const container = new Container({ parent: processContainer(config), defaultScope: 'Singleton' });
  container
    .bind(DrupalTransport)
    .toConstantValue(untilAborted(drupal.readsFor(request.sessionCookie), request.signal));
  bindPortal(
    container,
    [
      override(PersistentStorage, new InMemoryStorage()),
      override(SessionStorage, new InMemoryStorage()),
      // In the reader's language, whatever the server's own locale: main.tsx takes the screen over only for a
      // reader of the language it is drawn in (its <html lang>).
      override(ReaderLanguages, [request.language]),
      override(ShownTimeZone, shownTimeZone(request.timeZone, config.timeZone)),
    ],
    'server-render',
  );
  return container;
}
