import type { MenuItem, MenuType } from '@/domain/menu/menu';
import type { PageAnswer } from '@/domain/pages/page';
import type { ReadOptions } from '../read-options';
import { token } from '../token';

/** The content system's site endpoints (`{app}-json/...`). Every method throws RemoteSystemError on failure. */
export interface SiteGateway {
  /** The page at a path with the session it was served in; `node` is null when the path has no page. */
  getPage(path: string, options?: ReadOptions): Promise<PageAnswer>;
  /** A menu, with visibility rules read from the wire (main: logged-in only; footer: named roles). */
  getMenu(type: MenuType): Promise<MenuItem[]>;
  /** Keeps the content-system session alive (`get/nothing`). */
  refreshSession(): Promise<void>;
}
export const SiteGateway = token<SiteGateway>('SiteGateway');
