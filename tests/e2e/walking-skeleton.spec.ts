import { expect, test } from './support/test';
import { DEMO, logIn, resetFlood } from './support/accounts';

/**
 * A walking skeleton of the portal: a visitor reads and follows the menu; a member logs in and out. (A wrong
 * password's message is tests/ui/login-page.test.tsx's; the sandbox's refusal of an unsafe call without the CSRF
 * token, tests/sandbox/cms-csrf.test.ts's.)
 *
 * Only a browser shows: the menu followed as real navigation, and the login's cookie and the storage a real browser
 * keeps, empty of the member's e-mail after the logout.
 */

test('a visitor reads the home page with its menu and footer, then opens another page from the menu', async ({
  page,
}) => {
  await page.goto('/');
  const mainMenu = page.getByRole('navigation', { name: 'Main' });
  await expect(mainMenu.getByRole('link', { name: 'News' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('European Network for Cinema and Media Studies');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await mainMenu.getByRole('link', { name: 'Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/membership/i);
});

test('a member logs in, sees the member area link and logs out again', async ({ page }) => {
  await resetFlood(page);
  await logIn(page, DEMO.member);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My NECS');
  await expect(page.getByText(`Welcome, ${DEMO.member.name}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My NECS' })).toHaveCount(0);
  const stored = await page.evaluate(
    () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
  );
  expect(stored).not.toContain(DEMO.member.mail);
});
