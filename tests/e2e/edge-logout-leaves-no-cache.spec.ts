import type { Page, Response } from '@playwright/test';
import { accountNav, DEMO, logIn, resetFlood } from './support/accounts';
import { readWithWorker } from './support/service-worker';
import { expect, test } from './support/test';

/**
 * Issue 42, points 1 and 4: what a member's session leaves in the browser after a logout, with the service
 * worker in charge. Drupal marks a member's answers `private, no-cache`, which a browser may keep: the logout's
 * answer empties the origin's HTTP cache (`Clear-Site-Data: "cache"`), and the worker keeps nothing but the
 * build's files. Once, through deploy/nginx.conf (`nginx`; without nginx, against the sandbox in `desktop`).
 * The policy headers on every answer are tests/sandbox/serving-answers.test.ts's.
 *
 * Only a browser shows: the browser's own HTTP cache (`only-if-cached`) emptied by `Clear-Site-Data`, and the service
 * worker's caches; neither exists outside a browser.
 */
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

/** What the browser's HTTP cache answers for this address without the network (`only-if-cached`), if anything. */
const fromHttpCache = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    try {
      const answer = await fetch(address, {
        cache: 'only-if-cached',
        mode: 'same-origin',
        credentials: 'include',
      });
      return await answer.text();
    } catch {
      return null;
    }
  }, url);

/** Every address the worker's caches hold. */
const workerKeys = (page: Page) =>
  page.evaluate(async () => {
    const keys: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) keys.push(`${name} ${request.url}`);
    return keys;
  });

test('a logout empties the browser’s HTTP cache of the member’s answers, for the next account too', async ({
  page,
}) => {
  const memberAnswers = new Set<string>();
  const recordAnswer = (response: Response) => {
    const url = new URL(response.url());
    if (response.request().method() === 'GET' && url.pathname.startsWith('/cms/'))
      memberAnswers.add(url.pathname + url.search);
  };
  page.on('response', recordAnswer);
  await logIn(page, DEMO.member);
  await page.goto('/my-necs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  page.off('response', recordAnswer);
  const userRecord = [...memberAnswers].find((url) => /^\/cms\/user\/\d+\?/.test(url));
  expect(userRecord, [...memberAnswers].join(', ')).toBeDefined();
  // Kept by the browser while the member is logged in: what the logout has to remove.
  expect(await fromHttpCache(page, userRecord!)).toContain(DEMO.member.mail);

  const logout = page.waitForResponse((response) => response.url().includes('/cms/user/logout'));
  await accountNav(page).getByRole('button', { name: 'Logout' }).click();
  expect((await (await logout).allHeaders())['clear-site-data']).toBe('"cache"');
  await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  /** The member's answers still in the cache, told by what in them is the member's: `traces`. */
  const leftOfMember = async (traces: readonly string[]) => {
    const left: string[] = [];
    for (const url of memberAnswers) {
      // The visitor's screen asks for some of the same addresses again: their answers are the visitor's.
      const kept = await fromHttpCache(page, url);
      if (traces.some((trace) => kept?.includes(trace))) left.push(url);
    }
    return left;
  };
  expect(await leftOfMember([DEMO.member.mail, DEMO.member.name])).toEqual([]);
  expect(await fromHttpCache(page, userRecord!)).toBeNull();

  // Another member reads the same group lists afresh, where the member's name stands by their topics: only
  // what was the member's own (their address, their account's record) must be gone.
  await logIn(page, DEMO.organizer);
  expect(await leftOfMember([DEMO.member.mail])).toEqual([]);
  expect(await fromHttpCache(page, userRecord!)).toBeNull();
});

test('the worker keeps only the build’s files: an address under /assets/ that reaches a system is not one', async ({
  page,
}, testInfo) => {
  await logIn(page, DEMO.member);
  await readWithWorker(page, '/');
  // As an image in a content page, or a profile picture's address, would load it.
  const statuses = await page.evaluate(async () =>
    Promise.all(
      [
        '/assets/..%2fcms/user/7?_format=json',
        '/assets/..%2Fcms/necs-json/get/page?uri=/',
        '/assets/.%2e%2fcms/session/token',
      ].map(async (address) => (await fetch(address, { credentials: 'include' })).status),
    ),
  );
  // nginx refuses them before any location sees them; the sandbox has no such route.
  expect(statuses).toEqual(testInfo.project.name === 'nginx' ? [400, 400, 400] : [404, 404, 404]);
  // The worker keeps a copy behind the browser's request: give it the time it would take.
  await page.waitForTimeout(500);
  const keys = await workerKeys(page);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(key).not.toMatch(/%2f|%2e|\/cms\/|user\/7/i);
  }
});
