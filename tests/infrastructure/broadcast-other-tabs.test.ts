import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TabNews } from '@/application/session/other-tabs';
import { BroadcastOtherTabs } from '@/infrastructure/browser/broadcast-other-tabs';

const LOGOUT: TabNews = { kind: 'logged-out', userId: 7 };
const LOGIN: TabNews = { kind: 'logged-in', userId: 8 };

/**
 * A channel name of each test's own: channels of one name reach every worker thread of the process, so the
 * app's own name would hear the component tests running beside this file, and they it.
 */
let channels = 0;
const channelName = () => `necs.tab-news.test-${process.pid}-${++channels}`;

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

/**
 * Every message is awaited as it arrives, however long a busy machine takes to deliver it; what must not
 * arrive is checked once a message sent after it has: one channel's messages arrive in the order they were sent.
 */
describe('BroadcastOtherTabs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the other tabs over a BroadcastChannel, and never hears itself', async () => {
    browserWindow();
    const name = channelName();
    const teller = new BroadcastOtherTabs(name);
    const other = new BroadcastOtherTabs(name);
    const heardByTeller = heardBy(teller);
    const toOther = firstValueFrom(other.news$);
    teller.tell(LOGOUT);
    expect(await toOther).toEqual(LOGOUT);

    const toTeller = firstValueFrom(teller.news$);
    other.tell(LOGIN);
    expect(await toTeller).toEqual(LOGIN);
    expect(heardByTeller).toEqual([LOGIN]);
  });

  it('hears nothing that is not news: another kind, or a user id that is not a whole number', async () => {
    browserWindow();
    const name = channelName();
    const tab = new BroadcastOtherTabs(name);
    const heard = heardBy(tab);
    const next = firstValueFrom(tab.news$);
    const stranger = new BroadcastChannel(name);
    stranger.postMessage({ kind: 'wipe', userId: 7 });
    stranger.postMessage({ kind: 'logged-out', userId: '7' });
    stranger.postMessage(LOGOUT);
    expect(await next).toEqual(LOGOUT);
    stranger.close();
    expect(heard).toEqual([LOGOUT]);
  });

  it('outside a browser tells and hears nothing', async () => {
    const name = channelName();
    const tab = new BroadcastOtherTabs(name);
    const heard = heardBy(new BroadcastOtherTabs(name));
    const probe = new BroadcastChannel(name);
    const said: unknown[] = [];
    const loginSaid = new Promise<void>((resolve) =>
      probe.addEventListener('message', ({ data }: MessageEvent<TabNews>) => {
        said.push(data);
        if (data.kind === LOGIN.kind) resolve();
      }),
    );
    tab.tell(LOGOUT);
    const stranger = new BroadcastChannel(name);
    stranger.postMessage(LOGIN);
    await loginSaid;
    stranger.close();
    probe.close();
    expect(said).toEqual([LOGIN]);
    expect(heard).toEqual([]);
  });
});
