import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TabNews } from '@/application/session/other-tabs';
import { BroadcastOtherTabs } from '@/infrastructure/browser/broadcast-other-tabs';

const NAME = 'necs.tab-news';
const LOGOUT: TabNews = { kind: 'logged-out', userId: 7 };

/** A page's window as far as the adapter sees it: events, and where it says it is one. */
function browserWindow(): EventTarget {
  const page = new EventTarget();
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
  return page;
}

function heardBy(tab: BroadcastOtherTabs): TabNews[] {
  const heard: TabNews[] = [];
  tab.news$.subscribe((news) => heard.push(news));
  return heard;
}

/** Long enough for a BroadcastChannel message to arrive in this process. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('BroadcastOtherTabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the other tabs over a BroadcastChannel, and never hears itself', async () => {
    browserWindow();
    const teller = new BroadcastOtherTabs(NAME);
    const other = new BroadcastOtherTabs(NAME);
    const heardByTeller = heardBy(teller);
    const heardByOther = heardBy(other);
    teller.tell(LOGOUT);
    await delivered();
    expect(heardByOther).toEqual([LOGOUT]);
    expect(heardByTeller).toEqual([]);
  });

  it('hears nothing that is not news: another kind, or a user id that is not a whole number', async () => {
    browserWindow();
    const heard = heardBy(new BroadcastOtherTabs(NAME));
    const stranger = new BroadcastChannel(NAME);
    stranger.postMessage({ kind: 'wipe', userId: 7 });
    stranger.postMessage({ kind: 'logged-out', userId: '7' });
    await delivered();
    stranger.close();
    expect(heard).toEqual([]);
  });

  it('outside a browser tells and hears nothing', async () => {
    const tab = new BroadcastOtherTabs(NAME);
    const heard = heardBy(new BroadcastOtherTabs(NAME));
    tab.tell(LOGOUT);
    await delivered();
    expect(heard).toEqual([]);
  });
});
