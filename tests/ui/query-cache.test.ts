import { describe, expect, it, vi } from 'vitest';
import { isCancelled } from '@/ui/shared/use-load-request';
import { QueryCache } from '@/ui/shared/data/query-cache';

/** A load whose answers the test gives by hand, recording each call's signal. */
function manualLoad<T>() {
  const calls: { signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) => new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { load, calls, last: () => calls.at(-1)! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('QueryCache', () => {
  it('asks once for a key however many readers ask, and gives each the same answer', async () => {
    const cache = new QueryCache();
    const { load, last } = manualLoad<string>();
    const first = cache.read(['group', 1], load);
    cache.read(['group', 1], load);
    cache.prefetch(['group', 1], load);
    expect(load).toHaveBeenCalledTimes(1);
    last().resolve('Film history');
    await expect(first.promise).resolves.toBe('Film history');
    expect(cache.peek(['group', 1])).toMatchObject({ hasData: true, data: 'Film history' });
  });

  it('starts prefetched keys side by side, before any of them has answered', () => {
    const cache = new QueryCache();
    const group = manualLoad<string>();
    const topics = manualLoad<string[]>();
    const leaders = manualLoad<string[]>();
    cache.prefetch(['group', 1, 'topics'], topics.load);
    cache.prefetch(['group', 1, 'leaders'], leaders.load);
    cache.read(['group', 1], group.load);
    expect([group.calls, topics.calls, leaders.calls].map((calls) => calls.length)).toEqual([1, 1, 1]);
  });

  it('invalidates by key prefix: keys on screen are refreshed at once, the rest when shown again', async () => {
    const cache = new QueryCache();
    const topics = manualLoad<string>();
    const leaders = manualLoad<string>();
    const other = manualLoad<string>();
    cache.read(['group', 1, 'topics'], topics.load);
    cache.read(['group', 1, 'leaders'], leaders.load);
    cache.read(['group', 12], other.load);
    topics.last().resolve('t');
    leaders.last().resolve('l');
    other.last().resolve('o');
    await settle();
    cache.subscribe(['group', 1, 'topics'], () => undefined);

    cache.invalidate(['group', 1]);
    expect(topics.load).toHaveBeenCalledTimes(2);
    expect(leaders.load).toHaveBeenCalledTimes(1);
    // Part by part: group 12 does not start with group 1.
    expect(other.load).toHaveBeenCalledTimes(1);
    cache.subscribe(['group', 1, 'leaders'], () => undefined);
    expect(leaders.load).toHaveBeenCalledTimes(2);
  });

  it('forgets by key prefix: a key nobody shows is asked afresh, with nothing to show meanwhile; one on screen is out of date', async () => {
    const cache = new QueryCache();
    const shown = manualLoad<string>();
    const hidden = manualLoad<string>();
    const other = manualLoad<string>();
    cache.read(['group', 1, 'topics', 'newest', 0], shown.load);
    cache.read(['group', 1, 'topics', 'newest', 1], hidden.load);
    cache.read(['group', 1, 'topics', 'activity', 0], other.load);
    shown.last().resolve('newest 0');
    hidden.last().resolve('newest 1');
    other.last().resolve('activity 0');
    await settle();
    const release = cache.subscribe(['group', 1, 'topics', 'newest', 0], () => undefined);
    cache.forget(['group', 1, 'topics', 'newest']);
    expect(cache.peek(['group', 1, 'topics', 'newest', 1])).toBeUndefined();
    expect(cache.read(['group', 1, 'topics', 'newest', 1], hidden.load).hasData).toBe(false);
    expect(hidden.calls).toHaveLength(2);
    // On screen, it stays until its new answer, which is asked for when it is shown again.
    expect(cache.peek(['group', 1, 'topics', 'newest', 0])).toMatchObject({ data: 'newest 0' });
    release();
    cache.subscribe(['group', 1, 'topics', 'newest', 0], () => undefined);
    expect(shown.calls).toHaveLength(2);
    expect(cache.peek(['group', 1, 'topics', 'activity', 0])).toMatchObject({ data: 'activity 0' });
    expect(other.calls).toHaveLength(1);
  });

  it('keeps the previous data during a refresh, and through a refresh that fails', async () => {
    const cache = new QueryCache();
    const { load, last } = manualLoad<string>();
    cache.read('timeline', load);
    last().resolve('old');
    await settle();
    cache.subscribe('timeline', () => undefined);
    cache.invalidate('timeline');
    expect(cache.peek('timeline')).toMatchObject({ data: 'old', loading: true });
    last().reject(new Error('down'));
    await settle();
    expect(cache.peek('timeline')).toMatchObject({ data: 'old', loading: false });
    expect(cache.peek('timeline')?.error).toBeUndefined();
    cache.invalidate('timeline');
    last().resolve('new');
    await settle();
    expect(cache.peek('timeline')).toMatchObject({ data: 'new', loading: false });
  });

  it('shows a recent answer again without asking, and refreshes an older one behind it', async () => {
    let now = 1_000;
    const cache = new QueryCache({ freshForMs: 30_000, now: () => now });
    const { load, last } = manualLoad<string>();
    cache.read('page:/', load);
    last().resolve('home');
    await settle();
    cache.subscribe('page:/', () => undefined)();
    expect(load).toHaveBeenCalledTimes(1);
    now += 31_000;
    cache.subscribe('page:/', () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.peek('page:/')).toMatchObject({ data: 'home', loading: true });
  });

  it('aborts on Cancel, fails the wait as cancelled, and asks afresh on Try again', async () => {
    const cache = new QueryCache();
    const { load, calls } = manualLoad<string>();
    const waiting = cache.read('news', load);
    cache.cancel('news');
    expect(calls[0]?.signal.aborted).toBe(true);
    await expect(waiting.promise).rejects.toSatisfy(isCancelled);
    expect(isCancelled(cache.peek('news')?.error)).toBe(true);

    cache.retry('news');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[1]?.resolve('news');
    await expect(cache.peek('news')!.promise).resolves.toBe('news');
  });

  it('lets a slow request go on Try again while waiting, and the same wait takes the new answer', async () => {
    const cache = new QueryCache();
    const { calls, load } = manualLoad<string>();
    const waiting = cache.read('page:/about-us', load);
    cache.retry('page:/about-us');
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
    calls[0]?.resolve('too late');
    calls[1]?.resolve('About us');
    await expect(waiting.promise).resolves.toBe('About us');
  });

  it('reports an error, then loads on retry', async () => {
    const cache = new QueryCache();
    const { load, last } = manualLoad<string>();
    const first = cache.read(['topic', 3], load);
    last().reject(new Error('Request failed with status code 500'));
    await expect(first.promise).rejects.toThrow('status code 500');
    expect(cache.anyFailed()).toBe(true);
    cache.retry(['topic', 3]);
    last().resolve('A topic');
    await expect(cache.peek(['topic', 3])!.promise).resolves.toBe('A topic');
  });

  it('aborts a request once nobody waits for it any more', async () => {
    const cache = new QueryCache();
    const { load, last } = manualLoad<string>();
    cache.read('page:/about-us', load);
    const release = cache.retain('page:/about-us');
    release();
    // Let go and taken again within one commit (Strict Mode): the request goes on.
    cache.retain('page:/about-us')();
    cache.retain('page:/about-us');
    await settle();
    expect(last().signal.aborted).toBe(false);
    const other = manualLoad<string>();
    cache.read('page:/news', other.load);
    cache.retain('page:/news')();
    await settle();
    expect(other.last().signal.aborted).toBe(true);
    expect(cache.peek('page:/news')).toBeUndefined();
  });

  it('takes a first screen’s answers as they came, fresh until the reader moves on', () => {
    const cache = new QueryCache();
    cache.seed({ 'menu:main': ['News'], 'page:/news': { title: 'News' } });
    const { load } = manualLoad<unknown>();
    expect(cache.read(['menu', 'main'], load)).toMatchObject({ hasData: true, data: ['News'] });
    cache.subscribe(['menu', 'main'], () => undefined)();
    expect(load).not.toHaveBeenCalled();

    cache.endFirstScreen();
    cache.subscribe(['menu', 'main'], () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek(['menu', 'main'])).toMatchObject({ data: ['News'], loading: true });
  });

  it('reaches a first screen’s answer with a key of numbers once a view has read it, and refreshes it', () => {
    const cache = new QueryCache();
    cache.seed({ 'group:1:topics:0': ['Welcome'] });
    const { load } = manualLoad<unknown>();
    cache.read(['group', 1, 'topics', 0], load);
    cache.subscribe(['group', 1, 'topics', 0], () => undefined);
    expect(load).not.toHaveBeenCalled();
    // A topic posted on the drawn page: its group's topics are out of date, first screen or not.
    cache.invalidate(['group', 1, 'topics']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes a first screen’s answer made out of date while not shown, when it is shown again', () => {
    const cache = new QueryCache();
    cache.seed({ 'group:1:topics:0': ['Welcome'] });
    const { load } = manualLoad<unknown>();
    cache.read(['group', 1, 'topics', 0], load);
    cache.invalidate(['group', 1, 'topics']);
    expect(load).not.toHaveBeenCalled();
    cache.subscribe(['group', 1, 'topics', 0], () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('collects the answers of a render, for the page a server draws', async () => {
    const cache = new QueryCache();
    cache.read('menu:main', async () => ['News']);
    cache.read(['page', '/news'], async () => ({ title: 'News' }));
    await Promise.all(cache.pending());
    expect(cache.pending()).toHaveLength(0);
    expect(cache.answers()).toEqual({ 'menu:main': ['News'], 'page:/news': { title: 'News' } });
  });
});
