import { defer, fromEvent, map, merge, of, startWith, type Observable } from 'rxjs';
import type { Connectivity } from '@/application/proposals/connectivity';

/**
 * The browser's own idea of the network: `navigator.onLine` and its online and offline events. Built on
 * subscription, so a container made outside a browser (contract tests in Node) does not fail.
 */
export class BrowserConnectivity implements Connectivity {
  readonly online$: Observable<boolean> = defer(() =>
    typeof globalThis.addEventListener === 'function'
      ? merge(
          fromEvent(globalThis, 'online').pipe(map(() => true)),
          fromEvent(globalThis, 'offline').pipe(map(() => false)),
        ).pipe(startWith(globalThis.navigator?.onLine ?? true))
      : of(true),
  );
}
