import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe-core's full rule set, best practices included. */
export async function violations(page: Page) {
  // axe reads colours as drawn: a screen still fading in (a loading state's `appear`) reads as too faint. So the
  // page's finite animations end first; a spinner's, which never ends, is left alone.
  // A paused one would never end: the wait gives up after a few seconds, and axe reads the page as it is.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // axe runs in the page itself (legacy mode): the builder's default runs it in parts, then opens a blank page
  // to join them, 950 ms a screen against 370 ms. The parts are for frames of other origins; the portal draws
  // no frame. Only violations are read, so axe gathers no details of what passed.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await builder.analyze();
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
