import type { ShownTimeZone } from '@/application/preferences/shown-time-zone';
import type { AppConfig } from '@/application/config/app-config';
import type { Language } from '@/application/preferences/preferences';
import type { GroupDetails } from '@/domain/groups/group';
import type { PageAnswer } from '@/domain/pages/page';
import type { DrawnReader } from '@/application/session/session-store';
import type { DrawnChoices } from '@/ui/app/drawn-choices';
import { pageMetaOf } from '@/domain/pages/page-meta-of';
import { pageMeta, type Site } from '@/domain/pages/page-meta';
import { DESCRIPTION_LENGTH } from '@/domain/pages/page-description';
import { searchTextOf } from '@/domain/search/search-hit';
import { plainText } from '@/domain/shared/plain-text';
import { trimAtWord } from '@/domain/shared/trim-at-word';
import { groupsMessages } from '@/ui/groups/groups-messages';
import { holdsTopicPage } from '@/ui/groups/group-queries';
import { catalogueReady, translator } from '@/ui/i18n/message-catalogues';
import { publicMessages } from '@/ui/i18n/public-messages';
import { shellMessages } from '@/ui/i18n/shell-messages';
import { listsAmong } from '@/ui/pages/list-parts';
import { searchTitleIn } from '@/ui/search/search-title';
import { groupBindingsCode } from './group-bindings-code';
import { headTagsHtml, noIndexHtml } from './head-tags';

const NOT_FOUND_MODULE = 'src/ui/pages/not-found-page.tsx';
const SEARCH_MODULE = 'src/ui/search/search-page.tsx';
const GROUP_MODULE = 'src/ui/groups/group-page.tsx';
const GROUP_LIST_MODULE = 'src/ui/groups/group-list-page.tsx';
/**
 * A member's group page draws its topics with the list's own code, loaded apart (group-topics.tsx), and their
 * rows with theirs (group-topic-list.tsx).
 */
const TOPIC_LIST_MODULES = ['src/ui/groups/group-topic-list.tsx', 'src/ui/groups/group-topic-rows.tsx'];
const ABOUT_MODULE = 'src/ui/pages/about-page.tsx';
const LOGIN_MODULE = 'src/ui/session/login-page.tsx';
const GENERIC_PAGE_MODULE = 'src/ui/pages/generic-page.tsx';
/** A conference's page draws its calendar link (conference-page-calendar.tsx), whose style belongs in the head. */
const CALENDAR_LINK_MODULE = 'src/ui/calendar/add-to-calendar.tsx';
const LIST_MODULES = {
  'news-list': 'src/ui/listing/news-list.tsx',
  'conference-list': 'src/ui/listing/conference-list.tsx',
  timeline: 'src/ui/listing/timeline-view.tsx',
} as const;

/** A first screen as the server drew it, with what its document needs around `#root`. */
export interface RenderedFirstScreen {
  /** The markup inside `#root`. */
  readonly html: string;
  /** The answers it was drawn with, for the browser to take the HTML over (server-drawn-screen.tsx). */
  readonly answers: Record<string, unknown>;
  /**
   * The lazily loaded modules the screen is drawn with, as the build's manifest names them: their styles
   * belong in the HTML (or it would shift when they arrive), their code is worth preloading.
   */
  readonly modules: readonly string[];
  /** The tab title and description the screen will set, for `<title>` and the meta description. */
  readonly title: string | null;
  readonly description: string | null;
  /** The canonical link, OpenGraph and Twitter tags, as the browser would write them (use-document-meta). */
  readonly headTags: string;
  /** The address the screen was drawn at, when it is not the one asked for (the not-found screen's). */
  readonly location: string | null;
  /** `<html lang>`: the language the screen is drawn in. */
  readonly lang: Language;
  /** What a reader without JavaScript is told under it, in its language. */
  readonly withoutScript: string;
  /** The member it was drawn for (member-render.ts); absent for a visitor's screen, null for a stale session. */
  readonly drawnFor?: DrawnReader | null;
  /** The choices kept in the browser it was drawn with (src/ui/app/drawn-choices.ts). */
  readonly choices?: DrawnChoices;
  /** The time zone its moments are drawn in, for the browser to keep (shown-time-zone.ts). */
  readonly timeZone?: ShownTimeZone;
}

/**
 * What became of a path: its content page or the search's results drawn; the not-found screen drawn (the content system has no page
 * there); the content system unavailable (an answer failed, or did not come in time); or one of the portal's
 * own screens for members (topics, proposals, the member area), which stay with the browser.
 */
export type FirstScreen =
  | {
      readonly kind: 'page' | 'not-found';
      readonly screen: RenderedFirstScreen;
      /** A content page's Drupal type (`page`, `news`, `conference`), for the service's metrics. */
      readonly contentType?: string | undefined;
    }
  | { readonly kind: 'unavailable'; readonly cause?: unknown }
  | { readonly kind: 'browser' }
  /** The address leads on to another (a comment's link to its topic): `location`, path and fragment. */
  | { readonly kind: 'moved'; readonly location: string };

/**
 * A content page (its node in `page`), with the lists and calendar link it draws, and the head the browser writes
 * once the app runs; without the site's public address (configured, never a request's Host) there is no
 * absolute canonical to write, so only the title and description are.
 */
export function contentScreen(
  html: string,
  answers: Record<string, unknown>,
  page: PageAnswer,
  config: AppConfig,
  path: string,
  lang: Language,
  site: Site | null,
): RenderedFirstScreen {
  const node = page.node!;
  const meta = site ? pageMetaOf(page, path, site) : null;
  return {
    html,
    answers,
    modules: [
      GENERIC_PAGE_MODULE,
      ...listsAmong(Object.keys(answers)).map((list) => LIST_MODULES[list]),
      ...(node.contentType === 'conference' ? [CALENDAR_LINK_MODULE] : []),
    ],
    title: meta?.documentTitle ?? (node.title ? `${node.title} – ${config.association.shortName}` : null),
    description: (meta?.description ?? node.metaDescription) || null,
    headTags: meta ? headTagsHtml(meta) : '',
    location: null,
    lang,
    withoutScript: withoutScript(lang),
  };
}

/** The drawn screen works without JavaScript; logging in and the members' screens do not. */
export function withoutScript(lang: Language): string {
  // Loaded for the render already (prepareEveryCatalogue); English is at hand once asked for.
  catalogueReady(lang, shellMessages);
  return translator(lang, shellMessages)('withoutJavaScript');
}

export function notFoundScreen(
  html: string,
  answers: Record<string, unknown>,
  location: string | null,
  config: AppConfig,
  lang: Language,
): RenderedFirstScreen {
  // The title the screen sets (not-found-page.tsx), in its language: every catalogue of it is loaded by now,
  // English on this first read.
  catalogueReady(lang, publicMessages);
  const title = `${translator(lang, publicMessages)('notFoundTitle')} – ${config.association.shortName}`;
  return portalScreen({ html, answers, modules: [NOT_FOUND_MODULE], title, location, lang });
}

/** The search's results as a visitor finds them: the same for every visitor, so drawn like a page. */
export function searchScreen(
  html: string,
  answers: Record<string, unknown>,
  search: string,
  config: AppConfig,
  lang: Language,
): RenderedFirstScreen {
  const query = searchTextOf(new URLSearchParams(search).get('q'));
  const title = `${searchTitleIn(lang, query)} – ${config.association.shortName}`;
  return portalScreen({ html, answers, modules: [SEARCH_MODULE], title, location: null, lang });
}

/**
 * The login form, the same for every visitor: its title only, and kept out of search results (robots.txt asks
 * crawlers to leave /user/ alone, but a link elsewhere can still get the address indexed). No description or
 * sharing tags: a login form is nothing to preview.
 */
export function loginScreen(
  html: string,
  answers: Record<string, unknown>,
  config: AppConfig,
  lang: Language,
): RenderedFirstScreen {
  catalogueReady(lang, shellMessages);
  const title = `${translator(lang, shellMessages)('loginTitle')} – ${config.association.shortName}`;
  const screen = portalScreen({ html, answers, modules: [LOGIN_MODULE], title, location: null, lang });
  return { ...screen, headTags: noIndexHtml() };
}

/** A screen of the portal's own (not a content page): its title only, no description or head tags of its own. */
export function portalScreen(
  screen: Pick<RenderedFirstScreen, 'html' | 'answers' | 'modules' | 'title' | 'location' | 'lang'>,
): RenderedFirstScreen {
  return { ...screen, description: null, headTags: '', withoutScript: withoutScript(screen.lang) };
}

/** Whether a group's topics were drawn (for a member): their list's style must then be in the head, else they shift. */
const drewTopics = (answers: Record<string, unknown>, groupId: number) =>
  holdsTopicPage(Object.keys(answers), groupId);

/**
 * The working groups' list (`group` null) or one group, as a visitor sees them: drawn like a content page, with
 * the head a link preview reads (its canonical address and sharing tags, where the site's address is known).
 * Drawn for a `member`, it is taken over with the groups' writing part.
 */
export function groupScreen(
  html: string,
  answers: Record<string, unknown>,
  group: GroupDetails | null,
  config: AppConfig,
  path: string,
  lang: Language,
  site: Site | null,
  member = false,
): RenderedFirstScreen {
  catalogueReady(lang, groupsMessages);
  const t = translator(lang, groupsMessages);
  const description = group ? plainText(group.descriptionHtml) : t('groupsLead');
  const screen = { title: group?.title ?? t('workingGroups'), description };
  const screenCode = group
    ? [GROUP_MODULE, ...(drewTopics(answers, group.id) ? TOPIC_LIST_MODULES : [])]
    : [GROUP_LIST_MODULE];
  const modules = [...screenCode, ...groupBindingsCode(member)];
  return sharedScreen({ html, answers, modules, lang }, screen, config, path, site);
}

/** The static about page: the app's own words, in the reader's language. */
export function aboutScreen(
  html: string,
  answers: Record<string, unknown>,
  config: AppConfig,
  path: string,
  lang: Language,
  site: Site | null,
): RenderedFirstScreen {
  catalogueReady(lang, publicMessages);
  const t = translator(lang, publicMessages);
  const screen = {
    title: t('about'),
    description: t('aboutNetwork', { shortName: config.association.shortName }),
  };
  return sharedScreen({ html, answers, modules: [ABOUT_MODULE], lang }, screen, config, path, site);
}

/** A public screen of the portal's own, with a title, a description and, knowing the site, its sharing tags. */
function sharedScreen(
  drawn: Pick<RenderedFirstScreen, 'html' | 'answers' | 'modules' | 'lang'>,
  screen: { readonly title: string; readonly description: string },
  config: AppConfig,
  path: string,
  site: Site | null,
): RenderedFirstScreen {
  const description = trimAtWord(screen.description, DESCRIPTION_LENGTH);
  const meta = site ? pageMeta({ ...screen, description }, path, site) : null;
  return {
    ...drawn,
    title: meta?.documentTitle ?? `${screen.title} – ${config.association.shortName}`,
    description: description || null,
    headTags: meta ? headTagsHtml(meta) : '',
    location: null,
    withoutScript: withoutScript(drawn.lang),
  };
}
