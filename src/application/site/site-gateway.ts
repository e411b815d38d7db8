import type { MenuItem, MenuType } from '@/domain/menu/menu';
import type { PageAnswer } from '@/domain/pages/page';
import type { ReadOptions } from '../read-options';
import { token } from '../token';

/**
 * Drupal's site endpoints (`{app}-json/...`). Every method throws RemoteSystemError on failure. Reads given a
 * `language` answer in its translation where there is one, else in the original (docs/content-languages.md).
 */
export interface SiteGateway {
  /** The page at a path with the session it was served in; `node` is null when the path has no page. */
  getPage(path: string, options?: ReadOptions): Promise<PageAnswer>;
  /**
   * A menu, with visibility rules read from the wire (main: logged-in only; footer: named roles); its labels
   * in `options.language` where translated, its links the same in every language.
   */
  getMenu(type: MenuType, options?: ReadOptions): Promise<MenuItem[]>;
  /** Keeps the Drupal session alive (`get/nothing`). */
  refreshSession(): Promise<void>;
}
export const SiteGateway = token<SiteGateway>('SiteGateway');
