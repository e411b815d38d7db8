import type { SandboxDatabase } from '../storage/database';
import { findUserById } from './tables/users';

/**
 * Who reads the working groups' discussions: topics, their comments, their attachments (names and
 * downloads) and the names of who wrote them. The list of groups, each group's description and its leaders
 * are public; the discussions are for logged-in members of the association (the user's `is_member`, which
 * the page answer's session carries). One rule, asked by every route that reads them: the topic views,
 * topic downloads and the site search.
 *
 * On a real site this is a permission the association's members hold (a views access plugin of type
 * "permission" on the topic views, node access for the search index); a view whose access check fails
 * answers 403 with Drupal's reason for the missing permission.
 */
export const DISCUSSIONS_PERMISSION = 'view working group discussions';

export const DISCUSSIONS_REFUSAL = `The '${DISCUSSIONS_PERMISSION}' permission is required.`;

/** Whether the user `uid` (null or undefined: a visitor) may read the working groups' discussions. */
export function readsDiscussions(db: SandboxDatabase, uid: number | null | undefined): uid is number {
  return isAssociationMember(db, uid);
}

/** Whether the user `uid` is a member of the association (`is_member`), and so may join, post and comment. */
export function isAssociationMember(db: SandboxDatabase, uid: number | null | undefined): uid is number {
  if (uid === null || uid === undefined) return false;
  const user = findUserById(db, uid);
  return user !== undefined && user.isMember && !user.blocked;
}

/**
 * Whether the user `uid` may change what `authorUid` wrote (a topic, a comment): its author, a member holding
 * the members' `edit own …` permissions. Core refuses anyone else with the entity's own reason.
 */
export const editsOwnDiscussion = (
  db: SandboxDatabase,
  uid: number | null | undefined,
  authorUid: number,
): boolean => isAssociationMember(db, uid) && authorUid === uid;
