import { Subject, type Observable } from 'rxjs';
import type { OtherTabs, TabNews } from '@/application/session/other-tabs';

const isTabNews = (data: unknown): data is TabNews =>
  typeof data === 'object' &&
  data !== null &&
  ['logged-out', 'logged-in'].includes((data as TabNews).kind) &&
  Number.isInteger((data as TabNews).userId);

/**
 * The other tabs of this origin, over one BroadcastChannel: one object both tells and hears, because a
 * channel never hears its own messages, while another object of the same name in this tab would. Every
 * browser the build's target (es2022) reaches has BroadcastChannel (Safari since 15.4), so there is no other
 * way: a fallback would cost every visitor's first load bytes that no supported browser runs. Outside a browser
 * (tests in Node) it tells and hears nothing.
 */
export class BroadcastOtherTabs implements OtherTabs {
  private readonly heard = new Subject<TabNews>();
  readonly news$: Observable<TabNews> = this.heard.asObservable();
  /** Opened once and kept for the tab's life (the container makes one per tab): telling and hearing share it. */
  private readonly channel: BroadcastChannel | null;

  constructor(channelName: string) {
    this.channel = inBrowser() ? new BroadcastChannel(channelName) : null;
    // Node's channel (jsdom tests) would keep the test worker alive; a browser's has no unref.
    (this.channel as { unref?: () => void } | null)?.unref?.();
    this.channel?.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
      if (isTabNews(data)) this.heard.next(data);
    });
  }

  tell(news: TabNews): void {
    this.channel?.postMessage(news);
  }
}

const inBrowser = () =>
  typeof globalThis.addEventListener === 'function' && typeof BroadcastChannel === 'function';
