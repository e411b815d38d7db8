import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, expireSessions, logIn, resetFlood } from './support/accounts';

/**
 * Issue 80, point 3: a member leaves words on the device, their session expires with the tab closed, and another
 * account logs in on the same browser. Nothing of the member's may be readable there: not in localStorage,
 * sessionStorage, IndexedDB, Cache Storage, nor the browser's HTTP cache (their stored proposal).
 */
const TITLE = 'Words of the member alone';
const COMMENT = 'A comment the member never sent';

test.use({ serviceWorkers: 'allow' });

/** Everything this origin keeps on the device that a page's script can read, as one text. */
async function readableOnDevice(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const caches = await Promise.all(
      (await globalThis.caches.keys()).map(async (name) => {
        const cache = await globalThis.caches.open(name);
        // The build's code is the same for every reader: its addresses only, to keep a failure's message short.
        const code = name.startsWith('necs-code-');
        const entries = await Promise.all(
          (await cache.keys()).map(async (request) =>
            code ? request.url : `${request.url} ${await (await cache.match(request))!.text()}`,
          ),
        );
        return `${name}: ${entries.join('\n')}`;
      }),
    );
    const databases = (await indexedDB.databases()).map(({ name }) => name);
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, databases, caches });
  });
}

test('another account logging in after the member’s session expired with the tab closed reads nothing of theirs', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await resetFlood(page);
  await logIn(page, DEMO.member);
  // A proposal draft, saved on the device and in the proposal system; its read is what the HTTP cache could keep.
  // The panel: proposals.spec.ts types and sends the member's paper, and each test must pass in any order.
  const read = page.waitForResponse((answer) =>
    /\/proposals\/forms-data\/single\/\d+\/[^/]+\/panel$/.test(answer.url()),
  );
  await page.goto('/conference-proposals/panel');
  const proposal = (await read).url();
  await page.getByRole('textbox', { name: /^Panel title/ }).fill(TITLE);
  await expect(page.getByRole('status').filter({ hasText: /Saved at/ })).toBeVisible({ timeout: 8000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Panel title/ })).toHaveValue(TITLE);
  // A discussion draft.
  await page.goto('/group_topics/single/903');
  await page.getByRole('textbox', { name: 'Your comment' }).fill(COMMENT);
  await expect.poll(() => readableOnDevice(page)).toContain(COMMENT);
  expect(await readableOnDevice(page)).toContain(TITLE);

  await page.close();
  await expireSessions(await context.newPage(), DEMO.member.mail);
  const next = await context.newPage();
  await logIn(next, DEMO.organizer);

  await expect.poll(() => readableOnDevice(next)).not.toContain(TITLE);
  const left = await readableOnDevice(next);
  for (const words of [TITLE, COMMENT, DEMO.member.mail, DEMO.member.name]) expect(left).not.toContain(words);
  expect(left).not.toMatch(/\.7\.|\.pages\.7"|member-session\/7/);
  // The browser's HTTP cache: the member's stored proposal is not handed out without the network.
  const cached = await next.evaluate(
    (url) =>
      fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
        (answer) => answer.status,
        () => 0,
      ),
    proposal,
  );
  expect(cached).toBe(0);
});
