/**
 * The little of a service worker's global scope this worker uses. The project compiles against the DOM's types,
 * and TypeScript's WebWorker library cannot be loaded beside them, so these few are declared here.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface WorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly navigator: { readonly onLine: boolean };
  readonly clients: { claim(): Promise<void> };
  /** Chromium's and Safari's; Firefox has none, and the copies are then filed under the browser's languages. */
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
