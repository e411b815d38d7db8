import { describe, expect, it, vi } from 'vitest';
import { SessionStore } from '@/application/session/session-store';
import { anonymousSession } from '@/domain/session/session';
import { queryCacheOf } from '@/ui/shared/data/cache-of-container';
import { aSession } from '../support/builders';
import { openWorldTab } from '../support/session-fakes';

/** A load the test answers by hand; each call is one request. */
function manualLoad() {
  const answers: ((value: string) => void)[] = [];
  const load = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
  return {
    load,
    /** Answers the latest request. */
    answer: (value: string) => answers.at(-1)!(value),
    /** Answers request `index` (0 the first), wherever it stands. */
    answerRequest: (index: number, value: string) => answers[index]!(value),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Issue 30: a new tab of a member's browser starts as a visitor and learns who is logged in from its first
 * page's answer, while that page's screen still waits for it (suspended: no view holds the key yet).
 */
describe('the query cache when the user changes', () => {
  const KEY = ['page', '/'];

  /** A tab as `userId` whose screen has started reading the key. */
  function loadingAs(userId: number) {
    const { container } = openWorldTab();
    const store = container.get(SessionStore);
    store.update({ session: userId === 0 ? anonymousSession : aSession({ userId }) });
    const cache = queryCacheOf(container);
    const page = manualLoad();
    cache.read(KEY, page.load);
    return { cache, store, page };
  }

  it('lets a first load on its way finish when a visitor’s tab learns a member is logged in: one request', async () => {
    const { cache, store, page } = loadingAs(0);
    store.update({ session: aSession({ userId: 7 }) });
    page.answer('the member’s home');
    await settle();
    cache.read(KEY, page.load);
    cache.subscribe(KEY, () => undefined);
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(cache.peek(KEY)).toMatchObject({ hasData: true, data: 'the member’s home' });
  });

  it('still refreshes what a visitor was shown once a member is logged in', async () => {
    const { cache, store, page } = loadingAs(0);
    page.answer('the visitor’s home');
    await settle();
    store.update({ session: aSession({ userId: 7 }) });
    cache.read(KEY, page.load);
    expect(page.load).toHaveBeenCalledTimes(2);
  });

  it('drops a load on its way for another member, so nothing of theirs lands in the cache', async () => {
    const { cache, store, page } = loadingAs(7);
    store.reset({ session: aSession({ userId: 8 }) });
    page.answerRequest(0, 'member 7’s home');
    await settle();
    expect(cache.peek(KEY)?.hasData).not.toBe(true);
  });

  it('asks a load a screen waits on again as the new user, and the screen gets that answer, not "cancelled"', async () => {
    // A failed logout's tab, reloaded: its screen waits on the key while the session it learned is let go.
    const { cache, store, page } = loadingAs(7);
    const waiting = cache.read(KEY, page.load).promise;
    store.reset({ session: anonymousSession });
    page.answer('the visitor’s home');
    await expect(waiting).resolves.toBe('the visitor’s home');
    expect(page.load).toHaveBeenCalledTimes(2);
  });
});
