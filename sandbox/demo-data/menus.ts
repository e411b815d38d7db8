/**
 * The menus as the custom module exports them, quirks included on purpose: `sub` is an array, an
 * object keyed by strings, or empty; `show_item_by_role` is "1", "" or false in the main menu and a
 * comma list of roles in the footer; footer nids arrive as strings.
 */
export interface MenuItem {
  label: string;
  href: string;
  nid: number | string;
  sub: MenuItem[] | Record<string, MenuItem>;
  attributes: { attributes: { show_item_by_role: boolean | string } };
}

const link = (
  label: string,
  href: string,
  nid: number | string,
  options: { sub?: MenuItem['sub']; showItemByRole?: boolean | string } = {},
): MenuItem => ({
  label,
  href,
  nid,
  sub: options.sub ?? [],
  attributes: { attributes: { show_item_by_role: options.showItemByRole ?? '' } },
});

export const MAIN_MENU: MenuItem[] = [
  link('Home', '/', 1),
  link('About', '/about-us', 4, {
    sub: [
      link('About us', '/about-us', 4),
      link('History', '/about-us/history', 5),
      link('Board', '/about-us/board', 6),
    ],
  }),
  link('News', '/news', 2),
  link('Conferences', '/conferences', 3, {
    sub: {
      k1: link('Conferences', '/conferences', 3),
      k2: link('Call for papers', '/news?field_tax_vocab_news_tid=1', 2),
    },
  }),
  link('Community', '/group', 9, { showItemByRole: '1' }),
  link('Membership', '/membership', 7, { showItemByRole: false }),
];

export const FOOTER_MENU: MenuItem[] = [
  link('Imprint', '/imprint', '10'),
  link('Privacy', '/privacy', '11'),
  link('Contact', '/contact', '12'),
  link('Member directory', '/community', '9', { showItemByRole: 'member,organizer' }),
  link('Editorial guide', '/about-us', '4', { showItemByRole: 'editor,administrator' }),
];
