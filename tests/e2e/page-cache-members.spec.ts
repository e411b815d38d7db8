import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { accountNav, DEMO, logIn, resetFlood } from './support/accounts';
import { uncachedPath } from './support/page-cache';

/**
 * Members and visitors through nginx's page cache (`nginx` project only; docs/deploy.md, section 7), in Chromium:
 * a logged-in member's page requests carry Drupal's session cookie and never meet the cache (the renderer draws
 * them for that member, or answers the app), so nothing the member was given is kept, and a visitor asking for the
 * same paths afterwards gets the visitor's own pages.
 *
 * Only a browser shows: the session cookie Chromium keeps after a real login and sends with each page request, gone
 * after the logout, and nginx's cache seen from a member's and a visitor's browser context.
 */
const DRAWN = /<div id="root"><.+<h1[^>]*>/s;
const APP = '<div id="root"></div>';

test.beforeEach(async ({ page }) => {
  await resetFlood(page);
});

test('a member’s pages bypass the cache, and a visitor asking for them afterwards gets none of them', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Paths nobody has asked for yet: the member is the first, so a cache that kept the member's would show it.
  const publicPaths = ['/about-us', '/news'].map((path) => uncachedPath(path, testInfo));
  const memberArea = uncachedPath('/my-necs', testInfo);

  await logIn(page, DEMO.member);
  for (const path of publicPaths) {
    const answer = await page.goto(path);
    await expectMembersAnswer(answer, path);
    // Drawn for the member (src/server/member-render.ts): the page with their own header.
    const html = (await answer?.text()) ?? '';
    expect(html, path).toMatch(DRAWN);
    expect(html, path).toContain('>Logout<');
    await expect(accountNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  }
  const area = await page.goto(memberArea);
  await expectMembersAnswer(area, memberArea);
  // Drawn for them too, their name in it: what the visitor asks for below must not be this.
  expect(await area?.text()).toContain(`Welcome, ${DEMO.member.name}.`);
  await expect(page.getByText(`Welcome, ${DEMO.member.name}.`)).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  for (const path of [...publicPaths, memberArea]) {
    const answer = await visitorPage.goto(path);
    // MISS: the visitor's own request filled the cache, nothing the member was given had been kept.
    expect(answer?.headers()['x-cache-status'], path).toBe('MISS');
    expect(answer?.headers()['cache-control'], path).not.toContain('private');
    const html = (await answer?.text()) ?? '';
    // The member area is the app for everyone (drawn in the browser, which sends a visitor to the login).
    expect(html, path).toMatch(path === memberArea ? APP : DRAWN);
    expect(html, path).not.toContain(DEMO.member.name);
    expect(html, path).not.toContain('Logout');
    // And the next visitor is served that same page from the cache.
    const again = await visitor.request.get(path);
    expect(again.headers()['x-cache-status'], path).toBe('HIT');
    expect(await again.text(), path).toBe(html);
    await expectVisitorOn(visitorPage);
  }
  await visitor.close();
});

test('logging out through nginx ends the session: the next request is a visitor’s again', async ({
  page,
  context,
  request,
}, testInfo) => {
  const path = uncachedPath('/about-us', testInfo);
  await logIn(page, DEMO.member);
  const session = (await context.cookies()).find((cookie) => /^S?SESS/.test(cookie.name));
  expect(session, 'Drupal’s session cookie').toBeDefined();
  /** Who Drupal takes that cookie for, asked past the browser. */
  const userOfCookie = async () => {
    const answer = await request.get('/cms/necs-json/get/page?uri=/', {
      headers: { Cookie: `${session?.name}=${session?.value}` },
    });
    return ((await answer.json()) as { data: { session: { user_id: number } } }).data.session.user_id;
  };
  expect(await userOfCookie()).toBeGreaterThan(0);
  await expectMembersAnswer(await page.goto(path), path);

  await accountNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await context.cookies()).filter((cookie) => /^S?SESS/.test(cookie.name))).toEqual([]);

  const after = await page.goto(path);
  expect(after?.headers()['x-cache-status']).toBe('MISS');
  expect(after?.headers()['cache-control']).toContain('s-maxage=');
  expect(await after?.text()).toMatch(DRAWN);
  expect((await page.reload())?.headers()['x-cache-status']).toBe('HIT');
  await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

  // Drupal ended the session too: the old cookie, sent again, names no one.
  expect(await userOfCookie()).toBe(0);
});

/** A member's page request: past the cache, for this browser only. */
async function expectMembersAnswer(answer: Response | null, path: string) {
  expect(answer?.status(), path).toBe(200);
  expect(answer?.headers()['x-cache-status'], path).toBe('BYPASS');
  expect(answer?.headers()['cache-control'], path).toBe('private, no-store');
}

/** The portal, taken over in the browser, shows a visitor: Login, no Logout, no member's name. */
async function expectVisitorOn(page: Page) {
  await expect(accountNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(accountNav(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByText(DEMO.member.name)).toHaveCount(0);
}
