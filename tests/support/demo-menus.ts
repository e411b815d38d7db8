import type { MenuItem } from '@/domain/menu/menu';
import { menuSchema } from '@/infrastructure/drupal/wire/menu-schema';
import { FOOTER_MENU, MAIN_MENU } from '../../sandbox/demo-data/menus';

/**
 * The sandbox's menus (sandbox/demo-data/menus.ts, the one source), read with the adapter's own schema, so
 * the fake serves what the real adapter makes of the sandbox's answer; site-menu.contract.ts pins what
 * that reading must give, against the fake and against the adapter talking to the sandbox.
 */
export const DEMO_MAIN_MENU: readonly MenuItem[] = menuSchema('main').parse(MAIN_MENU);

export const DEMO_FOOTER_MENU: readonly MenuItem[] = menuSchema('footer').parse(FOOTER_MENU);
