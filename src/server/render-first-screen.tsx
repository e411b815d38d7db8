import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { AppConfig } from '@/application/config/app-config';
import { loadConfig } from '@/infrastructure/config/load-config';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import type { PageAnswer } from '@/domain/pages/page';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { fetchTransport } from '@/infrastructure/http/fetch-transport';
import { PortalRoutes, PortalShell } from '@/ui/app/app';
import { partsLoading } from '@/ui/app/lazy-part';
import { queryCacheOf } from '@/ui/shared/data/cache-of-container';
import { listsAmong } from '@/ui/pages/list-parts';
import { sanitizeWith } from '@/ui/shared/sanitize-html';

sanitizeWith(createDOMPurify(new JSDOM('').window));

const GENERIC_PAGE_MODULE = 'src/ui/pages/generic-page.tsx';
const LIST_MODULES = {
  'news-list': 'src/ui/listing/news-list.tsx',
  'conference-list': 'src/ui/listing/conference-list.tsx',
  timeline: 'src/ui/listing/timeline-view.tsx',
} as const;

/** Data, then the code of the screen it names, then that screen's lists: a few passes at most. */
const MAX_PASSES = 6;

export interface RenderedFirstScreen {
  /** The markup inside `#root`. */
  readonly html: string;
  /** The answers it was drawn with, for the browser to take the HTML over (first-screen.tsx). */
  readonly answers: Record<string, unknown>;
  /**
   * The lazily loaded modules the screen is drawn with, as the build's manifest names them: their styles
   * belong in the HTML (or it would shift when they arrive), their code is worth preloading.
   */
  readonly modules: readonly string[];
  /** The tab title and description the screen will set, for `<title>` and the meta description. */
  readonly title: string | null;
  readonly description: string | null;
}

/**
 * The first screen of `url` as a visitor sees it (no session, English), drawn by the portal's own React
 * tree with Drupal's answers, as a page served from `origin` would ask for them. Null when it is not a content page or cannot be drawn faithfully (a failed answer, no page at that
 * path), so that the browser renders it as before.
 */
export async function renderFirstScreen(
  url: string,
  config: AppConfig,
  origin: string,
): Promise<RenderedFirstScreen | null> {
  const container = createContainer(config, [
    override(PersistentStorage, new InMemoryStorage()),
    override(SessionStorage, new InMemoryStorage()),
  ]);
  // There is no page here to resolve relative base URLs against.
  const drupal = container.get(DrupalHttp);
  drupal.transport = fetchTransport({
    baseURL: new URL(config.cmsUrl, origin).href,
    withCredentials: false,
  });
  // The render's reads start their loads in the query cache; each pass waits for them and draws again.
  const cache = queryCacheOf(container);
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = renderToString(
      <PortalShell container={container}>
        <StaticRouter location={url}>
          <PortalRoutes />
        </StaticRouter>
      </PortalShell>,
    );
    const waiting = [...cache.pending(), ...partsLoading()];
    if (waiting.length === 0) break;
    await Promise.allSettled(waiting);
  }
  const answers = cache.answers();
  const page = Object.entries(answers).find(([key]) => key.startsWith('page:'))?.[1] as
    PageAnswer | undefined;
  // Content pages only: the portal's own screens (login, groups, proposals) are for members and stay in the browser.
  if (cache.anyFailed() || cache.pending().length > 0 || !page?.node) return null;
  const title = page.node.title;
  return {
    html,
    answers,
    modules: [GENERIC_PAGE_MODULE, ...listsAmong(Object.keys(answers)).map((list) => LIST_MODULES[list])],
    // As useDocumentTitle writes it once the app runs.
    title: title ? `${title} – ${config.association.shortName}` : null,
    description: page.node.metaDescription || null,
  };
}

/**
 * The same, from a deployment's config.json as served (its base URLs may be relative to the page) and the
 * origin the page is served from. The config stays as the browser reads it, so every address drawn into the
 * HTML is the one the browser would draw; only the calls go to absolute URLs.
 */
export async function renderFirstScreenWith(
  url: string,
  configFile: unknown,
  origin: string,
): Promise<RenderedFirstScreen | null> {
  const config = await loadConfig(async () => configFile, false);
  return renderFirstScreen(url, config, origin);
}
