import { expect } from 'vitest';
import { EditComment, PostComment } from '@/application/groups/post-comment';
import { ChangeTopic } from '@/application/groups/post-topic';
import { ModerateDiscussion } from '@/application/groups/moderate-discussion';
import { TopicReading } from '@/application/groups/topic-reading';
import {
  COMMENT_EDIT_WORDS,
  commentFailureText,
  isConflict,
  REPLY_WORDS,
} from '@/ui/groups/comment-failure-text';
import { GROUPS_ENGLISH } from '../support/groups-english';
import { commentLinkDriver } from './comment-link-driver';
import {
  commentNotRemovedText,
  topicNotDeletedText,
  topicNotPinnedText,
  topicNotSavedText,
} from './discussion-words';
import { STORED_VERSION } from './healthy-answers';
import { attempt, commentShown, shownOr, type Driver } from './observation';

const TOPIC_NID = 5;
/** The comment the member replies to, or edits as their own. */
const COMMENT_ID = 11;
const EDITED_TOPIC = { title: 'Screening in June', message: '<p>Who comes now?</p>' };
/** A version older than the stored one: a save made from it is refused, and the newer one read. */
const OLDER_VERSION = '2026-11-20T15:00:00+00:00';

/** Edit on one's own comment, saved from `version`: a conflict says nothing here (the screen shows both texts). */
const editCommentFrom =
  (version: string): Driver =>
  async ({ container }, arm) => {
    arm();
    const result = await container
      .get(EditComment)
      .execute(COMMENT_ID, 'A better comment', version, TOPIC_NID);
    if (result.ok && result.value === 'waiting') return { shown: GROUPS_ENGLISH('commentEditWaiting') };
    return shownOr(result.ok, () =>
      result.ok || isConflict(result.error)
        ? ''
        : commentFailureText(result.error, GROUPS_ENGLISH, COMMENT_EDIT_WORDS),
    );
  };

/** Edit on one's own topic, saved from `version`. */
const editTopicFrom =
  (version: string): Driver =>
  async ({ container }, arm) => {
    arm();
    const result = await container.get(ChangeTopic).edit(TOPIC_NID, EDITED_TOPIC, version);
    return shownOr(result.ok, () => (result.ok ? '' : topicNotSavedText(result.error)));
  };

/** Drives issue 45's and 51's calls (tests/faults/discussion-rows.ts) through the use cases their screens call. */
export const DISCUSSION_DRIVERS: Record<string, Driver> = {
  reply: async ({ container }, arm) => {
    arm();
    const result = await container.get(PostComment).execute(TOPIC_NID, 'A reply', COMMENT_ID);
    return commentShown(result, REPLY_WORDS, 'replyWaiting');
  },
  'edit-comment': editCommentFrom(STORED_VERSION),
  'edit-topic': editTopicFrom(STORED_VERSION),
  // Issue 51: a save from an older version is refused (healthily), and the read of the newer one meets the fault.
  'read-newer-comment': editCommentFrom(OLDER_VERSION),
  'read-newer-topic': editTopicFrom(OLDER_VERSION),
  'comment-link': commentLinkDriver,
  'delete-topic': async ({ container }, arm) => {
    arm();
    const result = await container.get(ChangeTopic).delete(TOPIC_NID);
    return shownOr(result.ok, () => (result.ok ? '' : topicNotDeletedText(result.error)));
  },
  'remove-comment': async ({ container }, arm) => {
    arm();
    const result = await container.get(ModerateDiscussion).removeComment(COMMENT_ID);
    return shownOr(result.ok, () => (result.ok ? '' : commentNotRemovedText(result.error)));
  },
  'pin-topic': async ({ container }, arm) => {
    arm();
    const result = await container.get(ModerateDiscussion).pinTopic(TOPIC_NID, true);
    return shownOr(result.ok, () => (result.ok ? '' : topicNotPinnedText(result.error)));
  },
  // Never throws: recorded or not, nothing is said (a failure only leaves the visit unrecorded).
  'mark-read': async ({ container }, arm) => {
    arm();
    return attempt(async () =>
      expect(typeof (await container.get(TopicReading).markRead(TOPIC_NID))).toBe('boolean'),
    );
  },
  'last-read': async ({ container }, arm) => {
    arm();
    // Nothing known of the member's reads: every topic shows unmarked.
    return attempt(async () =>
      expect(await container.get(TopicReading).lastReads([TOPIC_NID, 6])).toEqual({}),
    );
  },
};
