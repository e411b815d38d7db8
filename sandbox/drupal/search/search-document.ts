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
  /**
   * A topic's comments' words, all of them, as core's search indexes a node with its comments
   * (comment_node_update_index); empty for any other node. Searched for the readers of the discussions, who may
   * read every group's topics (site-search.ts).
   */
  comments: string;
  /** A topic's group; null for any other node. Kept with the entry, though no reader's access turns on it. */
  groupId: number | null;
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
    comments: '',
    groupId: null,
    path: node.pathAlias,
    created: node.created,
    langcode,
    original: langcode === DEFAULT_LANGCODE ? 1 : 0,
  };
}

/** One comment as the comments' index holds it (its words, to point a hit at the comment that holds them). */
export interface CommentSearchDocument {
  cid: number;
  nid: number;
  body: string;
  /**
   * Its subject, which core's search finds it by as by its body (the comment is indexed as rendered, its
   * subject its title): a client that never updates it leaves edited-away words findable.
   */
  subject: string;
}

/** A topic's own words, and its comments' (`comments`: their words, commentSearchDocuments) in one text. */
export function topicSearchDocument(
  topic: Pick<SandboxTopic, 'nid' | 'groupId' | 'title' | 'body' | 'created'>,
  comments: readonly Pick<CommentSearchDocument, 'body' | 'subject'>[] = [],
): SearchDocument {
  const { nid, groupId, title, body, created } = topic;
  const commentWords = comments.map((comment) => `${comment.subject} ${comment.body}`.trim()).join(' ');
  const words = {
    title,
    body: htmlToText(body),
    comments: commentWords,
    langcode: DEFAULT_LANGCODE,
  } as const;
  return { nid, kind: 'topic', groupId, path: `/node/${nid}`, created, ...words, original: 1 };
}

/** A topic's comments in the order they were written, each with its words (HTML made text). */
export function commentSearchDocuments(db: SandboxDatabase, nid: number): CommentSearchDocument[] {
  const comments = db
    .prepare('SELECT cid, nid, body, subject FROM topic_comments WHERE nid = ? ORDER BY cid')
    .all(nid) as CommentSearchDocument[];
  return comments.map((comment) => ({ ...comment, body: htmlToText(comment.body) }));
}

/**
 * The node's words as they stand now, in its original and each translation; none when it is gone. A topic's
 * are one document with its comments' words (`comments`, read here unless given).
 */
export function searchDocumentsOf(
  db: SandboxDatabase,
  nid: number,
  comments?: readonly CommentSearchDocument[],
): SearchDocument[] {
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
  return topic ? [topicSearchDocument(topic, comments ?? commentSearchDocuments(db, nid))] : [];
}
