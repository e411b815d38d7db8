import type { SandboxDatabase } from '../storage/database';
import { escapeHtml } from '../../src/domain/shared/escape-html';
import { commentsOfTopic, type SandboxComment } from './tables/topics';
import type { TextPlace } from './wire/basic-html';
import { processedText } from './text-formats';

/**
 * A topic's comment field shows this many a page, as the standard profile's `article` does ("Comments per page",
 * 50): core's node page and comment permalink draw one page, and `?page=1` the next.
 */
export const COMMENTS_PER_PAGE = 50;

/**
 * The comments of page `page` (0-based) of a topic's, in thread order (CommentStorage::loadThread). Core's pager
 * takes a page past the last as the last, so every page asked for has comments when the topic has any.
 */
export function commentsOnPage<T>(comments: readonly T[], page: number): T[] {
  const last = Math.max(0, Math.ceil(comments.length / COMMENTS_PER_PAGE) - 1);
  const shown = Math.min(page, last);
  return comments.slice(shown * COMMENTS_PER_PAGE, (shown + 1) * COMMENTS_PER_PAGE);
}

/**
 * The page of comments a permalink draws (CommentController::commentPermalink): the one its comment is on, by its
 * place in thread order (CommentStorage::getDisplayOrdinal), so a reply written last to the first comment is on
 * the first page. Each comment as `<article id="comment-{cid}">` with its body drawn through its format.
 */
export function permalinkComments(db: SandboxDatabase, comment: SandboxComment, place: TextPlace): string {
  const comments = commentsOfTopic(db, comment.nid);
  const index = comments.findIndex(({ cid }) => cid === comment.cid);
  return commentsOnPage(comments, Math.floor(index / COMMENTS_PER_PAGE))
    .map(({ cid, authorName, body, format }) => {
      const author = `<p class="comment__author">${escapeHtml(authorName)}</p>`;
      return `<article id="comment-${cid}" class="comment">${author}${processedText(body, format, place)}</article>`;
    })
    .join('');
}
