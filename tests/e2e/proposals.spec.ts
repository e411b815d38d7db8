import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, expireSessions, logIn, resetFlood, sandboxControl } from './support/accounts';
import { logInThroughWire } from './support/wire-login';

/**
 * Issue 9, "Done when": paper drafts that are never lost, against the sandbox's proposal system. Each run
 * starts from a fresh sandbox database, so the member's and the organizer's papers start empty. A logout with an
 * edit not saved asks first (Cancel keeps it, Discard and log out drops it): tests/ui/proposal-page.test.tsx.
 *
 * Only a browser shows: the save timed after real keystrokes, the network cut and restored (`setOffline`), drafts kept
 * through real reloads, a second tab of the same browser warned, and the focus Tab and Enter move.
 */

const isSave = (request: Request) =>
  request.method() === 'PUT' && request.url().endsWith('/forms-data/update');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Sav|saved/ });
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function fillKeywords(page: Page, words: readonly string[]): Promise<void> {
  const keywords = page.getByRole('group', { name: /Keywords/ });
  for (const [index, word] of words.entries())
    await keywords.getByRole('textbox', { name: `Keyword ${index + 1}` }).fill(word);
}

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test('a member’s paper: saved 2 s after typing, kept through a reload, the network cut and an expired token, sent once and locked', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  let lastSave = { authorization: '', body: {} as Record<string, unknown> };
  page.on('request', (request) => {
    if (isSave(request))
      void request.allHeaders().then(({ authorization = '' }) => {
        lastSave = { authorization, body: request.postDataJSON() as Record<string, unknown> };
      });
  });
  await logInThroughWire(page, DEMO.member);
  await page.goto('/conference-proposals/paper');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NECS 2027');

  // About 2 s after the last keystroke, the draft reaches the sandbox. The title starts empty whatever another
  // test left in the member's paper (proposal-limits.spec.ts pastes one), so that each passes in any order.
  await field(page, /^Title/).fill('');
  await field(page, /^Title/).pressSequentially('Slow cinema and the archive', { delay: 20 });
  const typed = Date.now();
  await page.waitForRequest(isSave);
  const waited = Date.now() - typed;
  expect(waited).toBeGreaterThan(1500);
  expect(waited).toBeLessThan(4000);
  await expect(status(page)).toContainText('Saved at');

  await page.reload();
  await expect(field(page, /^Title/)).toHaveValue('Slow cinema and the archive');

  // Offline: the edits go on, on this device only, and reach the sandbox when the network is back.
  await context.setOffline(true);
  await field(page, /^Abstract/).fill('Duration as a method of film historiography.');
  await expect(status(page)).toContainText('Saved on this device only', { timeout: 6000 });
  const reconnected = page.waitForRequest(isSave);
  await context.setOffline(false);
  await reconnected;
  await expect(status(page)).toContainText('Saved at');

  // An expired token mid-edit: renewed once, nothing lost.
  await sandboxControl(page, 'expire-proposal-tokens', { mail: DEMO.member.mail });
  await fillKeywords(page, ['slow cinema', 'archive', 'duration']);
  await field(page, /^Short bio/).fill('Marta Kowalska teaches film history.');
  await expect(status(page)).toContainText('Saved at', { timeout: 6000 });
  await page.reload();
  await expect(field(page, /^Short bio/)).toHaveValue('Marta Kowalska teaches film history.');

  // Sent after a plain confirmation; read-only afterwards.
  await page.getByRole('button', { name: 'Send paper proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send your paper proposal?' });
  await expect(dialog).toContainText('can no longer be edited');
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(/This is what you sent/)).toBeVisible();
  await expect(field(page, /^Title/)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /Send/ })).toHaveCount(0);

  // The sandbox refuses a further save of the sent kind too, with the portal's own current token.
  const { authorization, body } = lastSave;
  const refused = await page.request.put('/proposals/forms-data/update', {
    headers: { authorization },
    data: { ...body, form_json: '{}' },
    failOnStatusCode: false,
  });
  expect(refused.status()).toBe(409);

  await page.goto('/my-necs');
  await expect(page.getByRole('region', { name: 'My proposals' })).toContainText(/Paper · sent (at|on) /);
});

test('the same drafts in a second tab show a warning', async ({ page, context }) => {
  await logInThroughWire(page, DEMO.member);
  await page.goto('/conference-proposals/paper');
  await expect(field(page, /^Title/)).toBeVisible();
  const second = await context.newPage();
  await second.goto('/conference-proposals/paper');
  await expect(second.getByRole('alert').filter({ hasText: 'also open in another tab' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'also open in another tab' })).toBeVisible();
  await second.close();
  await expect(page.getByText(/also open in another tab/)).toHaveCount(0);
});

test('a session that ends mid-edit: the edits wait on this device, a login in place, then they are saved', async ({
  page,
}) => {
  await logIn(page, DEMO.member);
  await page.goto('/conference-proposals/panel');
  await field(page, /^Panel title/).fill('Repair on screen');
  await expect(status(page)).toContainText('Saved at', { timeout: 6000 });

  // The content session ends on the server, and with it any renewal of the proposal token.
  await expireSessions(page, DEMO.member.mail);
  await sandboxControl(page, 'expire-proposal-tokens', { mail: DEMO.member.mail });
  await field(page, /^Rationale/).fill('Kept through the end of a session.');
  // The refused save asks who is logged in: nobody, so the portal offers a login in place, the form
  // kept (hidden) behind it.
  const notice = page.getByRole('region', { name: 'Your session has ended' });
  await expect(notice).toBeVisible({ timeout: 6000 });
  await notice.getByRole('button', { name: 'Log in again' }).click();
  await notice.getByLabel('E-mail').fill(DEMO.member.mail);
  await notice.getByLabel('Password').fill(DEMO.member.password);
  const saved = page.waitForRequest(isSave);
  await notice.getByRole('button', { name: 'Login' }).click();
  await saved;
  await expect(status(page)).toContainText('Saved at');
  await page.reload();
  await expect(field(page, /^Rationale/)).toHaveValue('Kept through the end of a session.');
});

test('the proposal form by keyboard alone: fields, Add keyword, and Send’s check', async ({ page }) => {
  await logInThroughWire(page, DEMO.admin);
  await page.goto('/conference-proposals/paper');
  await field(page, /^Title/).focus();
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Tab');
  await expect(field(page, /^Abstract/)).toBeFocused();
  const addKeyword = page.getByRole('button', { name: 'Add keyword' });
  await addKeyword.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Keyword 4' })).toBeFocused();
  await page.keyboard.type('archive');

  // Incomplete: Send checks first, asks nothing, and puts the focus on the first field to fix
  // (the question by keyboard: proposal-send-keyboard.spec.ts).
  await page.getByRole('button', { name: 'Send paper proposal' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field(page, /^Abstract/)).toBeFocused();
  await expect(field(page, /^Title/)).toHaveValue('Typed without a mouse');
});
