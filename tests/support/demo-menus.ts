import type { MenuItem, MenuVisibility } from '@/domain/menu/menu';
import { aMenuItem } from './builders';

/** The sandbox's menus (sandbox/demo-data/menus.ts) as the adapter reads them. */

const link = (
  label: string,
  href: string,
  nid: number,
  children: MenuItem[] = [],
  visibility?: MenuVisibility,
) => aMenuItem(label, href, { nid, children, ...(visibility ? { visibility } : {}) });

export const DEMO_MAIN_MENU: readonly MenuItem[] = [
  link('Home', '/', 1),
  link('About', '/about-us', 4, [
    link('About us', '/about-us', 4),
    link('History', '/about-us/history', 5),
    link('Board', '/about-us/board', 6),
  ]),
  link('News', '/news', 2),
  // On the wire this submenu is an object keyed by menu link id.
  link('Conferences', '/conferences', 3, [
    link('Conferences', '/conferences', 3),
    link('Call for papers', '/news?field_tax_vocab_news_tid=1', 2),
  ]),
  link('Community', '/group', 9, [], { kind: 'logged-in' }),
  link('Membership', '/membership', 7),
];

export const DEMO_FOOTER_MENU: readonly MenuItem[] = [
  link('Imprint', '/imprint', 10),
  link('Privacy', '/privacy', 11),
  link('Contact', '/contact', 12),
  link('Member directory', '/community', 9, [], { kind: 'roles', roles: ['member', 'organizer'] }),
  link('Editorial guide', '/about-us', 4, [], { kind: 'roles', roles: ['editor', 'administrator'] }),
];
