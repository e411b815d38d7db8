import type { CommentFailure, EditCommentFailure } from '@/application/groups/post-comment';
import { actionFailureMessage } from './action-failure-message';
import { isFinalRefusal, refusalText } from './refusal-words';
import type { GroupMemberKey, GroupMemberTranslate } from './group-member-words';

/**
 * A 5xx after the comment had gone: the content system may have stored it before failing, so a blind Try
 * again could post it twice. The member looks at the reloaded comments instead and posts again if need be.
 */
export const commentMayBePosted = (failure: CommentFailure): boolean =>
  failure.kind === 'server-error' && failure.status >= 500;

/** How a comment editor says its text did not go: a new comment's words, a reply's, an edit's. */
export interface CommentWords {
  /** "Your comment was not posted. {reason}" */
  readonly notSent: GroupMemberKey;
  /** Sending it twice does no harm (an edit saves the same text again): never "may have been posted". */
  readonly repeatable: boolean;
}

export const NEW_COMMENT_WORDS: CommentWords = {
  notSent: 'commentNotPosted',
  repeatable: false,
};

export const REPLY_WORDS: CommentWords = {
  notSent: 'replyNotPosted',
  repeatable: false,
};

export const COMMENT_EDIT_WORDS: CommentWords = {
  notSent: 'commentNotSaved',
  repeatable: true,
};

/**
 * Whether the editor may offer Try again: not for nothing typed, a topic removed, a refusal that the same text
 * meets again, nor for a comment that may have been posted.
 */
export const mayRetry = (failure: CommentFailure, words: CommentWords): boolean =>
  failure.kind !== 'empty' &&
  failure.kind !== 'topic-removed' &&
  !(failure.kind === 'refused' && isFinalRefusal(failure.reason)) &&
  (words.repeatable || !commentMayBePosted(failure));

/** An edit that met a newer version: said by the editor with both texts (EditConflict), not as a failure. */
export const isConflict = (
  failure: EditCommentFailure,
): failure is Extract<EditCommentFailure, { kind: 'conflict' }> => failure.kind === 'conflict';

/**
 * The comment form's alert: whether the comment went, then why. Nothing a reader would see was typed: one
 * word for every editor, since nothing was sent.
 */
export function commentFailureText(
  failure: CommentFailure,
  t: GroupMemberTranslate,
  words: CommentWords = NEW_COMMENT_WORDS,
): string {
  if (failure.kind === 'empty') return t('writeSomethingFirst');
  if (words.repeatable || !commentMayBePosted(failure))
    return t(words.notSent, { reason: reasonOf(failure, t) });
  const { message } = failure as Extract<CommentFailure, { kind: 'server-error' }>;
  return t('commentMaybePosted', { detail: message });
}

/** Why the comment did not go: Drupal's own reason in words, or a refusal as group actions get. */
function reasonOf(failure: Exclude<CommentFailure, { kind: 'empty' }>, t: GroupMemberTranslate): string {
  if (failure.kind === 'topic-removed') return refusalText('topic-removed', t);
  if (failure.kind === 'refused') return refusalText(failure.reason, t);
  return actionFailureMessage(failure, t);
}
