import { memberAreaPath } from '@/application/config/app-config';
import {
  ABOUT_ROUTE,
  createRoutes,
  GROUP_LIST_ROUTE,
  GROUP_ROUTE,
  FIRST_LOGIN_ROUTE,
  LOGIN_ROUTE,
  PROPOSAL_ROUTE,
  TOPIC_ROUTE,
} from '@/ui/app/routes';
import { NOT_FOUND_ROUTE } from '@/ui/pages/not-found-path';
import { SEARCH_ROUTE } from '@/ui/search/search-path';
import { matchedRoute } from '../matched-route';

/**
 * What a render drew, as a metric's label: the family of its route (docs/behaviour.md, 'Routes and layouts'), a
 * content page told apart by its Drupal type, and the feeds. A handful of values whatever the paths asked, so
 * a label never grows with the site (a path per label would).
 */
export type ScreenKind =
  | 'home'
  | 'content'
  | 'news'
  | 'conference'
  | 'search'
  | 'group-list'
  | 'group'
  | 'topic'
  | 'member-area'
  | 'proposal'
  | 'account'
  | 'login'
  | 'about'
  | 'not-found'
  | 'feed';

const BY_ROUTE: Readonly<Record<string, ScreenKind>> = {
  [NOT_FOUND_ROUTE]: 'not-found',
  [ABOUT_ROUTE]: 'about',
  [LOGIN_ROUTE]: 'login',
  [FIRST_LOGIN_ROUTE]: 'login',
  '/user/account': 'account',
  [GROUP_LIST_ROUTE]: 'group-list',
  [GROUP_ROUTE]: 'group',
  [TOPIC_ROUTE]: 'topic',
  [PROPOSAL_ROUTE]: 'proposal',
  [SEARCH_ROUTE]: 'search',
};

/** Drupal's content types that are screens of their own to a reader (src/domain/pages/page.ts). */
const BY_CONTENT_TYPE: Readonly<Record<string, ScreenKind>> = { news: 'news', conference: 'conference' };

/**
 * The kind of screen at `pathname` in the route table of the app named `appName` (the member area's path
 * depends on it); a content page's `contentType`, when the render learnt it, tells a news item or a
 * conference from any other page.
 */
export function screenKindOf(pathname: string, appName: string, contentType?: string): ScreenKind {
  const route = matchedRoute(createRoutes({ appName }), pathname)?.path;
  if (route === memberAreaPath({ appName })) return 'member-area';
  const kind = route === undefined ? undefined : BY_ROUTE[route];
  if (kind) return kind;
  if (contentType && BY_CONTENT_TYPE[contentType]) return BY_CONTENT_TYPE[contentType];
  return pathname === '/' ? 'home' : 'content';
}
