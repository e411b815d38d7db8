import { FOOTER_MENU, MAIN_MENU } from '../../demo-data/menus';
import type { SandboxDatabase } from '../../storage/database';
import { saveMenu } from '../tables/site-data';

export function seedMenus(db: SandboxDatabase): void {
  saveMenu(db, 'main', MAIN_MENU);
  saveMenu(db, 'footer', FOOTER_MENU);
}
