/**
 * The screens the outside checks go through (issue 28: the Nu Html Checker, reflow at 320 CSS px): a
 * visitor's public ones, a missing page among them, and a member's once logged in.
 */
export const VISITOR_SCREENS = [
  '/',
  '/about-us',
  '/news',
  '/conferences',
  '/about-us/history',
  '/about-static',
  '/search?q=film',
  '/user/login',
  '/group',
  '/no-such-page',
] as const;

export const MEMBER_SCREENS = [
  '/my-necs',
  '/group',
  '/group/1',
  '/group_topics/single/902',
  '/conference-proposals',
  '/conference-proposals/paper',
  '/user/account',
] as const;
