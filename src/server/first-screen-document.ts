import { readBuiltPortal } from './built-portal';
import { renderBudget, withinBudget } from './budgets';
import type { DrupalPolicySettings } from './drupal-policy';
import { hasDrupalSession } from './drupal-session-cookie';
import { placeFirstScreen } from './place-first-screen';
import type { LanguageHints } from './reader-language';
import { renderFirstScreenWith } from './render-first-screen';
import { serverDrupal } from './server-composition';
import { screenScripts, stylesheetLinks } from './screen-files';

export interface FirstScreenSettings {
  /** The built portal: index.html, .vite/manifest.json and config.json. */
  readonly dist: string;
  /** Drupal's base URL, where every call of the render goes: configured, never named by a request. */
  readonly drupalUrl: string;
  /** The limit of one render, every call to Drupal included: past it the browser draws the page. */
  readonly timeoutMs: number;
  /** How long a shared cache (nginx, a CDN) may serve a drawn page before it asks again. */
  readonly freshSeconds: number;
  /**
   * The portal's public address for canonical and OpenGraph links (`https://portal.example.org`), else
   * config.json's `siteUrl`; with neither, pages carry no such links. Never a request's Host.
   */
  readonly siteUrl?: string | null;
  /** The cap, timeout and breaker of the process's calls to Drupal; their defaults when left out. */
  readonly drupalPolicy?: DrupalPolicySettings;
}

/** The answer to a request for a page. */
export interface FirstScreenAnswer {
  readonly status: 200 | 303 | 404 | 503;
  /** Where a 303 sends the browser: a path, with its fragment (a comment's link to its topic). */
  readonly location?: string;
  readonly cacheControl: string;
  /** `CDN-Cache-Control`, for a drawn page (cdnPageCaching). */
  readonly cdnCacheControl?: string;
  /** Seconds, on a 503. */
  readonly retryAfter?: number;
  /** The drawn document; null for the built index.html as it is (the browser draws the page). */
  readonly html: string | null;
  /** Why a page that could have been drawn was not: for the host's log. */
  readonly failure?: unknown;
  /** A drawn content page's Drupal type (`news`, `conference`…): the screen kind of the service's metrics. */
  readonly contentType?: string | undefined;
}

/** Long enough for Drupal to come back from a restart, short enough for a crawler's next try. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * A member's or an editor's answer is theirs alone, drawn for them or not: no cache keeps it, no one else
 * receives it.
 */
const FOR_ONE_READER: FirstScreenAnswer = { status: 200, cacheControl: 'private, no-store', html: null };
/** The app's shell is the same for everyone, but a new build must reach the browser at once. */
const LEFT_TO_BROWSER: FirstScreenAnswer = { status: 200, cacheControl: 'no-cache', html: null };

/**
 * The document for a request for `url` (path and query): the first screen drawn into index.html for a
 * visitor, in the language the browser will show them (reader-language.ts), 404 with the not-found screen drawn for a path without a page, or index.html for the browser to
 * draw: with a 503 when Drupal failed or did not answer within the limit or while its breaker is open (the
 * portal's own screens too: drupal-calls.ts), and as it is for the portal's own
 * screens. A request carrying Drupal's session cookie gets its screen drawn for that member (member-render.ts),
 * `private, no-store`, or index.html, also private, when it cannot be drawn.
 * The sandbox and `npm run serve` both answer with it.
 */
export async function firstScreenDocument(
  request: { readonly url: string; readonly cookie?: string | undefined } & LanguageHints,
  settings: FirstScreenSettings,
): Promise<FirstScreenAnswer> {
  const member = hasDrupalSession(request.cookie);
  const { pathname, search } = new URL(request.url, 'http://portal.invalid');
  try {
    // While Drupal's breaker is open, every page at once, before anything is read, matched or drawn: under load
    // thousands a second, and a render would only get as far as its first, refused call.
    serverDrupal(settings.drupalUrl, settings.drupalPolicy).refuseWhileFailing();
    const portal = readBuiltPortal(settings.dist);
    const budget = renderBudget(settings.timeoutMs);
    // Answered at the limit, whatever the render is still doing (budgets.ts).
    const outcome = await withinBudget(
      renderFirstScreenWith(
        `${pathname}${search}`,
        portal.configFile,
        settings.drupalUrl,
        budget.signal,
        settings.siteUrl ?? null,
        request,
      ),
      budget.signal,
    ).finally(budget.end);
    if (outcome.kind === 'browser') return member ? FOR_ONE_READER : LEFT_TO_BROWSER;
    // Only ever a member's (a comment's link read with their session): theirs alone, like their screens.
    if (outcome.kind === 'moved') return { ...FOR_ONE_READER, status: 303, location: outcome.location };
    // A member's browser draws the screen itself, and reports a failure there.
    if (outcome.kind === 'unavailable')
      return member ? { ...FOR_ONE_READER, failure: outcome.cause } : unavailable(outcome.cause);
    const { screen } = outcome;
    return {
      status: outcome.kind === 'page' ? 200 : 404,
      contentType: outcome.contentType,
      ...(member
        ? { cacheControl: FOR_ONE_READER.cacheControl }
        : {
            cacheControl: drawnPageCaching(settings.freshSeconds),
            cdnCacheControl: cdnPageCaching(settings.freshSeconds),
          }),
      html: placeFirstScreen(
        portal.indexHtml,
        screen,
        stylesheetLinks(screen.modules, portal.manifest),
        screen.headTags,
        screenScripts(screen.modules, portal.manifest),
      ),
    };
  } catch (failure) {
    return member ? { ...FOR_ONE_READER, failure } : unavailable(failure);
  }
}

const unavailable = (failure?: unknown): FirstScreenAnswer => ({
  status: 503,
  cacheControl: 'no-cache',
  retryAfter: RETRY_AFTER_SECONDS,
  html: null,
  ...(failure === undefined ? {} : { failure }),
});

/**
 * Browsers ask again every time and never show a stale copy (`max-age=0, must-revalidate`): after a change of
 * language or of session, Firefox had shown its own copy for 200–600 ms under `stale-while-revalidate`, which
 * applies to every cache, a browser's too. Shared caches keep a drawn page `freshSeconds` (`s-maxage`, theirs
 * alone), then ask again. nginx's page cache ignores this header and has its own (deploy/page-locations.ts).
 */
export const drawnPageCaching = (freshSeconds: number) =>
  `public, max-age=0, must-revalidate, s-maxage=${freshSeconds}`;

/**
 * For CDNs, which read `CDN-Cache-Control` instead of Cache-Control (RFC 9213): a drawn page kept
 * `freshSeconds`, then served stale for up to five times that while the next is fetched in the background.
 * Cache-Control cannot say this for shared caches only: `must-revalidate` forbids a stale copy in every cache.
 */
export const cdnPageCaching = (freshSeconds: number) =>
  `max-age=${freshSeconds}, stale-while-revalidate=${freshSeconds * 5}`;
