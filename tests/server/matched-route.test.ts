import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { matchedRoute } from '@/server/matched-route';

const routes: RouteObject[] = [
  { path: '/news' },
  { path: '/group/:id' },
  { path: '/', children: [{ path: 'about-static' }] },
  { path: '*' },
];

describe('matchedRoute', () => {
  it('names the deepest route a path matches, with its parameters', () => {
    expect(matchedRoute(routes, '/group/12')).toEqual({ path: '/group/:id', params: { id: '12' } });
    expect(matchedRoute(routes, '/about-static')).toEqual({ path: 'about-static', params: {} });
    expect(matchedRoute(routes, '/any/cms/page')).toEqual({ path: '*', params: { '*': 'any/cms/page' } });
    expect(matchedRoute([{ path: '/news' }], '/other')).toBeNull();
  });

  it('answers a path it has matched from memory, and forgets a table’s paths past its limit', () => {
    const table: RouteObject[] = [{ path: '/page/:n' }];
    const first = matchedRoute(table, '/page/0');
    expect(matchedRoute(table, '/page/0')).toBe(first);
    for (let n = 1; n <= 2000; n++) matchedRoute(table, `/page/${n}`);
    const again = matchedRoute(table, '/page/0');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
