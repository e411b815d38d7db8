import type { MenuItem, MenuType } from '@/domain/menu/menu';
import { menuSchema } from '@/infrastructure/drupal/wire/menu-schema';
import { FOOTER_MENU, MAIN_MENU } from '../../sandbox/demo-data/menus';
import { MENU_LABEL_TRANSLATIONS } from '../../sandbox/demo-data/translations';
import { translateMenu } from '../../sandbox/drupal/wire/translated-menu';

/**
 * The sandbox's menus (sandbox/demo-data/menus.ts, the one source), read with the adapter's own schema, so
 * the fake serves what the real adapter makes of the sandbox's answer; site-menu.contract.ts pins what
 * that reading must give, against the fake and against the adapter talking to the sandbox.
 */
export const DEMO_MAIN_MENU: readonly MenuItem[] = menuSchema('main').parse(MAIN_MENU);

export const DEMO_FOOTER_MENU: readonly MenuItem[] = menuSchema('footer').parse(FOOTER_MENU);

const MENUS = { main: MAIN_MENU, footer: FOOTER_MENU } as const;

/** A menu with its labels in `langcode` where the demo translations have them, as the sandbox serves it. */
export function demoMenuIn(type: MenuType, langcode: string): MenuItem[] {
  const labels = MENU_LABEL_TRANSLATIONS.filter(
    (label) => label.menu === type && label.langcode === langcode,
  );
  const translated = translateMenu(
    MENUS[type],
    new Map(labels.map((label) => [label.label, label.translation])),
  );
  return menuSchema(type).parse(translated);
}
