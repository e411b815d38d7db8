import type { Container } from 'inversify';
import { matchRoutes } from 'react-router-dom';
import { AppConfig, memberAreaPath } from '@/application/config/app-config';
import { LoadMenu } from '@/application/site/load-menu';
import { LoadPage } from '@/application/site/load-page';
import { Preferences } from '@/application/preferences/preferences';
import { LIST_PARTS, listsAmong } from '../pages/list-parts';
import { NOT_FOUND_ROUTE } from '../pages/not-found-path';
import { loadSanitizer } from '../shared/html-sanitizer';
import { SEARCH_ROUTE } from '../search/search-path';
import { GroupsLoader } from '@/application/groups/groups-loader';
import { CurrentViewer } from '@/application/session/current-viewer';
import { yieldToBrowser } from '../shared/yield-to-browser';
import type { LazyPart } from './lazy-part';
import {
  ABOUT_ROUTE,
  AboutPage,
  createRoutes,
  GenericPage,
  GROUP_LIST_ROUTE,
  GROUP_ROUTE,
  GroupListPage,
  GroupPage,
  FIRST_LOGIN_ROUTE,
  LOGIN_ROUTE,
  LoginPage,
  MemberAreaPage,
  NotFoundPage,
  PROPOSAL_ROUTE,
  ProposalPage,
  SearchPage,
  TOPIC_ROUTE,
  TopicPage,
} from './routes';

const ignore = () => undefined;

/**
 * Starts each load in a task of its own and settles once all have arrived. Asking for a part's code appends a
 * <link> for each file it needs, and a server-drawn group's screen, its bindings and its lists asked for at
 * once made one task of 60–80 ms on a phone's CPU (docs/performance.md).
 */
async function startEachInATask(loads: readonly (() => Promise<unknown>)[]): Promise<unknown> {
  const arriving: Promise<unknown>[] = [];
  for (const load of loads) {
    await yieldToBrowser();
    arriving.push(load());
  }
  return Promise.all(arriving);
}

/**
 * The screens the server draws (render-first-screen.tsx): content pages, the not-found screen (for a path
 * without a page, at its /404/ address), the search's results, the working groups, the about page and the
 * login form; for a member, a topic and the proposal form too (member-render.ts).
 */
const SERVER_DRAWN: Record<string, LazyPart<object>> = {
  '*': GenericPage,
  [NOT_FOUND_ROUTE]: NotFoundPage,
  [SEARCH_ROUTE]: SearchPage,
  [GROUP_LIST_ROUTE]: GroupListPage,
  [GROUP_ROUTE]: GroupPage,
  [ABOUT_ROUTE]: AboutPage,
  [LOGIN_ROUTE]: LoginPage,
  [FIRST_LOGIN_ROUTE]: LoginPage,
  [TOPIC_ROUTE]: TopicPage,
  [PROPOSAL_ROUTE]: ProposalPage,
};

/** Screens that read through the working groups' own bindings (useGroupService). */
const GROUP_SCREENS = new Set([GROUP_LIST_ROUTE, GROUP_ROUTE, TOPIC_ROUTE]);

/** Screens that show no CMS HTML: the static about page and the login form (routes.tsx). */
const OWN_WORDS_ONLY = new Set([ABOUT_ROUTE, LOGIN_ROUTE, FIRST_LOGIN_ROUTE]);

/**
 * Starts what the first screen will ask for before React has rendered anything: the header's and footer's
 * menus and, on a content page, its page answer and its screen's code. They then travel side by side
 * instead of each waiting for the code that asks for it (entry, then screen, then page, then menus).
 *
 * When the server drew the first screen (`served`: the keys of the answers it came with), the answers are
 * here already: only the code of the screen (a content page or the not-found screen) and of its lists is fetched. The promise settles once that code
 * has arrived, so that React can take the server's HTML over in one go.
 */
export function warmUp(container: Container, pathname: string, served: readonly string[] | null = null) {
  const screen = matchRoutes(createRoutes(container.get(AppConfig)), pathname)?.at(-1);
  const isContentPage = screen?.route.path === '*';
  const drawnPart = SERVER_DRAWN[screen?.route.path ?? ''];
  const loads: (() => Promise<unknown>)[] = drawnPart ? [() => drawnPart.preload()] : [];
  // A group's screen reads its use cases through the groups' own bindings, loaded apart (GroupsLoader); a
  // member's reads through the writing part too. Asked for in the take-over's render, a part's code appended
  // its <link>s there: 50-200 ms of one task on a topic of 200 comments at 4× CPU (issue 51).
  if (served && GROUP_SCREENS.has(screen?.route.path ?? '')) {
    const loader = container.get(GroupsLoader);
    const member = container.get(CurrentViewer).snapshot().loggedIn;
    loads.push(() => (member ? loader.loadWriting() : loader.load()));
  }
  // The member area, drawn for a member, is taken over with its code, the parts that draw what is new, and the
  // groups' bindings they read through: a part whose code came after the take-over was drawn afresh (issue 61).
  if (served && screen?.route.path === memberAreaPath(container.get(AppConfig))) {
    const loader = container.get(GroupsLoader);
    loads.push(
      () => MemberAreaPage.preload(),
      () => import('../session/member-area-page').then((module) => module.preloadMemberAreaParts()),
      () => loader.loadWriting(),
    );
  }
  if (served) {
    for (const list of listsAmong(served)) loads.push(() => LIST_PARTS[list].preload());
    return startEachInATask(loads);
  }
  const code = loads.map((load) => load());
  // Drawn here, CMS HTML needs the sanitizer: its code travels beside the answers. Not on a screen drawn from the
  // app's own words alone, whose first load it would only make heavier (it took /about-static over budget).
  if (!OWN_WORDS_ONLY.has(screen?.route.path ?? '')) loadSanitizer().catch(ignore);
  const loadMenu = container.get(LoadMenu);
  // In the reader's language, as the screen will ask for them.
  const { language } = container.get(Preferences).snapshot();
  loadMenu.load('main', language).catch(ignore);
  loadMenu.load('footer', language).catch(ignore);
  if (isContentPage) container.get(LoadPage).prefetch(pathname, language);
  return Promise.all(code);
}
