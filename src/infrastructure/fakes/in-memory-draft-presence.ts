import { BehaviorSubject, map, Observable } from 'rxjs';
import type { DraftPresence } from '@/application/proposals/draft-presence';

/** The tabs of one browser: pass the same hub to the presences of two containers to play two tabs. */
export class PresenceHub {
  readonly open = new BehaviorSubject<readonly { key: string; tab: object }[]>([]);
}

/** One tab's presence in a hub shared with other "tabs". */
export class InMemoryDraftPresence implements DraftPresence {
  constructor(private readonly hub = new PresenceHub()) {}

  watch(key: string): Observable<boolean> {
    return new Observable<boolean>((subscriber) => {
      const tab = {};
      const { open } = this.hub;
      open.next([...open.getValue(), { key, tab }]);
      const others = open
        .pipe(map((entries) => entries.some((entry) => entry.key === key && entry.tab !== tab)))
        .subscribe(subscriber);
      return () => {
        others.unsubscribe();
        open.next(open.getValue().filter((entry) => entry.tab !== tab));
      };
    });
  }
}
