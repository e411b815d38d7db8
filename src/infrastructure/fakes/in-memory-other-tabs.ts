import { Subject, type Observable } from 'rxjs';
import type { OtherTabs, TabNews } from '@/application/session/other-tabs';

/** The tabs of one browser: `open()` once per container to play one tab each. */
export class TabHub {
  private readonly tabs = new Set<InMemoryOtherTabs>();

  open(): InMemoryOtherTabs {
    const tab = new InMemoryOtherTabs((news) => this.deliver(tab, news));
    this.tabs.add(tab);
    return tab;
  }

  /** The tab is closed: it hears nothing more. */
  close(tab: InMemoryOtherTabs): void {
    this.tabs.delete(tab);
  }

  /** Later, as a browser delivers it: the teller carries on before anyone hears. */
  private deliver(from: InMemoryOtherTabs, news: TabNews): void {
    for (const tab of this.tabs) if (tab !== from) queueMicrotask(() => tab.hear(news));
  }
}

/** One tab's view of the others, in a hub shared with other "tabs". */
export class InMemoryOtherTabs implements OtherTabs {
  private readonly heard = new Subject<TabNews>();
  readonly news$: Observable<TabNews> = this.heard.asObservable();
  /** Everything this tab told, for tests that look from its side. */
  readonly told: TabNews[] = [];

  constructor(private readonly send: (news: TabNews) => void = () => undefined) {}

  tell(news: TabNews): void {
    this.told.push(news);
    this.send(news);
  }

  /** Another tab's news arrives. */
  hear(news: TabNews): void {
    this.heard.next(news);
  }
}
