import type { Page, Request } from '@playwright/test';
import { loadUntilQuiet, watchNetwork } from '../../scripts/bench/network-quiet';
import { DEMO } from './support/accounts';
import { logInThroughWire } from './support/wire-login';
import { expect, test } from './support/test';

/**
 * Issue 30: each answer of a remote system is asked for once per screen load, by a visitor and by a member.
 * A second GET of the same address is a request the reader waits on for nothing (it was a member's `/`
 * asking Drupal for its page twice: once for the screen, once more to learn whether the session held).
 *
 * Only a browser shows: every request a real load makes until the network is quiet, lazily loaded code's calls and the
 * server-drawn page's hand-over included, and a new tab learning the login from its cookie.
 */

/** Where the portal reaches the three systems (public/config.json: cmsUrl, membershipUrl, proposalsUrl). */
const REMOTE_PREFIXES = ['/cms/', '/membership/', '/proposals/'];

/** Screens of each kind a visitor and a member read: home, a CMS page, the lists, the working groups. */
const SCREENS = ['/', '/about-us', '/news', '/conferences', '/group', '/group/1'];

/** And a member's own: a topic, the member area, the proposal form (whose call its head and its form share). */
const MEMBER_SCREENS = [...SCREENS, '/group_topics/single/902', '/my-necs', '/conference-proposals/paper'];

/**
 * Every GET to a remote system during one load of `path`, until the network is quiet, by address. A screen
 * the server drew may ask nothing at all (its answers came with it): none asked twice holds then too.
 */
async function remoteGetsOf(page: Page, path: string): Promise<Map<string, number>> {
  const gets = new Map<string, number>();
  const onRequest = (request: Request) => {
    const { pathname, search } = new URL(request.url());
    const remote = REMOTE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (request.method() === 'GET' && remote)
      gets.set(pathname + search, (gets.get(pathname + search) ?? 0) + 1);
  };
  page.on('request', onRequest);
  try {
    await loadUntilQuiet(page, path);
  } finally {
    page.off('request', onRequest);
  }
  return gets;
}

const askedTwice = (gets: Map<string, number>) =>
  [...gets].filter(([, times]) => times > 1).map(([url, times]) => `${times}× ${url}`);

/** What each screen asked twice, by screen; only the screens with something to say. */
const twiceByScreen = (found: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(found).filter(([, twice]) => twice.length > 0));

// One test per reader, its screens loaded in turn (a load each, until the network is quiet): a login and a
// browser context per screen cost more than the loads measured. A failure names every screen that asked twice.
test("a visitor's load of each screen asks each remote answer once", async ({ context }) => {
  test.setTimeout(90_000);
  const found: Record<string, string[]> = {};
  for (const path of SCREENS) {
    // A tab of its own for each, as a first visit: nothing kept in the tab or the browser's storage.
    const tab = await context.newPage();
    found[path] = askedTwice(await remoteGetsOf(tab, path));
    await tab.evaluate(() => localStorage.clear());
    await tab.close();
  }
  expect(twiceByScreen(found)).toEqual({});
});

/**
 * A member's tab keeps the login in sessionStorage: the tab they logged in with knows who they are, a new tab
 * (a link opened aside, a bookmark) learns it from the first answer. Both load each screen once.
 */
test("a member's load of each screen asks each remote answer once, in the login's tab and in a new one", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const settling = watchNetwork(page);
  await logInThroughWire(page, DEMO.member);
  // What the login led to (the member area's answers, the drawn login screen's menus read again) is over
  // before the measured loads begin: a request of the page being left is not one of the next screen's.
  await settling.quiet();
  settling.stop();
  const found: Record<string, string[]> = {};
  for (const path of MEMBER_SCREENS) {
    found[`${path} in the login’s tab`] = askedTwice(await remoteGetsOf(page, path));
    const tab = await context.newPage();
    found[`${path} in a new tab`] = askedTwice(await remoteGetsOf(tab, path));
    await tab.close();
  }
  expect(twiceByScreen(found)).toEqual({});
});
