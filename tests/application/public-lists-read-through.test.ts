import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadListings } from '@/application/listing/read-listings';
import { openWorldTab, type WorldTab } from '../support/session-fakes';

/** The public lists go to the listing gateway as asked; only the timeline's order is this layer's job. */
describe('reading the public lists', () => {
  let worldTab: WorldTab;
  const lists = () => worldTab.container.get(ReadListings);
  const gateway = () => worldTab.world.listings;
  const dates = (entries: readonly { date: string }[]) => entries.map((entry) => entry.date);

  beforeEach(() => {
    worldTab = openWorldTab();
  });

  it('reads a page of news with its filter and options', async () => {
    const getNews = vi.spyOn(gateway(), 'getNews');
    const filter = { terms: [1], tags: [], page: 0 };
    const page = await lists().news(filter, { display: 'teaser' });
    expect(getNews).toHaveBeenCalledWith(filter, { display: 'teaser' });
    expect(page.rows.length).toBeGreaterThan(0);
  });

  it('reads the news filters', async () => {
    expect(await lists().newsFilterOptions()).toEqual(await gateway().getNewsFilterOptions());
  });

  it('reads conferences as teasers unless another display is asked for', async () => {
    const getConferences = vi.spyOn(gateway(), 'getConferences');
    expect((await lists().conferences(1)).pager.currentPage).toBe(1);
    await lists().conferences(0, 'full');
    expect(getConferences.mock.calls.map((args: unknown[]) => args.slice(0, 2))).toEqual([
      [1, 'teaser'],
      [0, 'full'],
    ]);
  });

  it('orders the timeline oldest first, or newest first when reversed', async () => {
    const ascending = dates(await lists().timeline());
    expect(ascending).toEqual([...ascending].sort());
    expect(dates(await lists().timeline(true))).toEqual([...ascending].reverse());
  });
});
