import type { GroupDetails } from '@/domain/groups/group';
import type { InMemoryReadingHistory } from './in-memory-reading-history';
import type { StoredTopic } from './in-memory-topics';
import { TOPIC_REFUSALS } from './topic-refusals';

export interface InMemoryGroupOptions {
  readonly groups?: readonly GroupDetails[];
  readonly topics?: readonly StoredTopic[];
  /** The names shown for users (leaders, authors), by uid. */
  readonly userNames?: Readonly<Record<number, string>>;
  /** Who is logged in (0: nobody), asked on every call as the session cookie decides for the real adapter. */
  readonly currentUid?: () => number;
  /**
   * Whether a logged-in user is a member of the association (`is_member`): only members read the
   * discussions, join, post and comment (403 otherwise). Left out, every logged-in user is.
   */
  readonly isMember?: (uid: number) => boolean;
  /**
   * Whether a logged-in user may moderate (`administer comments`, `administer nodes`): remove anyone's comment,
   * pin a topic. Left out, no one may.
   */
  readonly moderates?: (uid: number) => boolean;
  /** Drupal's base; posted files get private URLs under it, as the adapter resolves them. */
  readonly drupalBase?: string;
  /** What each user has read (the history module): topic rows count new comments by it; without, not sent. */
  readonly history?: InMemoryReadingHistory;
  /** The topics an editor pinned (node `sticky`), by nid. */
  readonly pinned?: readonly number[];
}

/** The sandbox's page size of the working-group list. */
export const GROUPS_PER_PAGE = 10;

/** The sandbox's refusal texts. */
export const GROUP_REFUSALS = {
  notMember: 'You are not a member of this group.',
  noTitle: 'The title is required.',
  commentForbidden: TOPIC_REFUSALS.commentForbidden,
  discussions: "The 'view working group discussions' permission is required.",
  joinNotMember: 'Only members of the association can join a working group.',
  postNotMember: 'Only members of the association can post topics.',
  emptyComment: TOPIC_REFUSALS.emptyComment,
} as const;
