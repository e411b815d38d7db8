import { pathsReadmeNames } from '../support/readme-paths';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { expect, test } from './support/test';

/**
 * README's "Where to look first" sends a newcomer to a few paths (issue 62: `/timeline` was one, a "Page not
 * found", cached as a 404 behind nginx). Every path it names in backticks answers, to a visitor and to the demo
 * member it names for the member area, through the sandbox as `npm start` serves it (`desktop`) and through nginx.
 * That README names the member area among them is tests/architecture/readme-paths.test.ts's.
 *
 * Only a browser shows: real page loads of each path through the stack as `npm start` serves it and through nginx, with
 * the login's session cookie for the member.
 */
const PATHS = pathsReadmeNames();

for (const reader of ['a visitor', 'the demo member'] as const) {
  test(`every path README names answers ${reader}`, async ({ page }) => {
    if (reader === 'the demo member') await logInThroughWire(page, DEMO.member);
    for (const path of PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toHaveCount(0);
    }
  });
}
