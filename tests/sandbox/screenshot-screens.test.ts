import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { createRoutes } from '@/ui/app/routes';
import { listNodePaths } from '../../sandbox/drupal/tables/nodes';
import { openSandboxDatabase, type SandboxDatabase } from '../../sandbox/storage/database';
import { fileName, pictures, SCREENS } from '../../scripts/screenshots/screens';

/** The screen a path opens in the app's route table: `*` is the content system's page at that path. */
const routeOf = (path: string) =>
  matchRoutes(createRoutes({ appName: 'necs' }), new URL(path, 'http://portal').pathname)?.at(-1)?.route.path;

describe('npm run screenshots draws screens the app has (issue 44)', () => {
  let db: SandboxDatabase;
  /** Where the seeded sandbox has a page, a news item or a conference. */
  let seededPaths: Set<string>;
  beforeAll(async () => {
    db = await openSandboxDatabase(':memory:');
    seededPaths = new Set(listNodePaths(db).map(({ path }) => path));
  });
  afterAll(() => db.close());

  it.each(SCREENS.map((screen) => [screen.screen, screen] as const))(
    '%s opens a route of the app',
    (_, screen) => {
      const route = routeOf(screen.path);
      expect(route, screen.path).toBeDefined();
      // The catch-all draws the content system's page at the path: the sandbox must have one, unless it is the
      // missing page on purpose.
      if (route === '*')
        expect(seededPaths.has(screen.path.split('?')[0]!), screen.path).toBe(!screen.missing);
    },
  );

  it('names every picture once', () => {
    const names = pictures().map(({ screen, who, width }) => fileName(screen, who, width));
    expect(new Set(names).size).toBe(names.length);
  });
});
