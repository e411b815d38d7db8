import type { SandboxDatabase } from '../../storage/database';
import { findConference } from '../tables/conferences';
import { findNodeById, findPageDetails, type NodeRecord } from '../tables/nodes';
import { findTopic, type SandboxTopic } from '../tables/topics';
import { findNodeTranslations, withTranslation } from '../tables/translations';
import { DEFAULT_LANGCODE } from '../content-language';
import { htmlToText, paragraphsToText } from './search-text';

export type SearchKind = 'page' | 'news' | 'conference' | 'topic';

/** One node as the index holds it: searched title and body, and what a result row shows. */
export interface SearchDocument {
  nid: number;
  kind: SearchKind;
  title: string;
  body: string;
  /** Root-relative to Drupal: the alias, or `/node/{nid}`. */
  path: string;
  created: string;
  /** The language of these words: the original's (the site's default) or a translation's. */
  langcode: string;
  /** 1 for the node's original, 0 for a translation (FTS5 keeps no booleans). */
  original: 0 | 1;
}

/** A page's words are its paragraphs'; a conference's include its place. */
export function nodeSearchDocument(
  node: NodeRecord,
  { paragraphs = [], location = '' }: { paragraphs?: readonly unknown[]; location?: string } = {},
  langcode: string = DEFAULT_LANGCODE,
): SearchDocument {
  const body =
    node.type === 'page'
      ? paragraphsToText(paragraphs)
      : [htmlToText(node.body), location].filter(Boolean).join(' ');
  return {
    nid: node.nid,
    kind: node.type,
    title: node.title,
    body,
    path: node.pathAlias,
    created: node.created,
    langcode,
    original: langcode === DEFAULT_LANGCODE ? 1 : 0,
  };
}

export function topicSearchDocument(topic: Pick<SandboxTopic, 'nid' | 'title' | 'body' | 'created'>) {
  const { nid, title, body, created } = topic;
  const words = { title, body: htmlToText(body), langcode: DEFAULT_LANGCODE, original: 1 } as const;
  return { nid, kind: 'topic', path: `/node/${nid}`, created, ...words } as const;
}

/** The node's words as they stand now, in its original and each translation; none when it is gone. */
export function searchDocumentsOf(db: SandboxDatabase, nid: number): SearchDocument[] {
  const node = findNodeById(db, nid);
  if (node) {
    const location = findConference(db, nid)?.location;
    const original = nodeSearchDocument(node, { paragraphs: findPageDetails(db, nid)?.paragraphs, location });
    const translations = findNodeTranslations(db, nid).map((translation) =>
      nodeSearchDocument(
        withTranslation(node, translation),
        { paragraphs: translation.paragraphs ?? [], location },
        translation.langcode,
      ),
    );
    return [original, ...translations];
  }
  const topic = findTopic(db, nid);
  return topic ? [topicSearchDocument(topic)] : [];
}
