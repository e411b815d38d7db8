import type { SandboxDatabase } from '../../storage/database';
import { findConference } from '../tables/conferences';
import { findNodeById, findPageDetails } from '../tables/nodes';
import { findTopic } from '../tables/topics';
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
}

/** The node's words as they stand now; undefined when it is gone. */
export function searchDocumentOf(db: SandboxDatabase, nid: number): SearchDocument | undefined {
  const node = findNodeById(db, nid);
  if (node) {
    const base = { nid, kind: node.type, title: node.title, path: node.pathAlias, created: node.created };
    if (node.type === 'page') {
      return { ...base, body: paragraphsToText(findPageDetails(db, nid)?.paragraphs ?? []) };
    }
    const location = node.type === 'conference' ? (findConference(db, nid)?.location ?? '') : '';
    return { ...base, body: [htmlToText(node.body), location].filter(Boolean).join(' ') };
  }
  const topic = findTopic(db, nid);
  return (
    topic && {
      nid,
      kind: 'topic',
      title: topic.title,
      body: htmlToText(topic.body),
      path: `/node/${nid}`,
      created: topic.created,
    }
  );
}
