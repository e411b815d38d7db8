import { fromEvent, map, merge, startWith, type Observable } from 'rxjs';
import type { Connectivity } from '@/application/proposals/connectivity';

/** The browser's own idea of the network: `navigator.onLine` and its online and offline events. */
export class BrowserConnectivity implements Connectivity {
  readonly online$: Observable<boolean> = merge(
    fromEvent(globalThis, 'online').pipe(map(() => true)),
    fromEvent(globalThis, 'offline').pipe(map(() => false)),
  ).pipe(startWith(globalThis.navigator?.onLine ?? true));
}
