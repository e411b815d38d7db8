import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '@/ui/shared/yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser’s scheduler where it has one', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledOnce();
  });

  it('goes on in a task of its own without one (WebKit): after the microtasks already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
