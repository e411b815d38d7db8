import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { memberAreaPath } from '@/application/config/app-config';
import { createRoutes } from '@/ui/app/routes';
import { MEMBERS_ROUTES, PUBLIC_ADDRESSES, PUBLIC_ROUTES } from '@/ui/app/route-access';

const APP_NAME = 'necs';

const pathsOf = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** The member area's route as route-access.ts names it, whatever the app's short name. */
const named = (path: string) => (path === memberAreaPath({ appName: APP_NAME }) ? '/my-:appName' : path);

describe('route access (issue 30: the budget and the duplicate checks open every public screen)', () => {
  const table = pathsOf(createRoutes({ appName: APP_NAME })).map(named);

  it('sorts every route of the table as public or the member’s, none as both', () => {
    const sorted = [...Object.keys(PUBLIC_ROUTES), ...MEMBERS_ROUTES];
    expect([...table].sort()).toEqual([...sorted].sort());
  });

  it('gives each public route addresses that open it', () => {
    for (const [route, addresses] of Object.entries(PUBLIC_ROUTES)) {
      expect(addresses.length, route).toBeGreaterThan(0);
      for (const address of addresses) {
        const screen = matchRoutes(createRoutes({ appName: APP_NAME }), address)?.at(-1);
        expect(screen?.route.path, address).toBe(route);
      }
    }
    expect(PUBLIC_ADDRESSES).toContain('/group/1');
  });
});
