import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accountNav, DEMO, logIn, resetFlood } from './support/accounts';
import { openPaperForm, proposalStatus, type ProposalToken } from './support/proposal-token';

/**
 * Issue 16, "Trust under faults": logout ends every session it opened, in the content system (Drupal), the
 * membership system (SEWOBE) and the proposal system, and the sandbox refuses each of them afterwards. A
 * logout one system fails, named with Try again that ends that session alone, is tests/ui/logout-notice.test.tsx's.
 *
 * Only a browser shows: the cookie, bearer token and SEWOBE session a real browser collects on its way to the paper
 * form, each refused once the Logout button is pressed.
 */

/** What a logout has to end, as the browser's traffic shows it: the proposal token, and these. */
interface OpenSessions extends ProposalToken {
  /** SEWOBE's SESSION from the KP_LOGIN answer. */
  readonly membership: string;
  /** The Drupal session cookie, `name=value`. */
  readonly cookie: string;
}

/** Logs the member in and opens the paper form, so the proposal system hands out a token. */
async function logInWithAllSessions(page: Page, context: BrowserContext): Promise<OpenSessions> {
  const membershipLogin = page.waitForResponse((response) => response.url().endsWith('/KP_LOGIN'));
  await logIn(page, DEMO.member);
  const { SESSION: membership } = (await (await membershipLogin).json()) as { SESSION: string };
  const token = await openPaperForm(page);
  const cookie = (await context.cookies()).find(({ name }) => name.startsWith('SSESS'));
  if (!cookie) throw new Error('The browser holds no content-system session cookie.');
  return { ...token, membership, cookie: `${cookie.name}=${cookie.value}` };
}

const membershipValid = async (page: Page, { membership }: OpenSessions) => {
  const answer = await page.request.post('/membership/zugang/api/KP_CHECK_SESSION', {
    form: { SESSION_CHECK: membership },
  });
  return ((await answer.json()) as { STATUSCODE: number }).STATUSCODE === 1;
};

const contentUser = async (page: Page, { cookie }: OpenSessions) => {
  const answer = await page.request.get('/cms/necs-json/get/page?uri=/', { headers: { cookie } });
  return Number(((await answer.json()) as { data: { session: { user_id: number } } }).data.session.user_id);
};

async function expectAllOpen(page: Page, sessions: OpenSessions): Promise<void> {
  expect(sessions.bearer).toMatch(/^Bearer \S+$/);
  expect(await proposalStatus(page, sessions)).not.toBe(401);
  expect(await membershipValid(page, sessions)).toBe(true);
  expect(await contentUser(page, sessions)).toBe(7);
}

const logOut = (page: Page) => accountNav(page).getByRole('button', { name: 'Logout' }).click();
const loggedOut = (page: Page) => expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test('logout ends the content, membership and proposal sessions: the sandbox refuses all three', async ({
  page,
  context,
}) => {
  const sessions = await logInWithAllSessions(page, context);
  await expectAllOpen(page, sessions);

  await logOut(page);
  await loggedOut(page);
  await expect(page.getByRole('heading', { name: 'Logout not complete' })).toHaveCount(0);
  expect(await proposalStatus(page, sessions)).toBe(401);
  expect(await membershipValid(page, sessions)).toBe(false);
  expect(await contentUser(page, sessions)).toBe(0);
});
