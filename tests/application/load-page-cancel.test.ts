import { describe, expect, it } from 'vitest';
import { LoadPage } from '@/application/site/load-page';
import { stallCalls } from '../support/stalled-calls';
import { openWorldTab } from '../support/session-fakes';

describe('LoadPage: a load nobody waits for any more', () => {
  it('aborts its request when unsubscribed before the answer came', () => {
    const worldTab = openWorldTab();
    const stalled = stallCalls(worldTab.world.site, 'getPage');
    const subscription = worldTab.container.get(LoadPage).load('/about-us').subscribe();
    expect(stalled.signals[0]?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(stalled.signals[0]?.aborted).toBe(true);
  });

  it('aborts a prefetched request when the load that took it is unsubscribed', () => {
    const worldTab = openWorldTab();
    const stalled = stallCalls(worldTab.world.site, 'getPage');
    const loadPage = worldTab.container.get(LoadPage);
    loadPage.prefetch('/about-us');
    const subscription = loadPage.load('/about-us').subscribe();
    expect(stalled.signals).toHaveLength(1);
    subscription.unsubscribe();
    expect(stalled.signals[0]?.aborted).toBe(true);
  });
});
