import { portalPathOf } from '@/domain/search/search-hit';
import { InMemorySearchGateway, type SearchableNode } from '@/infrastructure/fakes/in-memory-search-gateway';
import { TOPIC_SEEDS } from '../../sandbox/demo-data/topics';
import { isDemoMember } from './demo-accounts';
import { DEMO_USER_NAMES } from './demo-groups';
import {
  nodeSearchDocument,
  topicSearchDocument,
  type SearchDocument,
} from '../../sandbox/drupal/search/search-document';
import { htmlToText, paragraphsToText } from '../../sandbox/drupal/search/search-text';
import { newsTranslations, pageTranslations } from '../../sandbox/drupal/seeds/seed-translations';
import type { NodeTranslation } from '../../sandbox/drupal/tables/translations';
import { conferenceNodes } from '../../sandbox/drupal/seeds/seed-conferences';
import { newsNodes } from '../../sandbox/drupal/seeds/seed-news';
import { PAGE_SEEDS } from '../../sandbox/drupal/seeds/seed-pages';
import { toParagraphList } from '../../sandbox/drupal/wire/paragraphs';

/**
 * The sandbox's searchable nodes (the same seeds, the same words as its index holds) for the in-memory search.
 */

/** The demo translations, as the fake takes them: per node, title and plain text by language. */
const TRANSLATIONS: readonly NodeTranslation[] = [...pageTranslations(), ...newsTranslations()];
const wordsOf = ({ title, body, paragraphs }: NodeTranslation) => ({
  title,
  text: paragraphs ? paragraphsToText(paragraphs) : htmlToText(body),
});
const translationsOf = (nid: number) =>
  Object.fromEntries(
    TRANSLATIONS.filter((translation) => translation.nid === nid).map((translation) => [
      translation.langcode,
      wordsOf(translation),
    ]),
  );

const searchable = (
  document: SearchDocument,
  groupId?: number,
  comments?: SearchableNode['comments'],
): SearchableNode => ({
  hit: {
    kind: document.kind,
    nid: document.nid,
    title: document.title,
    path: portalPathOf(document.kind, document.nid, document.path),
    created: document.created,
  },
  text: document.body,
  ...(groupId !== undefined && { groupId }),
  ...(comments && { comments }),
  translations: translationsOf(document.nid),
});

const PAGE_CREATED = '2024-01-08T10:00:00+00:00';

export const DEMO_SEARCHABLE: readonly SearchableNode[] = [
  ...PAGE_SEEDS.map((page) =>
    searchable({
      nid: page.nid,
      kind: 'page',
      title: page.title,
      body: paragraphsToText(toParagraphList(`page:${page.nid}`, page.sections)),
      comments: '',
      groupId: null,
      path: page.path,
      created: PAGE_CREATED,
      langcode: 'en',
      original: 1,
    }),
  ),
  ...newsNodes().map(({ node }) => searchable(nodeSearchDocument(node))),
  ...conferenceNodes().map((conference) => searchable(nodeSearchDocument(conference, conference))),
  ...TOPIC_SEEDS.map((topic) => {
    const comments = topic.comments.map(({ cid, uid, body }) => ({
      cid,
      author: DEMO_USER_NAMES[uid] ?? '',
      text: htmlToText(body),
    }));
    return searchable(topicSearchDocument(topic), topic.groupId, comments);
  }),
];

/**
 * The demo search for whoever `readerUid` names (0: a visitor): topics, with their comments' words, for
 * members of the association, who read every group's discussion (sandbox/drupal/discussion-access.ts,
 * sandbox/drupal/search/site-search.ts).
 */
export const demoSearchGateway = (readerUid: () => number) =>
  new InMemorySearchGateway(DEMO_SEARCHABLE, () => isDemoMember(readerUid()));
