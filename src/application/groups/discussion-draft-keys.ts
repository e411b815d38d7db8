import { type AccountCopies, copiesKeyedByAccount, dropKeysOfAccounts } from '../session/account-copies';
import type { KeyValueStorage } from '../storage/key-value-storage';

/**
 * Where a member's unsent words in the working groups are kept: `<app>.draft.<userId>.<place>` in the tab's
 * sessionStorage, one key per place they write in (DRAFT_PLACES). The store that fills these keys loads with
 * the working groups' code; what drops them at logout does not.
 */
const prefixOf = (appName: string) => `${appName}.draft.`;

/** The places a member writes in, each named once: a draft is found again by its place. */
export const DRAFT_PLACES = {
  /** The New Topic form of a group. */
  newTopic: (groupId: number) => `new-topic.${groupId}`,
  /** The comment box under a topic. */
  comment: (topicNid: number) => `comment.${topicNid}`,
  /** The reply in place under a comment. */
  reply: (commentId: number) => `reply.${commentId}`,
  /** The member's own comment, edited in place. */
  commentEdit: (commentId: number) => `edit.${commentId}`,
  /** The member's own topic, edited in place. */
  topicEdit: (topicNid: number) => `topic-edit.${topicNid}`,
} as const;

export const draftKey = (appName: string, userId: number, place: string) =>
  `${prefixOf(appName)}${userId}.${place}`;

/** The member's outbox (CommentOutbox): read by itself too, so the sender starts on any page where one waits. */
export const outboxKey = (appName: string, userId: number) => draftKey(appName, userId, 'outbox');

/**
 * The topics this tab has shown the user (TopicsSeen): under the same per-user prefix as their drafts, so that
 * a logout or another account's takeover drops them with the drafts, and an expiry keeps them.
 */
export const topicsSeenKey = (appName: string, userId: number) => draftKey(appName, userId, 'topics-seen');

/** Removes the drafts whose owner matches. */
export function dropDrafts(
  storage: KeyValueStorage,
  appName: string,
  isOwnedBy: (userId: number) => boolean,
): void {
  dropKeysOfAccounts(storage, prefixOf(appName), isOwnedBy);
}

/** What these keys keep, for AccountCopiesOnDevice: none of it is left for another account's login. */
export const discussionWordsOnDevice = (storage: KeyValueStorage, appName: string): AccountCopies =>
  copiesKeyedByAccount(
    'unsent words in the working groups: drafts, the comment outbox, the topics seen',
    storage,
    'session',
    prefixOf(appName),
  );
