import { describe, expect, it } from 'vitest';
import { SearchSite } from '@/application/search/search-site';
import { demoSearchGateway } from '../support/demo-search';

describe('SearchSite', () => {
  const setup = () => {
    const gateway = demoSearchGateway(() => 0);
    return { gateway, searchSite: new SearchSite(gateway) };
  };

  it('asks nobody for an empty or blank query, and finds nothing', async () => {
    const { gateway, searchSite } = setup();
    for (const typed of ['', '   ', '\n\t']) {
      const { rows, pager } = await searchSite.search(typed, 3);
      expect(rows).toEqual([]);
      expect(pager.totalItems).toBe(0);
    }
    expect(gateway.requests).toEqual([]);
  });

  it('sends the words with their blanks tidied, and the page asked for', async () => {
    const { gateway, searchSite } = setup();
    const found = await searchSite.search('  call   for\tpapers ', 1);
    expect(gateway.requests).toEqual([{ text: 'call for papers', page: 1 }]);
    expect(found.pager.currentPage).toBe(1);
  });
});
