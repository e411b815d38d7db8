import type { RouteObject } from 'react-router-dom';
import { memberAreaPath, type AppConfig } from '@/application/config/app-config';
import { RouteLayout } from '../layout/route-layout';
import { RouteError } from '../shared/route-error';
import { lazyPart } from './lazy-route';

/** Carried by every route: the name of its layout (name + `Layout`; the plain layout when absent). */
export interface RouteHandle {
  readonly layout?: string;
}

// Every screen is its own lazily loaded part, so a visitor of a public page never downloads the member,
// group, proposal or editor code.
const NotFoundPage = lazyPart(
  () => import('../pages/not-found-page'),
  (m) => m.NotFoundPage,
);
const AboutPage = lazyPart(
  () => import('../pages/about-page'),
  (m) => m.AboutPage,
);
const LoginPage = lazyPart(
  () => import('../session/login-page'),
  (m) => m.LoginPage,
);
const AccountPage = lazyPart(
  () => import('../session/account-page'),
  (m) => m.AccountPage,
);
const MemberAreaPage = lazyPart(
  () => import('../session/member-area-page'),
  (m) => m.MemberAreaPage,
);
const GroupPage = lazyPart(
  () => import('../groups/group-page'),
  (m) => m.GroupPage,
);
const TopicPage = lazyPart(
  () => import('../groups/topic-page'),
  (m) => m.TopicPage,
);
const ProposalPage = lazyPart(
  () => import('../proposals/proposal-page'),
  (m) => m.ProposalPage,
);
const GenericPage = lazyPart(
  () => import('../pages/generic-page'),
  (m) => m.GenericPage,
);

const main: RouteHandle = { layout: 'main' };

/** The spec's route table; the member area's path depends on the app's short name. */
export function createRoutes(config: Pick<AppConfig, 'appName'>): RouteObject[] {
  return [
    {
      element: <RouteLayout />,
      errorElement: <RouteError />,
      children: [
        {
          // Errors of a screen render inside the layout, so the menu stays usable.
          errorElement: <RouteError />,
          children: [
            { path: '/404/:resource', handle: main, element: <NotFoundPage /> },
            { path: '/about-static', handle: main, element: <AboutPage /> },
            { path: '/user/login', handle: main, element: <LoginPage /> },
            { path: '/user/first-login', handle: main, element: <LoginPage /> },
            { path: '/user/account', handle: main, element: <AccountPage /> },
            { path: '/group/:id?', handle: main, element: <GroupPage /> },
            { path: '/group_topics/single/:id', handle: main, element: <TopicPage /> },
            { path: '/conference-proposals/:kind?', handle: main, element: <ProposalPage /> },
            { path: memberAreaPath(config), handle: { layout: 'member' }, element: <MemberAreaPage /> },
            { path: '*', handle: main, element: <GenericPage /> },
          ],
        },
      ],
    },
  ];
}
