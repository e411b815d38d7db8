/**
 * Who may do what in a working group's discussion (issue 45), as the content system decides it: the portal
 * offers a button only where the server would allow the action, and the server refuses the rest. Drupal's
 * `edit own comments`, `edit own group_topic content` and `delete own group_topic content` give a member their
 * own comment and topic; commenting and replying are for members of the topic's group. No member deletes a
 * comment (core has no "delete own comments"); a moderator (roles.ts, `mayModerate`) removes anyone's and pins
 * any topic, whether in the topic's group or not (issue 63).
 */

/**
 * The reader of a topic: their uid (null for a visitor), whether they are in the topic's group, and whether
 * they moderate the discussions.
 */
export interface DiscussionReader {
  readonly uid: number | null;
  readonly inGroup: boolean;
  readonly moderates: boolean;
}

/** Something a member wrote: its author's uid, null when the content system did not say (then it is no one's). */
export interface Authored {
  readonly authorUid: number | null;
}

const isOwn = (reader: DiscussionReader, item: Authored): boolean =>
  reader.uid !== null && item.authorUid !== null && item.authorUid === reader.uid;

/** "Edit" on a comment: one's own only. */
export const mayEditComment = (reader: DiscussionReader, comment: Authored): boolean =>
  isOwn(reader, comment);

/** "Edit" and "Delete topic" on a topic: one's own only. */
export const mayChangeTopic = (reader: DiscussionReader, topic: Authored): boolean => isOwn(reader, topic);

/** "Reply" on any comment: members of the topic's group, as for commenting. */
export const mayReply = (reader: DiscussionReader): boolean => reader.uid !== null && reader.inGroup;

/** "Remove comment" on any comment and "Pin topic" / "Unpin topic" on any topic: moderators only. */
export const mayModerateDiscussion = (reader: DiscussionReader): boolean =>
  reader.uid !== null && reader.moderates;
