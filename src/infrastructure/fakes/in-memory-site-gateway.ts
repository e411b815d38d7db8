import type { ReadOptions } from '@/application/read-options';
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
  /** Translated pages by path and menus by type, per language: served when that language is asked. */
  readonly translations?: Readonly<Record<string, InMemoryTranslation>>;
}

export interface InMemoryTranslation {
  readonly pages?: Readonly<Record<string, PageNode>>;
  readonly menus?: Partial<Record<MenuType, readonly MenuItem[]>>;
}

/** Like Drupal, a query, a hash and a trailing slash do not change which page a path is. */
const normalizePath = (path: string): string =>
  (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').replace(/^\/*/, '/');

/** Where a page or menu is kept: by itself in the original, after its language in a translation. */
const entryOf = (name: string, language: string | undefined) => (language ? `${language}:${name}` : name);

/**
 * The site endpoints in memory: pages by path, menus by type, each perhaps translated, and a session that
 * tests set. A language asked for gets its translation where there is one, else the original, as Drupal does.
 */
export class InMemorySiteGateway implements SiteGateway {
  private readonly pages = new Map<string, PageNode>();
  private readonly menus = new Map<string, readonly MenuItem[]>();
  private session: Session;
  readonly outage = new SimulatedOutage('drupal');
  /** Every call in order, so tests can assert e.g. that a cached page was refreshed in the background. */
  readonly calls = { pages: [] as string[], menus: [] as MenuType[], sessionRefreshes: 0 };

  constructor({
    pages = {},
    menus = {},
    session = anonymousSession,
    translations = {},
  }: InMemorySiteOptions = {}) {
    this.keep({ pages, menus });
    for (const [language, translation] of Object.entries(translations)) this.keep(translation, language);
    this.session = session;
  }

  /** The page at a path, or (with a `language`) its translation into that language. */
  setPage(path: string, node: PageNode | null, language?: string): void {
    const entry = entryOf(normalizePath(path), language);
    if (node) this.pages.set(entry, node);
    else this.pages.delete(entry);
  }

  /** A menu, or (with a `language`) its translation into that language. */
  setMenu(type: MenuType, items: readonly MenuItem[], language?: string): void {
    this.menus.set(entryOf(type, language), items);
  }

  /** What Drupal reports from now on, e.g. anonymous after a server-side timeout. */
  setSession(session: Session): void {
    this.session = session;
  }

  async getPage(path: string, { language }: ReadOptions = {}): Promise<PageAnswer> {
    this.calls.pages.push(path);
    this.outage.check();
    return {
      node: this.translated(this.pages, normalizePath(path), language) ?? null,
      session: this.session,
    };
  }

  async getMenu(type: MenuType, { language }: ReadOptions = {}): Promise<MenuItem[]> {
    this.calls.menus.push(type);
    this.outage.check();
    return [...(this.translated(this.menus, type, language) ?? [])];
  }

  private keep({ pages = {}, menus = {} }: InMemoryTranslation, language?: string): void {
    for (const [path, node] of Object.entries(pages)) this.setPage(path, node, language);
    for (const [type, items] of Object.entries(menus)) this.setMenu(type as MenuType, items, language);
  }

  private translated<T>(kept: Map<string, T>, name: string, language: string | undefined): T | undefined {
    return (language && kept.get(entryOf(name, language))) || kept.get(name);
  }

  async refreshSession(): Promise<void> {
    this.calls.sessionRefreshes += 1;
    this.outage.check();
  }
}
