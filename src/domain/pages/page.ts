import type { Session } from '../session/session';
import type { Paragraph } from './paragraph';

/** A Drupal node shown as a page. */
export interface PageNode {
  readonly nid: number;
  readonly title: string;
  /** Drupal's content type (`page`, `news`, `conference`), when the answer names it. */
  readonly contentType?: string;
  readonly metaDescription: string;
  readonly paragraphs: readonly Paragraph[];
  /**
   * The language the node is written in as Drupal names it (`en`, `de`): the translation asked for, or the
   * original when there is none. Absent when the answer does not say.
   */
  readonly language?: string;
}

/** One page answer: the node (null when the path has none) and the session it was served in. */
export interface PageAnswer {
  readonly node: PageNode | null;
  readonly session: Session;
}
