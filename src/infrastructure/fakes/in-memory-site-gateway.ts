import type { SiteGateway } from '@/application/site/site-gateway';
import type { MenuItem, MenuType } from '@/domain/menu/menu';
import type { PageAnswer, PageNode } from '@/domain/pages/page';
import { anonymousSession, type Session } from '@/domain/session/session';
import { SimulatedOutage } from './simulated-outage';

export interface InMemorySiteOptions {
  /** Nodes by path (`/about-us`); any other path answers with no node. */
  readonly pages?: Readonly<Record<string, PageNode>>;
  readonly menus?: Partial<Record<MenuType, readonly MenuItem[]>>;
  /** The session every answer reports; anonymous by default. */
  readonly session?: Session;
}

/** Like Drupal, a query, a hash and a trailing slash do not change which page a path is. */
const normalizePath = (path: string): string =>
  (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').replace(/^\/*/, '/');

/** The site endpoints in memory: pages by path, menus by type, and a session that tests set. */
export class InMemorySiteGateway implements SiteGateway {
  private readonly pages = new Map<string, PageNode>();
  private readonly menus = new Map<MenuType, readonly MenuItem[]>();
  private session: Session;
  readonly outage = new SimulatedOutage('drupal');
  /** Every call in order, so tests can assert e.g. that a cached page was refreshed in the background. */
  readonly calls = { pages: [] as string[], menus: [] as MenuType[], sessionRefreshes: 0 };

  constructor({ pages = {}, menus = {}, session = anonymousSession }: InMemorySiteOptions = {}) {
    for (const [path, node] of Object.entries(pages)) this.setPage(path, node);
    for (const [type, items] of Object.entries(menus) as [MenuType, readonly MenuItem[]][])
      this.setMenu(type, items);
    this.session = session;
  }

  setPage(path: string, node: PageNode | null): void {
    if (node) this.pages.set(normalizePath(path), node);
    else this.pages.delete(normalizePath(path));
  }

  setMenu(type: MenuType, items: readonly MenuItem[]): void {
    this.menus.set(type, items);
  }

  /** What Drupal reports from now on, e.g. anonymous after a server-side timeout. */
  setSession(session: Session): void {
    this.session = session;
  }

  async getPage(path: string): Promise<PageAnswer> {
    this.calls.pages.push(path);
    this.outage.check();
    return { node: this.pages.get(normalizePath(path)) ?? null, session: this.session };
  }

  async getMenu(type: MenuType): Promise<MenuItem[]> {
    this.calls.menus.push(type);
    this.outage.check();
    return [...(this.menus.get(type) ?? [])];
  }

  async refreshSession(): Promise<void> {
    this.calls.sessionRefreshes += 1;
    this.outage.check();
  }
}
