import type { DemoAccountKey } from '../../sandbox/demo-data/accounts';
import {
  askToSend,
  attachSessionEnded,
  chooseLanguage,
  failedLogin,
  failProposalLogout,
  goOffline,
  logOut,
  offerRestore,
  openMenu,
  openSubmenu,
  scrollBackUp,
  showNewTopicForm,
  stallNextPage,
  type Act,
} from './actions';

/** Who draws a screen: a visitor, or a demo account logged in through the login screen. */
export type Who = 'visitor' | DemoAccountKey;

export const WIDTHS = [390, 1280] as const;
export type Width = (typeof WIDTHS)[number];

export interface Screen {
  /** The file name's first part: `<screen>-<who>-<width>.png`. */
  readonly screen: string;
  /** The address opened first (a route of src/ui/app/routes.tsx; a test holds them to the table). */
  readonly path: string;
  readonly as: readonly Who[];
  /** Both widths unless said. */
  readonly widths?: readonly Width[];
  /** What a person does after the page has settled, before the picture. */
  readonly act?: Act;
  /** The whole page (default), what the window shows (`window`), or the page's header alone (`header`). */
  readonly frame?: 'page' | 'window' | 'header';
  /** A screen that ends the session or changes the sandbox: drawn in a browser of its own, after the others. */
  readonly alone?: boolean;
  /** The picture shows a wait (a loading state): drawn without waiting for it to end. */
  readonly busy?: boolean;
  /** A path the content system has no page at, on purpose (the not-found screen). */
  readonly missing?: boolean;
}

/** The accounts that log in; `blocked` and `locked` are refused at the login screen (login-refused). */
const EVERY_ACCOUNT: readonly Who[] = ['member', 'organizer', 'editor', 'admin', 'developer', 'guest'];
/** Demo accounts the login screen refuses: they draw only its refusal, as visitors. */
export const REFUSED: readonly Who[] = ['blocked', 'locked'];

/**
 * Every screen `npm run screenshots` draws into docs/screenshots/, one line each (docs/screenshots.md). The
 * README's gallery shows some of them by file name.
 */
export const SCREENS: readonly Screen[] = [
  { screen: 'home', path: '/', as: ['visitor'] },
  { screen: 'header', path: '/about-us', as: ['visitor', ...EVERY_ACCOUNT], frame: 'header' },
  { screen: 'news', path: '/news', as: ['visitor'] },
  { screen: 'news-filtered', path: '/news?field_tax_vocab_news_tid=1', as: ['visitor'] },
  { screen: 'conferences', path: '/conferences', as: ['visitor'] },
  { screen: 'conference', path: '/conferences/2027-lisbon', as: ['visitor'] },
  { screen: 'timeline', path: '/about-us/history', as: ['visitor'] },
  { screen: 'page', path: '/about-us', as: ['visitor'] },
  { screen: 'search', path: '/search?q=film', as: ['visitor'] },
  { screen: 'login', path: '/user/login', as: ['visitor'] },
  { screen: 'login-error', path: '/user/login', as: ['visitor'], act: failedLogin('not-the-password') },
  { screen: 'login-refused', path: '/user/login', as: REFUSED, act: failedLogin() },
  { screen: 'groups', path: '/group', as: ['visitor', 'member', 'editor'] },
  { screen: 'group', path: '/group/1', as: ['visitor', 'member', 'editor'] },
  { screen: 'group-to-join', path: '/group/3', as: ['member'] },
  { screen: 'topic', path: '/group_topics/single/902', as: ['visitor', 'member'] },
  { screen: 'new-topic', path: '/group/1', as: ['member'], act: showNewTopicForm, frame: 'window' },
  { screen: 'member-area', path: '/my-necs', as: ['visitor', 'member', 'organizer', 'guest'] },
  { screen: 'account', path: '/user/account', as: ['member'] },
  { screen: 'proposals', path: '/conference-proposals', as: ['member', 'organizer'] },
  { screen: 'proposal-panel', path: '/conference-proposals/panel', as: ['organizer'] },
  { screen: 'proposal-paper', path: '/conference-proposals/paper', as: ['member'] },
  { screen: 'proposal-workshop', path: '/conference-proposals/workshop', as: ['member'] },
  {
    screen: 'proposal-send',
    path: '/conference-proposals/paper',
    as: ['member'],
    act: askToSend,
    frame: 'window',
    alone: true,
  },
  {
    screen: 'proposal-offline',
    path: '/conference-proposals/paper',
    as: ['member'],
    act: goOffline,
    frame: 'window',
    alone: true,
  },
  {
    screen: 'proposal-restore',
    path: '/conference-proposals/workshop',
    as: ['member'],
    act: offerRestore,
    frame: 'window',
    alone: true,
  },
  { screen: 'not-found', path: '/no-such-page', as: ['visitor'], missing: true },
  { screen: 'menu-open', path: '/', as: ['visitor'], widths: [390], act: openMenu, frame: 'window' },
  { screen: 'submenu-open', path: '/', as: ['visitor'], act: openSubmenu('About'), frame: 'window' },
  { screen: 'scrolled-up', path: '/news', as: ['visitor'], act: scrollBackUp, frame: 'window' },
  {
    screen: 'still-loading',
    path: '/',
    as: ['visitor'],
    act: stallNextPage,
    frame: 'window',
    alone: true,
    busy: true,
  },
  { screen: 'logout', path: '/about-us', as: ['member'], act: logOut, frame: 'window', alone: true },
  {
    screen: 'logout-not-complete',
    path: '/conference-proposals/paper',
    as: ['member'],
    act: failProposalLogout,
    frame: 'window',
    alone: true,
  },
  {
    screen: 'session-ended',
    path: '/about-us',
    as: ['member'],
    act: attachSessionEnded,
    frame: 'window',
    alone: true,
  },
  {
    screen: 'page-in-german',
    path: '/about-us',
    as: ['visitor'],
    widths: [1280],
    act: chooseLanguage('Deutsch'),
    alone: true,
  },
  {
    screen: 'news-in-french',
    path: '/news',
    as: ['visitor'],
    widths: [1280],
    act: chooseLanguage('Français'),
    alone: true,
  },
  {
    screen: 'timeline-in-spanish',
    path: '/about-us/history',
    as: ['visitor'],
    widths: [390],
    act: chooseLanguage('Español'),
    alone: true,
  },
  {
    screen: 'login-in-german',
    path: '/user/login',
    as: ['visitor'],
    widths: [390],
    act: chooseLanguage('Deutsch'),
    alone: true,
  },
  {
    screen: 'new-topic-in-german',
    path: '/group/1',
    as: ['member'],
    widths: [1280],
    act: chooseLanguage('Deutsch', showNewTopicForm),
    alone: true,
    frame: 'window',
  },
];

/** The picture's file name: `<screen>-<who>-<width>.png`. */
export const fileName = (screen: Screen, who: Who, width: Width): string =>
  `${screen.screen}-${who}-${width}.png`;

/** Every picture the screens make, each once. */
export function pictures(screens: readonly Screen[] = SCREENS): { screen: Screen; who: Who; width: Width }[] {
  return screens.flatMap((screen) =>
    (screen.widths ?? WIDTHS).flatMap((width) => screen.as.map((who) => ({ screen, who, width }))),
  );
}
