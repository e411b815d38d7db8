import { commentAddress, topicAddress } from '../groups/topic-address';

/** What the site search finds: the content system's node types a reader may look for. */
export const SEARCH_HIT_KINDS = ['page', 'news', 'conference', 'topic'] as const;
export type SearchHitKind = (typeof SEARCH_HIT_KINDS)[number];

/** The comment a topic was found by: core indexes a node with its comments, shown to members of its group. */
export interface SearchHitComment {
  readonly cid: number;
  /** Who wrote it, as the content system names them; may be empty. */
  readonly author: string;
}

/** One result of the site search, in the order of relevance the content system gave it. */
export interface SearchHit {
  readonly kind: SearchHitKind;
  readonly nid: number;
  /** Plain text. */
  readonly title: string;
  /** Where the portal shows it (portalPathOf). */
  readonly path: string;
  /** ISO 8601, when the node was created. */
  readonly created: string;
  /**
   * The text around the matches: escaped text with each match in `<strong>`, as Drupal cuts it. Still
   * remote HTML: shown only through the sanitizer, keeping nothing but `<strong>`.
   */
  readonly excerptHtml: string;
  /** Set when the words were found in one of a topic's comments: the excerpt is that comment's. */
  readonly comment?: SearchHitComment;
}

/** The page size of the site search's view. */
export const HITS_PER_PAGE = 10;

/**
 * The portal's address of a hit: a topic at the groups' topic screen (its Drupal path is `/node/{nid}`, which
 * the portal would take for a page), at the comment `cid` when it was found there (core's comment permalink
 * fragment); anything else at the root-relative path Drupal gave, or else `/node/{nid}`.
 */
export function portalPathOf(kind: SearchHitKind, nid: number, drupalPath: string, cid?: number): string {
  if (kind === 'topic') return cid === undefined ? topicAddress(nid) : commentAddress(nid, cid);
  // Root-relative only: `//host/…` (or `/\host`, which browsers read alike) would lead off the site.
  return /^\/(?![/\\])/.test(drupalPath) ? drupalPath : `/node/${nid}`;
}

/** What a reader typed, ready to send: blanks at the ends dropped, runs of white space made one space. */
export const searchTextOf = (typed: string | null | undefined): string =>
  (typed ?? '').trim().replace(/\s+/g, ' ');
