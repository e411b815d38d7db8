import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accountNav, DEMO, resetFlood } from './support/accounts';
import { editAnswered, field, onAnotherDevice, openForm, status } from './support/proposal-steps';
import { logInThroughWire } from './support/wire-login';

/**
 * Issue 80, item 5, "Logout always answers the first click": whatever a proposal form shows (words not sent, a
 * conflict, a copy kept on this device), one click on Logout asks its question or logs out at once.
 *
 * Only a browser shows: a kind sent and saved from another device (a browser context of its own), the saves'
 * real answers (409, 412) and the header's button pressed as a member presses it, held for a moment.
 *
 * The organizer's workshop (sent here) and panel (a conflict, then a kept copy) are this file's: the other
 * journeys only look at them (accessibility.spec.ts).
 */

const logoutButton = (page: Page) => accountNav(page).getByRole('button', { name: 'Logout' });

// Two devices and a few round trips each, with 2 s between an edit and its save.
test.slow();

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
  await logInThroughWire(page, DEMO.organizer);
});

/**
 * One press on Logout as a member makes it (the button in view, the pointer on it, held 120 ms), never a
 * second: the answer is the question about unsaved words, or the header's Login.
 */
async function logOutOnce(page: Page): Promise<'asked' | 'logged out'> {
  const button = logoutButton(page);
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  const box = await button.boundingBox();
  if (!box) throw new Error('Logout is not drawn');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
  const question = page.getByRole('dialog', { name: 'Your proposal is not saved yet' });
  const login = accountNav(page).getByRole('link', { name: 'Login' });
  await expect(question.or(login)).toBeVisible({ timeout: 5_000 });
  return (await question.isVisible()) ? 'asked' : 'logged out';
}

test('the menu coming back at the top of the page never covers Logout', async ({ page }) => {
  await page.goto('/conference-proposals/paper');
  await expect(field(page, /^Title/)).toBeVisible();
  // Far down the form, scrolling on: the menu is out of view ('hidden'). Then back to the top in one move, as
  // Home, a link to the top, or Logout brought into view (a Playwright click's) take it.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await page.mouse.wheel(0, 800);
  await expect(menu).toHaveAttribute('data-mode', 'hidden');
  // Out of view for some time, as when the member read on.
  await menu.evaluate((nav) => Promise.all(nav.getAnimations().map((slide) => slide.finished)));
  // Back at the top in one move: in every frame of the next 400 ms, a press on Logout reaches Logout.
  const covered = await page.evaluate(async () => {
    const logout = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Logout');
    const seen: string[] = [];
    window.scrollTo(0, 0);
    const until = performance.now() + 400;
    while (performance.now() < until) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const { left, top, width, height } = logout!.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      if (hit !== logout) seen.push(`${hit?.nodeName} (${hit?.textContent?.slice(0, 20)})`);
    }
    return seen;
  });
  expect(covered, 'what a press on Logout reached instead').toEqual([]);
  expect(await logOutOnce(page)).toBe('logged out');
});

test('words not sent: one click on Logout logs out, and the words go with it', async ({ page, browser }) => {
  const tag = Date.now().toString(36);
  const late = `A last thought, typed after the send (${tag}).`;
  await openForm(page, 'workshop', /^Title/);
  await editAnswered(page, async () => {
    await field(page, /^Title/).fill(`Archives in common (${tag})`);
    await field(page, /^Description/).fill('A workshop on shared archives.');
    await field(page, /^Format/).fill('Short talks, then work in small groups.');
    await field(page, /^Participant 1/).fill('Ana Lima, Universidade de Lisboa');
    await field(page, /^Participant 2/).fill('Jon Berg, Stockholm University');
  });
  await expect(status(page)).toContainText('Saved at');

  await onAnotherDevice(browser, DEMO.organizer, async (phone) => {
    await openForm(phone, 'workshop', /^Title/);
    await phone.getByRole('button', { name: 'Send workshop proposal' }).click();
    await phone
      .getByRole('dialog', { name: 'Send your workshop proposal?' })
      .getByRole('button', { name: 'Send now' })
      .click();
    await expect(phone.getByText(/This is what you sent/)).toBeVisible();
  });

  await editAnswered(page, () => field(page, /^Description/).fill(late), 409);
  await expect(page.getByRole('region', { name: 'These words were not sent' })).toContainText(late);

  // Nothing unsaved is left to ask about: the words not sent are the device's copy, gone with the logout.
  expect(await logOutOnce(page)).toBe('logged out');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(late);
});

test('a conflict: one click on Logout asks first', async ({ page, browser }) => {
  const tag = Date.now().toString(36);
  await openForm(page, 'panel', /^Panel title/);
  await editAnswered(page, () => field(page, /^Panel title/).fill(`Repair on screen (${tag})`));
  await onAnotherDevice(browser, DEMO.organizer, async (phone) => {
    await openForm(phone, 'panel', /^Panel title/);
    await expect(field(phone, /^Panel title/)).toHaveValue(`Repair on screen (${tag})`);
    await editAnswered(phone, () => field(phone, /^Rationale/).fill(`Saved on the phone (${tag}).`));
  });
  await editAnswered(page, () => field(page, /^Rationale/).fill(`Typed on the laptop (${tag}).`), 412);
  await expect(page.getByRole('region', { name: 'This proposal was changed elsewhere' })).toBeVisible();

  expect(await logOutOnce(page)).toBe('asked');
});

test('a kept copy: one click on Logout asks first', async ({ page }) => {
  const tag = Date.now().toString(36);
  const kept = `Kept on this device (${tag}).`;
  await openForm(page, 'panel', /^Panel title/);
  // A save that cannot go, a Logout that keeps a copy, and the same member back: the copy is offered.
  await page.route('**/forms-data/update', (route) => route.abort('connectionrefused'));
  await field(page, /^Rationale/).fill(kept);
  expect(await logOutOnce(page)).toBe('asked');
  await page
    .getByRole('dialog', { name: 'Your proposal is not saved yet' })
    .getByRole('button', { name: 'Keep a copy on this device' })
    .click();
  await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.unroute('**/forms-data/update');
  await logInThroughWire(page, DEMO.organizer);
  await page.goto('/conference-proposals/panel');
  await expect(page.getByRole('region', { name: /on this device$/ })).toContainText(kept);

  expect(await logOutOnce(page)).toBe('asked');
});
