import { holdsRole, type RoleMap } from '../session/roles';

/** Who may see a menu item. Main-menu items may be limited to logged-in users, footer items to named roles. */
export type MenuVisibility =
  { kind: 'everyone' } | { kind: 'logged-in' } | { kind: 'roles'; roles: readonly string[] };

export interface MenuItem {
  readonly label: string;
  readonly href: string;
  readonly nid: number | null;
  readonly children: readonly MenuItem[];
  readonly visibility: MenuVisibility;
}

export type MenuType = 'main' | 'footer';

interface Viewer {
  readonly loggedIn: boolean;
  readonly roles: RoleMap;
}

export function isMenuItemVisible(item: MenuItem, viewer: Viewer): boolean {
  switch (item.visibility.kind) {
    case 'everyone':
      return true;
    case 'logged-in':
      return viewer.loggedIn;
    case 'roles':
      return item.visibility.roles.some((role) => holdsRole(viewer.roles, role));
  }
}

/** The items (and their children) this viewer may see. */
export function visibleMenu(items: readonly MenuItem[], viewer: Viewer): MenuItem[] {
  return items
    .filter((item) => isMenuItemVisible(item, viewer))
    .map((item) => ({ ...item, children: visibleMenu(item.children, viewer) }));
}

/** Paths under these first segments all belong to the community section. */
const COMMUNITY_SEGMENTS = new Set(['group', 'group_topics', 'community']);

function sectionOf(path: string): string {
  // Stryker disable next-line OptionalChaining: split always returns at least one entry.
  const first = path.split(/[?#]/)[0]?.split('/').find(Boolean) ?? '';
  return COMMUNITY_SEGMENTS.has(first) ? 'community' : first;
}

const belongsTo = (item: MenuItem, section: string): boolean =>
  sectionOf(item.href) === section || item.children.some((child) => belongsTo(child, section));

/** The first-level item that the current path falls under, if any. */
export function activeTopItem(items: readonly MenuItem[], path: string): MenuItem | undefined {
  const section = sectionOf(path);
  return items.find((item) => belongsTo(item, section));
}

const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * Whether a menu link points at the page being shown: same path, and the same query when the link has
 * one (`/news?field_tax_vocab_news_tid=1` is a filtered view, not the news page as such).
 */
export function isCurrentLink(href: string, pathname: string, search: string): boolean {
  const [linkPath = '', linkQuery = ''] = href.split('#')[0]!.split('?');
  if (trimSlash(linkPath) !== trimSlash(pathname)) return false;
  const sorted = (query: string) => [...new URLSearchParams(query)].map(String).sort().join('&');
  return linkQuery === '' || sorted(linkQuery) === sorted(search);
}
