import type { SandboxDatabase } from '../../storage/database';
import { findConference } from '../tables/conferences';
import { findNodeById, findPageDetails, type NodeRecord } from '../tables/nodes';
import { findTopic, type SandboxTopic } from '../tables/topics';
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

/** A page's words are its paragraphs'; a conference's include its place. */
export function nodeSearchDocument(
  node: NodeRecord,
  { paragraphs = [], location = '' }: { paragraphs?: readonly unknown[]; location?: string } = {},
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
  };
}

export function topicSearchDocument(topic: Pick<SandboxTopic, 'nid' | 'title' | 'body' | 'created'>) {
  const { nid, title, body, created } = topic;
  return { nid, kind: 'topic', title, body: htmlToText(body), path: `/node/${nid}`, created } as const;
}

/** The node's words as they stand now; undefined when it is gone. */
export function searchDocumentOf(db: SandboxDatabase, nid: number): SearchDocument | undefined {
  const node = findNodeById(db, nid);
  if (node) {
    return nodeSearchDocument(node, {
      paragraphs: findPageDetails(db, nid)?.paragraphs,
      location: findConference(db, nid)?.location,
    });
  }
  const topic = findTopic(db, nid);
  return topic && topicSearchDocument(topic);
}
