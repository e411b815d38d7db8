import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const SCRIPT = readFileSync('public/saved-at.js', 'utf8');

/** A request for the page's address the script made, which the test answers or fails. */
interface Asked {
  readonly url: string;
  readonly init: RequestInit;
  answer(ok: boolean): void;
  fail(): void;
}

/**
 * public/saved-at.js run in a page of the test's making: its elements (by id), its events, its timers and its
 * network are the test's, so the page comes back only when the test says the network did.
 */
function openPage(ids: readonly string[]) {
  const listeners = new Map<string, (() => void)[]>();
  const listen = (type: string, run: () => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), run]);
  const timers = new Map<number, { run: () => void; delay: number }>();
  let nextTimer = 1;
  const asked: Asked[] = [];
  const removed: string[] = [];
  const page = { reloads: 0, visibilityState: 'visible' };
  const document = {
    get visibilityState() {
      return page.visibilityState;
    },
    getElementById: (id: string) => (ids.includes(id) ? { remove: () => removed.push(id) } : null),
    addEventListener: (type: string, run: () => void) => listen(`document:${type}`, run),
  };
  runInNewContext(SCRIPT, {
    document,
    window: { addEventListener: (type: string, run: () => void) => listen(`window:${type}`, run) },
    location: { href: 'https://portal.test/conference-proposals/workshop', reload: () => page.reloads++ },
    fetch: (url: string, init: RequestInit) =>
      new Promise((resolve, reject) =>
        asked.push({
          url,
          init,
          answer: (ok) => resolve({ ok }),
          fail: () => reject(new TypeError('offline')),
        }),
      ),
    setTimeout: (run: () => void, delay: number) => {
      timers.set(nextTimer, { run, delay });
      return nextTimer++;
    },
    clearTimeout: (id: number) => timers.delete(id),
  });
  return {
    page,
    asked,
    removed,
    timers: () => [...timers.values()].map(({ delay }) => delay),
    runTimers: () => {
      const due = [...timers.values()];
      timers.clear();
      due.forEach(({ run }) => run());
    },
    fire: (type: string) => (listeners.get(type) ?? []).forEach((run) => run()),
    listened: () => [...listeners.keys()],
  };
}

/** Lets the answers given so far reach the script. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the script that brings an offline page back with the network (public/saved-at.js)', () => {
  it('reloads the offline page of a proposal form once, at the `online` event', () => {
    const opened = openPage(['words-kept']);
    opened.fire('window:online');
    opened.fire('window:online');
    expect(opened.page.reloads).toBe(1);
  });

  it('asks for the page’s address past every cache every 2 s until it answers, then reloads', async () => {
    const opened = openPage(['words-kept']);
    expect(opened.asked.map(({ url, init }) => [url, init.method, init.cache])).toEqual([
      ['https://portal.test/conference-proposals/workshop', 'HEAD', 'no-store'],
    ]);
    opened.asked[0]!.fail();
    await settle();
    expect(opened.timers()).toEqual([2000]);
    expect(opened.page.reloads).toBe(0);

    opened.runTimers();
    opened.asked[1]!.answer(false);
    await settle();
    expect(opened.page.reloads).toBe(0);

    opened.runTimers();
    opened.asked[2]!.answer(true);
    await settle();
    expect(opened.page.reloads).toBe(1);
    expect(opened.timers()).toEqual([]);
  });

  it('asks at once when the tab is shown again, never twice at a time', async () => {
    const opened = openPage(['words-kept']);
    opened.fire('document:visibilitychange');
    expect(opened.asked).toHaveLength(1);
    opened.asked[0]!.fail();
    await settle();

    opened.page.visibilityState = 'hidden';
    opened.fire('document:visibilitychange');
    expect(opened.asked).toHaveLength(1);
    opened.page.visibilityState = 'visible';
    opened.fire('document:visibilitychange');
    expect(opened.asked).toHaveLength(2);
    // The turn it had waited for is not taken as well.
    expect(opened.timers()).toEqual([]);
    opened.asked[1]!.answer(true);
    await settle();
    expect(opened.page.reloads).toBe(1);
  });

  it('takes the saved-at line away from a copy before it reloads', () => {
    const opened = openPage(['saved-at']);
    opened.fire('window:online');
    expect(opened.removed).toEqual(['saved-at']);
    expect(opened.page.reloads).toBe(1);
  });

  it('leaves any other page alone: the offline page of a page never read stays as it is', () => {
    const opened = openPage([]);
    expect(opened.listened()).toEqual([]);
    expect(opened.asked).toEqual([]);
  });
});
