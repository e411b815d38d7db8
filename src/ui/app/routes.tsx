import { Outlet, type RouteObject } from 'react-router-dom';
import { memberAreaPath, type AppConfig } from '@/application/config/app-config';
import { RouteLayout } from '../layout/route-layout';
import { RouteErrorBoundary } from '../shared/route-error';
import { NOT_FOUND_ROUTE } from '../pages/not-found-path';
import { lazyPart } from './lazy-part';

// Every screen is its own lazily loaded part, so a visitor of a public page never downloads the member,
// group, proposal or editor code.
export const NotFoundPage = lazyPart(
  () => import('../pages/not-found-page'),
  (m) => m.NotFoundPage,
);
export const AboutPage = lazyPart(
  () => import('../pages/about-page'),
  (m) => m.AboutPage,
);
/** The login form, drawn by the server too (it works once its code has arrived). */
export const LoginPage = lazyPart(
  () => import('../session/login-page'),
  (m) => m.LoginPage,
);
const AccountPage = lazyPart(
  () => import('../session/account-page'),
  (m) => m.AccountPage,
);
export const MemberAreaPage = lazyPart(
  () => import('../session/member-area-page'),
  (m) => m.MemberAreaPage,
);
/** The list and one group apart: neither screen's first load carries the other's code. */
export const GroupListPage = lazyPart(
  () => import('../groups/group-list-page'),
  (m) => m.GroupListPage,
);
export const GroupPage = lazyPart(
  () => import('../groups/group-page'),
  (m) => m.GroupPage,
);
export const TopicPage = lazyPart(
  () => import('../groups/topic-page'),
  (m) => m.TopicPage,
);
/** A stock Drupal's comment permalink, which sends the reader on to the comment's topic. */
const CommentLinkPage = lazyPart(
  () => import('../groups/comment-link-page'),
  (m) => m.CommentLinkPage,
);
export const ProposalPage = lazyPart(
  () => import('../proposals/proposal-page'),
  (m) => m.ProposalPage,
);
/** The site search's results (drawn by the server for a visitor too). */
export const SearchPage = lazyPart(
  () => import('../search/search-page'),
  (m) => m.SearchPage,
);
/** The content system's pages: every path no other screen takes. */
export const GenericPage = lazyPart(
  () => import('../pages/generic-page'),
  (m) => m.GenericPage,
);

/** The working groups' list and a group's page: drawn by the server for a visitor too. */
export const GROUP_LIST_ROUTE = '/group';
export const GROUP_ROUTE = '/group/:id';
export const TOPIC_ROUTE = '/group_topics/single/:id';
/** A stock Drupal's comment permalink (comment-link-page.tsx). */
export const COMMENT_ROUTE = '/comment/:cid';
export const PROPOSAL_ROUTE = '/conference-proposals/:kind?';
/** The static about page, drawn by the server too. */
export const ABOUT_ROUTE = '/about-static';
/** The login form: the same for every visitor, drawn by the server too. */
export const LOGIN_ROUTE = '/user/login';
/** The same form, where a new member is sent to log in for the first time. */
export const FIRST_LOGIN_ROUTE = '/user/first-login';
/** Both addresses of the login form, drawn alike (render-first-screen.tsx) and taken over alike (warm-up.ts). */
export const LOGIN_ROUTES: readonly string[] = [LOGIN_ROUTE, FIRST_LOGIN_ROUTE];

/** Each app name's table, made once: the server draws every page with a container of its own. */
const tables = new Map<string, RouteObject[]>();

/**
 * The route table of docs/behaviour.md, 'Routes and layouts'; the member area's path depends on the app's short
 * name.
 */
export function createRoutes({ appName }: Pick<AppConfig, 'appName'>): RouteObject[] {
  let table = tables.get(appName);
  if (!table) tables.set(appName, (table = routeTable(appName)));
  return table;
}

function routeTable(appName: string): RouteObject[] {
  return [
    {
      // An error in a layout itself shows without it; a screen's error shows inside its layout (RouteLayout).
      element: (
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: <RouteLayout layout="main" />,
          children: [
            { path: NOT_FOUND_ROUTE, element: <NotFoundPage /> },
            { path: ABOUT_ROUTE, element: <AboutPage /> },
            { path: LOGIN_ROUTE, element: <LoginPage /> },
            { path: FIRST_LOGIN_ROUTE, element: <LoginPage /> },
            { path: '/user/account', element: <AccountPage /> },
            { path: GROUP_LIST_ROUTE, element: <GroupListPage /> },
            { path: GROUP_ROUTE, element: <GroupPage /> },
            { path: TOPIC_ROUTE, element: <TopicPage /> },
            { path: COMMENT_ROUTE, element: <CommentLinkPage /> },
            { path: PROPOSAL_ROUTE, element: <ProposalPage /> },
            { path: '/search', element: <SearchPage /> },
            { path: '*', element: <GenericPage /> },
          ],
        },
        {
          element: <RouteLayout layout="member" />,
          children: [{ path: memberAreaPath({ appName }), element: <MemberAreaPage /> }],
        },
      ],
    },
  ];
}
