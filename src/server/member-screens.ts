import type { AppConfig } from '@/application/config/app-config';
import type { Language } from '@/application/preferences/preferences';
import type { Topic } from '@/domain/groups/group';
import { catalogueReady, translator } from '@/ui/i18n/message-catalogues';
import { proposalsMessages } from '@/ui/proposals/proposals-messages';
import { sessionMessages } from '@/ui/session/session-messages';
import { groupBindingsCode } from './group-bindings-code';
import { noIndexHtml } from './head-tags';
import { portalScreen, type RenderedFirstScreen } from './portal-screens';

/** A member's own screen as drawn: its markup and the answers it was drawn with. */
export interface Drawn {
  readonly html: string;
  readonly answers: Record<string, unknown>;
  readonly lang: Language;
}

/**
 * A screen drawn for one member (member-render.ts): titled as the browser titles it, kept out of search engines
 * as the login form is, with no description or sharing tags (nothing of a member's goes into a preview).
 */
function ownScreen(
  drawn: Drawn,
  modules: readonly string[],
  title: string,
  config: AppConfig,
): RenderedFirstScreen {
  const screen = portalScreen({
    ...drawn,
    modules,
    title: `${title} – ${config.association.shortName}`,
    location: null,
  });
  return { ...screen, headTags: noIndexHtml() };
}

/** A member's topic, taken over with the groups' writing part. */
const TOPIC_MODULES = ['src/ui/groups/topic-page.tsx', ...groupBindingsCode(true)];

/** A topic of the member's group (the content system refuses it to anyone else), titled by the topic. */
export const topicScreen = (drawn: Drawn, topic: Topic, config: AppConfig) =>
  ownScreen(drawn, TOPIC_MODULES, topic.title, config);

/**
 * The member area's code: the page, the lazily loaded parts of what is new, which the server draws (the browser
 * keeps their HTML until their code is in), and the groups' bindings they read through.
 */
const MEMBER_AREA_MODULES = [
  'src/ui/session/member-area-page.tsx',
  'src/ui/groups/topic-news-list.tsx',
  'src/ui/groups/group-news.tsx',
  ...groupBindingsCode(true),
];

/** The member area, its proposals panel waiting for the browser (the proposal system answers only it). */
export function memberAreaScreen(drawn: Drawn, config: AppConfig): RenderedFirstScreen {
  catalogueReady(drawn.lang, sessionMessages);
  const title = translator(drawn.lang, sessionMessages)('memberAreaTitle', {
    association: config.association.shortName,
  });
  return ownScreen(drawn, MEMBER_AREA_MODULES, title, config);
}

/** The proposal form's frame: the page around its loading state, which the browser fills from the proposal system. */
export function proposalScreen(drawn: Drawn, config: AppConfig): RenderedFirstScreen {
  catalogueReady(drawn.lang, proposalsMessages);
  const title = translator(drawn.lang, proposalsMessages)('pageTitle');
  return ownScreen(drawn, ['src/ui/proposals/proposal-page.tsx'], title, config);
}
