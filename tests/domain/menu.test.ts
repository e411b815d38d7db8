import { describe, expect, it } from 'vitest';
import {
  activeTopItem,
  isCurrentLink,
  isMenuItemVisible,
  visibleMenu,
  type MenuItem,
  type MenuVisibility,
} from '@/domain/menu/menu';

const item = (
  href: string,
  options: { visibility?: MenuVisibility; children?: MenuItem[] } = {},
): MenuItem => ({
  label: href,
  href,
  nid: null,
  children: options.children ?? [],
  visibility: options.visibility ?? { kind: 'everyone' },
});

const visitor = { loggedIn: false, roles: {} };
const member = { loggedIn: true, roles: { member: 'member', editor: '' } };
const editor = { loggedIn: true, roles: { editor: 'editor' } };

describe('isMenuItemVisible', () => {
  it.each([
    { visibility: { kind: 'everyone' }, viewer: visitor, visible: true },
    { visibility: { kind: 'logged-in' }, viewer: visitor, visible: false },
    { visibility: { kind: 'logged-in' }, viewer: member, visible: true },
    { visibility: { kind: 'roles', roles: ['member', 'organizer'] }, viewer: visitor, visible: false },
    { visibility: { kind: 'roles', roles: ['member', 'organizer'] }, viewer: member, visible: true },
    // An empty role entry means the role is not held.
    { visibility: { kind: 'roles', roles: ['editor'] }, viewer: member, visible: false },
    { visibility: { kind: 'roles', roles: ['editor', 'administrator'] }, viewer: editor, visible: true },
  ] satisfies { visibility: MenuVisibility; viewer: typeof visitor; visible: boolean }[])(
    '$visibility.kind $visibility.roles for $viewer.roles → $visible',
    ({ visibility, viewer, visible }) => {
      expect(isMenuItemVisible(item('/x', { visibility }), viewer)).toBe(visible);
    },
  );
});

describe('visibleMenu', () => {
  const menu = [
    item('/news'),
    item('/group', { visibility: { kind: 'logged-in' } }),
    item('/about', {
      children: [
        item('/about/board'),
        item('/about/minutes', { visibility: { kind: 'roles', roles: ['member'] } }),
      ],
    }),
  ];

  it.each([
    { viewer: visitor, hrefs: ['/news', '/about'], children: ['/about/board'] },
    { viewer: member, hrefs: ['/news', '/group', '/about'], children: ['/about/board', '/about/minutes'] },
  ])('shows $hrefs and the submenu $children', ({ viewer, hrefs, children }) => {
    const visible = visibleMenu(menu, viewer);
    expect(visible.map((entry) => entry.href)).toEqual(hrefs);
    expect(visible.find((entry) => entry.href === '/about')?.children.map((entry) => entry.href)).toEqual(
      children,
    );
  });
});

describe('activeTopItem', () => {
  const menu = [
    item('/'),
    item('/news'),
    item('/about-us', { children: [item('/about-us/history'), item('/board')] }),
    item('/group'),
  ];

  it.each([
    { path: '/', active: '/' },
    { path: '/news', active: '/news' },
    { path: '/news/some-article', active: '/news' },
    { path: '/news?page=2#top', active: '/news' },
    { path: '/about-us/history', active: '/about-us' },
    // A submenu item outside its parent's path still marks the parent.
    { path: '/board', active: '/about-us' },
    { path: '/group/12', active: '/group' },
    { path: '/group_topics/single/7', active: '/group' },
    { path: '/community', active: '/group' },
    { path: '/imprint', active: undefined },
  ])('$path → $active', ({ path, active }) => {
    expect(activeTopItem(menu, path)?.href).toBe(active);
  });

  it('counts group_topics as community even when the menu links to /community', () => {
    expect(activeTopItem([item('/news'), item('/community')], '/group_topics/single/3')?.href).toBe(
      '/community',
    );
  });
});

describe('isCurrentLink', () => {
  it.each([
    { href: '/news', path: '/news', search: '', current: true },
    { href: '/news', path: '/news', search: '?field_tax_vocab_news_tid=1', current: true },
    { href: '/news/', path: '/news', search: '', current: true },
    { href: '/news?field_tax_vocab_news_tid=1', path: '/news', search: '', current: false },
    {
      href: '/news?field_tax_vocab_news_tid=1',
      path: '/news',
      search: '?field_tax_vocab_news_tid=1',
      current: true,
    },
    { href: '/news?a=1&b=2', path: '/news', search: '?b=2&a=1', current: true },
    { href: '/news', path: '/news/some-article', search: '', current: false },
    { href: '/', path: '/', search: '', current: true },
    { href: '/', path: '/news', search: '', current: false },
  ])('$href at $path $search → $current', ({ href, path, search, current }) => {
    expect(isCurrentLink(href, path, search)).toBe(current);
  });
});
