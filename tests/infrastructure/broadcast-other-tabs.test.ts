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

  it('without BroadcastChannel, leaves a note in localStorage that is gone at once, and hears the others’', () => {
    const page = browserWindow();
    vi.stubGlobal('BroadcastChannel', undefined);
    const writes: [string, string | null][] = [];
    const notes = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (key: string, value: string) => (writes.push([key, value]), notes.set(key, value)),
      removeItem: (key: string) => (writes.push([key, null]), notes.delete(key)),
    });
    const tab = new BroadcastOtherTabs(NAME);
    const heard = heardBy(tab);

    tab.tell(LOGOUT);
    expect(writes).toEqual([
      [NAME, JSON.stringify(LOGOUT)],
      [NAME, null],
    ]);
    expect(notes.size).toBe(0);

    const storageEvent = (key: string, newValue: string | null) =>
      page.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    storageEvent(NAME, JSON.stringify({ kind: 'logged-in', userId: 5 }));
    storageEvent(NAME, null);
    storageEvent('necs.language', JSON.stringify(LOGOUT));
    storageEvent(NAME, 'not json');
    expect(heard).toEqual([{ kind: 'logged-in', userId: 5 }]);
  });

  it('outside a browser tells and hears nothing', async () => {
    const tab = new BroadcastOtherTabs(NAME);
    const heard = heardBy(new BroadcastOtherTabs(NAME));
    tab.tell(LOGOUT);
    await delivered();
    expect(heard).toEqual([]);
  });
});
