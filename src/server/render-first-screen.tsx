import createDOMPurify from 'dompurify';
import type { Container } from 'inversify';
import { JSDOM } from 'jsdom';
import type { AppConfig } from '@/application/config/app-config';
import { type Language, Preferences } from '@/application/preferences/preferences';
import type { PageAnswer } from '@/domain/pages/page';
import { ABOUT_ROUTE, createRoutes, GROUP_LIST_ROUTE, GROUP_ROUTE, LOGIN_ROUTES } from '@/ui/app/routes';
import type { GroupDetails } from '@/domain/groups/group';
import { GROUP_QUERIES } from '@/ui/groups/group-queries';
import { queryCacheOf } from '@/ui/shared/data/cache-of-container';
import { keyHash } from '@/ui/shared/data/query-key';
import { pageKey } from '@/ui/pages/page-query';
import { NOT_FOUND_ROUTE, notFoundPath } from '@/ui/pages/not-found-path';
import { SEARCH_ROUTE } from '@/ui/search/search-path';
import { provideSanitizer } from '@/ui/shared/html-sanitizer';
import { sanitizeHtml, sanitizeWith } from '@/ui/shared/sanitize-html';
import { sanitizeMemberHtmlWith } from '@/ui/shared/member-html';
import { prepareEveryCatalogue } from '@/ui/i18n/message-catalogues';
import { LANGUAGE_PARAMETER, languageInAddress, withoutLanguage } from '@/ui/i18n/language-in-address';
import { publicSite } from '@/application/config/public-site';
import type { TopicOrder } from '@/domain/groups/topic-order';
import { topicOrderInCookie } from '@/ui/groups/topic-order-cookie';
import { timeZoneInCookie } from '@/ui/shared/time-zone-cookie';
import { ShownTimeZone } from '@/application/preferences/shown-time-zone';
import { choicesDrawnWith } from '@/ui/app/drawn-choices';
import {
  aboutScreen,
  contentScreen,
  groupScreen,
  loginScreen,
  notFoundScreen,
  searchScreen,
  type FirstScreen,
} from './portal-screens';
import { readerLanguage, type LanguageHints } from './reader-language';
import { sanitizedOnce } from './sanitized-once';
import { idOf, matchedRoute } from './matched-route';
import { drawnFor, drawnForMember, learnSession, ownScreenAt, ownScreenOf } from './member-render';
import { commentLinkMove } from './comment-link-move';
import { draw, drawnFaithfully, whyNotDrawn } from './draw-portal';
import { drupalSessionCookie } from './drupal-session-cookie';
import { checkedConfig, requestContainer, serverDrupal } from './server-composition';

// One DOM for the process, for every render's sanitizing; each distinct body is sanitized once.
sanitizeWith(createDOMPurify(new JSDOM('').window));
// Members' own HTML (a topic drawn for a member) with its stricter profile, in an instance of its own.
sanitizeMemberHtmlWith(createDOMPurify(new JSDOM('').window));
provideSanitizer(sanitizedOnce(sanitizeHtml));

/** The screens the server draws for anyone, a member as they see them. */
const DRAWN_FOR_ALL = ['*', NOT_FOUND_ROUTE, SEARCH_ROUTE, GROUP_LIST_ROUTE, GROUP_ROUTE, ABOUT_ROUTE];
/** A member's: those, and their own screens (ownScreenAt). */
const DRAWN_FOR_MEMBERS = new Set(DRAWN_FOR_ALL);
/** A visitor's: the login form too, at both its addresses. */
const DRAWN_FOR_VISITORS = new Set([...DRAWN_FOR_ALL, ...LOGIN_ROUTES]);

/**
 * Who a render draws for: their language, a member's Drupal session cookie (null for a visitor), and the order
 * their device lists a group's topics in (topic-order-cookie.ts; newest first when it says none).
 */
export interface Reader {
  readonly language: Language;
  readonly sessionCookie: string | null;
  readonly topicOrder?: TopicOrder | null;
  /** The zone their browser shows times in (a member's alone: a visitor's page is cached for every visitor). */
  readonly timeZone?: string | null;
}

const VISITOR: Reader = { language: 'en', sessionCookie: null };

const BROWSER = { kind: 'browser' } as const;

/**
 * The first screen of `url` as `reader` sees it (in the language a `?language=` in `url` chose, the footer's
 * picker without code, else in `reader`'s: reader-language.ts), drawn by the portal's own React tree with
 * the answers of the Drupal at `drupalUrl` (its base, where the browser's `cmsUrl` leads). A member's render
 * sends their session cookie with every call and learns who they are before it draws (learnSession), so the
 * header and the page are drawn for the same person. Every call is cancelled when `signal` aborts, and the
 * screen is then unavailable.
 */
export async function renderFirstScreen(
  url: string,
  config: AppConfig,
  drupalUrl: string,
  signal?: AbortSignal,
  siteUrl: string | null = null,
  reader: Reader = VISITOR,
): Promise<FirstScreen> {
  const { pathname, search } = new URL(url, 'http://portal.invalid');
  const matched = matchedRoute(createRoutes(config), pathname);
  const route = matched?.path;
  const drawable = reader.sessionCookie ? DRAWN_FOR_MEMBERS : DRAWN_FOR_VISITORS;
  // A member's own screen: a topic, the member area, the proposal form's frame (null: the browser's).
  const own = reader.sessionCookie && route ? ownScreenAt(route, matched.params, config) : null;
  if (!route || (!drawable.has(route) && !own)) return BROWSER;
  // A group's page (not the list), when its address names one; a segment that is no id names nothing.
  const groupSegment = route === GROUP_ROUTE ? matched.params.id : undefined;
  const groupId = idOf(groupSegment);
  const nothingThere = groupSegment !== undefined && groupId === null;
  // The request's own container (server-composition.ts): its calls cut by `signal`, a member's with their cookie.
  const container = requestContainer(config, serverDrupal(drupalUrl), { signal, ...reader });
  // A comment's link is answered with where it leads (a redirect), not drawn.
  if (own?.kind === 'comment-link') return commentLinkMove(container, own.cid, search, signal);
  // The browser takes the language as the reader's choice and the parameter out of the address before it
  // takes this HTML over (takeLanguageFromAddress): the screen is drawn as it will then stand.
  const language = languageInAddress(search);
  if (language) container.get(Preferences).setLanguage(language);
  // A member's topics in the order their device chose, as the browser will list them when it takes over.
  if (reader.topicOrder) container.get(Preferences).setTopicOrder(reader.topicOrder);
  await prepareEveryCatalogue(container.get(Preferences).snapshot().language);
  const asked = withoutLanguage(url);
  if (reader.sessionCookie) await learnSession(container, route === '*' ? pathname : null);

  const cache = queryCacheOf(container);
  // The page in the language the screen is drawn in, as its view asked for it.
  const page = () =>
    cache.answers()[keyHash(pageKey(pathname, container.get(Preferences).snapshot().language))] as
      PageAnswer | undefined;
  const group = () =>
    groupId === null
      ? undefined
      : (cache.answers()[keyHash(GROUP_QUERIES.group(groupId).key)] as GroupDetails | null);
  // A path without a page (or group) is drawn where the app moves it (GenericPage, GroupPage), from the pass
  // that knows it: a <Navigate> drawn on the server would do nothing.
  const location = () =>
    nothingThere || page()?.node === null || group() === null ? notFoundPath(pathname) : asked;

  const drawnScreen = await draw(container, location, signal);
  // What was asked ahead (a group's leaders) and not read by the screen drawn (an unknown group's not-found page).
  await Promise.allSettled(cache.pending());
  if (!drawnFaithfully(container)) return { kind: 'unavailable', cause: whyNotDrawn(container) };
  const outcome = withChoices(screenOf(), container);
  // Who it was drawn for goes with it: the browser takes the HTML over only as that same person.
  return reader.sessionCookie ? drawnFor(outcome, container) : outcome;

  /** The drawn screen with what its document needs around it, by route. */
  function screenOf(): FirstScreen {
    const answers = cache.answers();
    const node = page()?.node;
    const lang = container.get(Preferences).snapshot().language;
    if (own) return ownScreenOf(own, { html: drawnScreen.html, answers, lang }, config);
    if (route === SEARCH_ROUTE)
      return { kind: 'page', screen: searchScreen(drawnScreen.html, answers, search, config, lang) };
    const site = siteUrl ?? config.siteUrl ?? null;
    const shared = site ? publicSite(config, site) : null;
    if (route === GROUP_LIST_ROUTE || (route === GROUP_ROUTE && !nothingThere && group()))
      return {
        kind: 'page',
        screen: groupScreen(
          drawnScreen.html,
          answers,
          group() ?? null,
          config,
          pathname,
          lang,
          shared,
          drawnForMember(container),
        ),
      };
    if (LOGIN_ROUTES.includes(route ?? ''))
      return { kind: 'page', screen: loginScreen(drawnScreen.html, answers, config, lang) };
    if (route === ABOUT_ROUTE)
      return { kind: 'page', screen: aboutScreen(drawnScreen.html, answers, config, pathname, lang, shared) };
    if (route !== '*' || node === null) {
      // Moved with the language it chose, for the browser to take it from there.
      const movedTo =
        drawnScreen.location === asked
          ? null
          : `${drawnScreen.location}${language ? `?${LANGUAGE_PARAMETER}=${language}` : ''}`;
      return { kind: 'not-found', screen: notFoundScreen(drawnScreen.html, answers, movedTo, config, lang) };
    }
    if (!node) return BROWSER;
    return {
      kind: 'page',
      contentType: node.contentType,
      screen: contentScreen(drawnScreen.html, answers, page()!, config, pathname, lang, shared),
    };
  }
}

/**
 * A drawn screen with the choices it was drawn with (drawn-choices.ts): the browser takes the HTML over only
 * where they are its reader's; and with the time zone it was drawn in, which the browser keeps for the page.
 */
function withChoices(outcome: FirstScreen, container: Container): FirstScreen {
  if (outcome.kind !== 'page' && outcome.kind !== 'not-found') return outcome;
  const choices = choicesDrawnWith(container);
  return { ...outcome, screen: { ...outcome.screen, choices, timeZone: container.get(ShownTimeZone) } };
}

/**
 * The same, from a deployment's config.json as served (its base URLs may be relative to the page). The
 * config stays as the browser reads it, so every address drawn into the HTML is the one the browser would
 * draw; only the calls go to `drupalUrl`.
 */
export async function renderFirstScreenWith(
  url: string,
  configFile: unknown,
  drupalUrl: string,
  signal?: AbortSignal,
  siteUrl: string | null = null,
  hints: LanguageHints = {},
): Promise<FirstScreen> {
  const config = await checkedConfig(configFile);
  const sessionCookie = drupalSessionCookie(hints.cookie);
  return renderFirstScreen(url, config, drupalUrl, signal, siteUrl, {
    language: readerLanguage(hints, config.appName),
    sessionCookie,
    topicOrder: topicOrderInCookie(hints.cookie, config.appName),
    timeZone: sessionCookie ? timeZoneInCookie(hints.cookie, config.appName) : null,
  });
}
