import type { RefusalReason } from '@/application/groups/content-refusal';
import type { GroupMemberKey, GroupMemberTranslate } from './group-member-words';

const REFUSAL_WORDS: Record<RefusalReason, GroupMemberKey> = {
  'topic-removed': 'topicRemovedTextKept',
  'reply-target-removed': 'replyTargetRemoved',
  empty: 'refusedEmpty',
  'title-too-long': 'refusedTitleTooLong',
  other: 'refusedOther',
};

/** A refusal of the content system in the member's words, whatever core wrote (never shown). */
export const refusalText = (reason: RefusalReason, t: GroupMemberTranslate): string =>
  t(REFUSAL_WORDS[reason]);

/**
 * Refusals that no retry of the same text can cure: the topic or the comment replied to is gone, or core
 * will not store the text as it is. The text stays in the editor, to change or to copy.
 */
export const isFinalRefusal = (reason: RefusalReason): boolean => reason !== 'other';
