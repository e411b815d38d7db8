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
  toNewTopic,
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

const VISITOR: readonly Who[] = ['visitor'];
const PAPER_FORM = '/conference-proposals/paper';
const WORKSHOP_FORM = '/conference-proposals/workshop';
/** A screen that ends the session or changes the sandbox, drawn as the window shows it. */
const ALONE = { frame: 'window', alone: true } as const;
/**
 * The footer's language choice, in a browser of its own (the choice stays with the browser); with `then`, a
 * step to a part of the page, drawn as the window shows it.
 */
const inLanguage = (label: string, then?: Act): Pick<Screen, 'act' | 'alone' | 'frame'> => ({
  act: chooseLanguage(label, then),
  alone: true,
  ...(then ? { frame: 'window' } : {}),
});

/**
 * Every screen `npm run screenshots` draws into docs/screenshots/, one line each (docs/screenshots.md). The
 * README's gallery shows some of them by file name.
 */
export const SCREENS: readonly Screen[] = [
  { screen: 'home', path: '/', as: ['visitor'] },
  { screen: 'header', path: '/about-us', as: ['visitor', ...EVERY_ACCOUNT], frame: 'header' },
  { screen: 'news', path: '/news', as: ['visitor'] },
  {
    screen: 'news-filtered',
    path: '/news?field_tax_vocab_news_tid=1&field_tax_vocab_news_tags_tid[]=11',
    as: ['visitor'],
  },
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
  { screen: 'new-topic', path: '/group/1', as: ['member'], act: toNewTopic, frame: 'window' },
  { screen: 'member-area', path: '/my-necs', as: ['visitor', 'member', 'organizer', 'guest'] },
  { screen: 'account', path: '/user/account', as: ['member'] },
  { screen: 'proposals', path: '/conference-proposals', as: ['member', 'organizer'] },
  { screen: 'proposal-panel', path: '/conference-proposals/panel', as: ['organizer'] },
  { screen: 'proposal-paper', path: PAPER_FORM, as: ['member'] },
  { screen: 'proposal-workshop', path: WORKSHOP_FORM, as: ['member'] },
  { screen: 'proposal-send', path: PAPER_FORM, as: ['member'], act: askToSend, ...ALONE },
  { screen: 'proposal-offline', path: PAPER_FORM, as: ['member'], act: goOffline, ...ALONE },
  { screen: 'proposal-restore', path: WORKSHOP_FORM, as: ['member'], act: offerRestore, ...ALONE },
  { screen: 'not-found', path: '/no-such-page', as: ['visitor'], missing: true },
  { screen: 'menu-open', path: '/', as: ['visitor'], widths: [390], act: openMenu, frame: 'window' },
  { screen: 'submenu-open', path: '/', as: ['visitor'], act: openSubmenu('About'), frame: 'window' },
  { screen: 'scrolled-up', path: '/news', as: ['visitor'], act: scrollBackUp, frame: 'window' },
  { screen: 'still-loading', path: '/', as: ['visitor'], act: stallNextPage, ...ALONE, busy: true },
  { screen: 'logout', path: '/about-us', as: ['member'], act: logOut, ...ALONE },
  { screen: 'logout-not-complete', path: PAPER_FORM, as: ['member'], act: failProposalLogout, ...ALONE },
  { screen: 'session-ended', path: '/about-us', as: ['member'], act: attachSessionEnded, ...ALONE },
  { screen: 'page-de', path: '/about-us', as: VISITOR, widths: [1280], ...inLanguage('Deutsch') },
  { screen: 'news-fr', path: '/news', as: VISITOR, widths: [1280], ...inLanguage('Français') },
  { screen: 'timeline-es', path: '/about-us/history', as: VISITOR, widths: [390], ...inLanguage('Español') },
  { screen: 'login-de', path: '/user/login', as: VISITOR, widths: [390], ...inLanguage('Deutsch') },
  {
    screen: 'new-topic-de',
    path: '/group/1',
    as: ['member'],
    widths: [1280],
    ...inLanguage('Deutsch', toNewTopic),
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
