import { Observable } from 'rxjs';
import type { DraftPresence } from '@/application/proposals/draft-presence';

/** What tabs tell each other: here I am (asking who else is), I am here too, I am gone. */
interface PresenceMessage {
  readonly type: 'hello' | 'here' | 'bye';
  readonly key: string;
  readonly tab: string;
}

const isPresenceMessage = (data: unknown): data is PresenceMessage =>
  typeof data === 'object' &&
  data !== null &&
  ['hello', 'here', 'bye'].includes((data as PresenceMessage).type) &&
  typeof (data as PresenceMessage).key === 'string' &&
  typeof (data as PresenceMessage).tab === 'string';

/**
 * Other tabs with the same drafts, over a BroadcastChannel of this origin. A tab says hello when it opens
 * the drafts, every tab with them open answers, and a closing tab says bye (pagehide covers a closed tab).
 * Without BroadcastChannel nobody is ever reported, which only loses the warning.
 */
export class BroadcastDraftPresence implements DraftPresence {
  constructor(private readonly channelName: string) {}

  watch(key: string): Observable<boolean> {
    return new Observable<boolean>((subscriber) => {
      subscriber.next(false);
      if (typeof BroadcastChannel === 'undefined' || typeof globalThis.addEventListener !== 'function')
        return undefined;
      const channel = new BroadcastChannel(this.channelName);
      const tab = crypto.randomUUID();
      const others = new Set<string>();
      const post = (type: PresenceMessage['type']) => channel.postMessage({ type, key, tab });
      channel.onmessage = ({ data }: MessageEvent<unknown>) => {
        if (!isPresenceMessage(data) || data.key !== key || data.tab === tab) return;
        if (data.type === 'bye') others.delete(data.tab);
        else others.add(data.tab);
        if (data.type === 'hello') post('here');
        subscriber.next(others.size > 0);
      };
      const leave = () => post('bye');
      globalThis.addEventListener('pagehide', leave);
      post('hello');
      return () => {
        globalThis.removeEventListener('pagehide', leave);
        leave();
        channel.close();
      };
    });
  }
}
