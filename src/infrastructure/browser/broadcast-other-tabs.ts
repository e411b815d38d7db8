import { Observable, share } from 'rxjs';
import type { OtherTabs, TabNews } from '@/application/session/other-tabs';

const isTabNews = (data: unknown): data is TabNews =>
  typeof data === 'object' &&
  data !== null &&
  ['logged-out', 'logged-in'].includes((data as TabNews).kind) &&
  Number.isInteger((data as TabNews).userId);

type Deliver = (data: unknown) => void;

/**
 * The other tabs of this origin, over one BroadcastChannel: one object both tells and hears, because a
 * channel never hears its own messages, while another object of the same name in this tab would. Where
 * BroadcastChannel is missing, over localStorage: a note written under `${channelName}` and removed at once,
 * which every other tab hears as a `storage` event (the writer hears nothing). The note holds a user id and
 * a kind, nothing secret, and does not stay. Outside a browser (tests in Node) it tells and hears nothing.
 */
export class BroadcastOtherTabs implements OtherTabs {
  private channel: BroadcastChannel | null = null;
  readonly news$: Observable<TabNews>;

  constructor(private readonly channelName: string) {
    this.news$ = new Observable<TabNews>((subscriber) => {
      const deliver: Deliver = (data) => {
        if (isTabNews(data)) subscriber.next(data);
      };
      if (!inBrowser()) return undefined;
      return hasBroadcastChannel() ? this.listenOnChannel(deliver) : listenOnStorage(channelName, deliver);
    }).pipe(share());
  }

  tell(news: TabNews): void {
    if (!inBrowser()) return;
    if (hasBroadcastChannel()) this.openChannel().postMessage(news);
    else writeNote(this.channelName, news);
  }

  private listenOnChannel(deliver: Deliver): () => void {
    const channel = this.openChannel();
    const onMessage = ({ data }: MessageEvent<unknown>) => deliver(data);
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }

  /** Opened once and kept for the tab's life: telling and hearing must share it (see above). */
  private openChannel(): BroadcastChannel {
    if (this.channel) return this.channel;
    const channel = new BroadcastChannel(this.channelName);
    // Node's channel (jsdom tests) would keep the test worker alive; a browser's has no unref.
    (channel as { unref?: () => void }).unref?.();
    this.channel = channel;
    return channel;
  }
}

const inBrowser = () => typeof globalThis.addEventListener === 'function';
const hasBroadcastChannel = () => typeof BroadcastChannel === 'function';

function listenOnStorage(key: string, deliver: Deliver): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Not a note of ours: nothing to hear.
    }
  };
  globalThis.addEventListener('storage', onStorage);
  return () => globalThis.removeEventListener('storage', onStorage);
}

/** Removed at once, so the next note is a change again (and other tabs hear it) even when it says the same. */
function writeNote(key: string, news: TabNews): void {
  try {
    globalThis.localStorage.setItem(key, JSON.stringify(news));
    globalThis.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, full): the other tabs learn it from their next page answer.
  }
}
