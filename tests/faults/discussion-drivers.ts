import { expect } from 'vitest';
import { EditComment, PostComment } from '@/application/groups/post-comment';
import { ChangeTopic } from '@/application/groups/post-topic';
import { TopicReading } from '@/application/groups/topic-reading';
import {
  COMMENT_EDIT_WORDS,
  commentFailureText,
  isConflict,
  REPLY_WORDS,
} from '@/ui/groups/comment-failure-text';
import { GROUPS_ENGLISH } from '../support/groups-english';
import { topicNotDeletedText, topicNotSavedText } from './discussion-words';
import { attempt, shownOr, type Driver } from './observation';

const TOPIC_NID = 5;
/** The comment the member replies to, or edits as their own. */
const COMMENT_ID = 11;
const EDITED_TOPIC = { title: 'Screening in June', message: '<p>Who comes now?</p>' };
/** The version the edits are made from (what the healthy answers' PATCH takes as current). */
const READ_VERSION = '2026-11-20T16:00:00+00:00';

/** Drives issue 45's calls (tests/faults/discussion-rows.ts) through the use cases their screens call. */
export const DISCUSSION_DRIVERS: Record<string, Driver> = {
  reply: async ({ container }, arm) => {
    arm();
    const result = await container.get(PostComment).execute(TOPIC_NID, 'A reply', COMMENT_ID);
    return shownOr(result.ok, () =>
      result.ok ? '' : commentFailureText(result.error, GROUPS_ENGLISH, REPLY_WORDS),
    );
  },
  'edit-comment': async ({ container }, arm) => {
    arm();
    const result = await container.get(EditComment).execute(COMMENT_ID, 'A better comment', READ_VERSION);
    return shownOr(result.ok, () =>
      result.ok || isConflict(result.error)
        ? ''
        : commentFailureText(result.error, GROUPS_ENGLISH, COMMENT_EDIT_WORDS),
    );
  },
  'edit-topic': async ({ container }, arm) => {
    arm();
    const result = await container.get(ChangeTopic).edit(TOPIC_NID, EDITED_TOPIC, READ_VERSION);
    return shownOr(result.ok, () => (result.ok ? '' : topicNotSavedText(result.error)));
  },
  'delete-topic': async ({ container }, arm) => {
    arm();
    const result = await container.get(ChangeTopic).delete(TOPIC_NID);
    return shownOr(result.ok, () => (result.ok ? '' : topicNotDeletedText(result.error)));
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
