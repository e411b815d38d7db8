/**
 * Who each screen of the route table (routes.tsx; docs/behaviour.md, 'Routes and layouts') is for, by its route
 * path: what a visitor may open and must get within the first-load budget, and what shows a member's own data. A
 * unit test holds the two lists to the route table, so a new route must be sorted into one of them; the budget's
 * browser test and the duplicate-request test open every public address listed here. Plain data, so tests outside
 * the app (Playwright, the bench) import it without the app's code.
 */

/** Each public route with the addresses that open it: every kind of content page for the catch-all. */
export const PUBLIC_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['/', '/about-us', '/about-us/history', '/news', '/conferences'],
  '/404/:resource': ['/404/no-such-page'],
  '/about-static': ['/about-static'],
  '/user/login': ['/user/login'],
  '/user/first-login': ['/user/first-login'],
  '/group': ['/group'],
  '/group/:id': ['/group/1'],
  '/search': ['/search?q=film'],
};

/** Routes whose screen is the member's own: behind the login, or its content for members only. */
export const MEMBERS_ROUTES: readonly string[] = [
  '/user/account',
  '/group_topics/single/:id',
  '/comment/:cid',
  '/conference-proposals/:kind?',
  // The member area's path is the app's short name (memberAreaPath): `/my-necs`.
  '/my-:appName',
];

/** Every address of a public screen to try, in the order of the table above. */
export const PUBLIC_ADDRESSES: readonly string[] = Object.values(PUBLIC_ROUTES).flat();
