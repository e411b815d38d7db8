import type { Page, Request } from '@playwright/test';
import { loadUntilQuiet, watchNetwork } from '../../scripts/bench/network-quiet';
import { DEMO, logIn } from './support/accounts';
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

for (const path of SCREENS) {
  test(`a visitor's load of ${path} asks each remote answer once`, async ({ page }) => {
    const gets = await remoteGetsOf(page, path);
    expect(askedTwice(gets)).toEqual([]);
  });
}

/**
 * A member's tab keeps the login in sessionStorage: the tab they logged in with knows who they are, a new tab
 * (a link opened aside, a bookmark) learns it from the first answer. Both load each screen once.
 */
for (const path of MEMBER_SCREENS) {
  test(`a member's load of ${path} asks each remote answer once, in the login's tab and in a new one`, async ({
    page,
    context,
  }) => {
    const settling = watchNetwork(page);
    await logIn(page, DEMO.member);
    // What the login led to (the member area's answers, the drawn login screen's menus read again) is over
    // before the measured load begins: a request of the page being left is not one of the next screen's.
    await settling.quiet();
    settling.stop();
    expect(askedTwice(await remoteGetsOf(page, path)), 'in the login’s tab').toEqual([]);
    const tab = await context.newPage();
    expect(askedTwice(await remoteGetsOf(tab, path)), 'in a new tab').toEqual([]);
  });
}
