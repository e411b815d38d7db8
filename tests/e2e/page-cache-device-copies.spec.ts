import type { Page } from '@playwright/test';
import { CONTROL_SECRET_ENV, CONTROL_SECRET_HEADER } from '../../sandbox/host/control-secret';
import { stackPorts } from '../../scripts/nginx-stack';
import { E2E_FRESH_SECONDS, e2eRefreshSecret } from './support/page-cache';
import { readWithWorker } from './support/service-worker';
import { expect, test } from './support/test';

/**
 * Issue 29, content edits reach the device: a page a visitor read is kept by the portal's service worker, and
 * shown from the device at once while it is within its freshness period. An editor's change, refreshed into
 * nginx's page cache by Drupal's X-Necs-Refresh, is what the next online visit after that period shows: the
 * worker asks the network before it shows an older copy. Through nginx (`nginx` project), whose drawn pages stay
 * fresh E2E_FRESH_SECONDS.
 *
 * Only a browser shows: the service worker's copy shown, then asked after once its freshness is over, and what Cache
 * Storage keeps afterwards, behind nginx.
 */
test.use({ serviceWorkers: 'allow' });

const PATH = '/about-us/board';

/** As an editor saves a title in the content system (the sandbox's test control; nginx does not pass it on). */
async function retitle(baseURL: string, title: string): Promise<void> {
  const { sandbox } = stackPorts(Number(new URL(baseURL).port));
  const answer = await fetch(`http://127.0.0.1:${sandbox}/__sandbox/retitle-page`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CONTROL_SECRET_HEADER]: process.env[CONTROL_SECRET_ENV]!,
    },
    body: JSON.stringify({ path: PATH, title }),
  });
  expect(answer.status, 'retitle-page').toBe(204);
}

/** What Drupal asks of nginx on save: the page drawn afresh into its cache. */
async function refreshInNginx(baseURL: string): Promise<void> {
  const answer = await fetch(`${baseURL}${PATH}`, { headers: { 'X-Necs-Refresh': e2eRefreshSecret() } });
  expect(answer.headers.get('x-cache-status')).toBe('BYPASS');
}

const heading = (page: Page) => page.locator('main h1');

test('an edit refreshed through nginx is what the next online visit shows once the device’s copy is no longer fresh', async ({
  page,
  baseURL,
}) => {
  test.slow();
  // Read once with the worker in charge: its copy is kept, with the page's freshness period.
  await readWithWorker(page, PATH);
  await expect(heading(page)).toHaveText('Board');
  try {
    await retitle(baseURL!, 'Board of the network');
    await refreshInNginx(baseURL!);
    // The freshness period over (with a second to spare), the copy is asked after before it is shown.
    await page.waitForTimeout((E2E_FRESH_SECONDS + 1) * 1000);
    await page.goto(PATH);
    await expect(heading(page)).toHaveText('Board of the network');
    // And what the worker keeps now is the edited page.
    const kept = () =>
      page.evaluate(async (path) => {
        const copies: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys())
            if (request.url.endsWith(path)) copies.push((await (await cache.match(request))?.text()) ?? '');
        }
        return copies.join('\n');
      }, PATH);
    await expect.poll(kept).toContain('Board of the network');
  } finally {
    await retitle(baseURL!, 'Board');
    await refreshInNginx(baseURL!);
  }
});
