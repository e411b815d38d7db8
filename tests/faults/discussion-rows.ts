import { waitsToBeSent } from '@/application/groups/waits-to-be-sent';
import { commentFailureText, COMMENT_EDIT_WORDS, REPLY_WORDS } from '@/ui/groups/comment-failure-text';
import { GROUPS_ENGLISH } from '../support/groups-english';
import { COMMENT_LINK_ROW } from './comment-link-row';
import {
  commentNotRemovedText,
  topicNotDeletedText,
  topicNotPinnedText,
  topicNotSavedText,
} from './discussion-words';
import { checked, refusal } from './drupal-rows';
import { isRefusal, isUnreadable, perFault, type FaultRow } from './fault-row';
import type { Fault } from './faults';
import { answerNotRead, outboxWaits, shows, silentlyIgnored, TRY_AGAIN, type Outcome } from './outcomes';

/** A write whose answer nobody reads: an unreadable 2xx counts as done; the rest as `failed` words it. */
const write = (done: string, failed: (fault: Fault) => Outcome) =>
  perFault((fault) => (isUnreadable(fault) ? answerNotRead(done) : checked(fault, failed(fault))));

const TYPED_REPLY = 'the typed reply, in its editor under the comment';

/** A reply that failed: as a new comment's, in a reply's words (src/ui/groups/comment-in-place.tsx). */
function replyMessage(fault: Fault): Outcome {
  const failure = refusal(fault);
  return waitsToBeSent(failure)
    ? outboxWaits('reply')
    : shows(
        'action-message',
        commentFailureText(failure, GROUPS_ENGLISH, REPLY_WORDS),
        TRY_AGAIN,
        TYPED_REPLY,
      );
}

const EDITED_COMMENT = 'the edited text, in the editor in place of the comment';
const EDITED_TOPIC =
  'the edited title and message in the editor (held by the page, so a login in place loses nothing)';
/** After a save refused as made from an older version, whose newer one could not be read. */
const NOT_OVER_NEWER = '; nothing was saved over the newer version';

/** An edit of one's own comment that failed: it waits in the outbox, or its words, Try again, and the editor as it was. */
const commentNotSaved = (fault: Fault, kept: string) =>
  waitsToBeSent(refusal(fault))
    ? outboxWaits('edit')
    : shows(
        'action-message',
        commentFailureText(refusal(fault), GROUPS_ENGLISH, COMMENT_EDIT_WORDS),
        TRY_AGAIN,
        kept,
      );

const topicNotSaved = (fault: Fault, kept: string) =>
  shows('action-message', topicNotSavedText(refusal(fault)), TRY_AGAIN, kept);

/**
 * The stale save's 403 has already made the portal ask who is logged in (SessionExpiry), and a refusal while
 * that question is out shares its answer: an ended session is told by the next answer that reports it.
 */
const JOINS_THE_CHECK =
  ' — no session check of its own: it shares the one the refused save just started, so a session ended in between shows at the next page answer';

/**
 * Issue 51: a save made from an older version is refused (403, "Access denied on updating field 'changed'.")
 * and the newer one read back from the same entity, so the member sees both texts. Its answer is read: an
 * unreadable one fails the save's words too; Try again saves, is refused again and reads again.
 */
const newerVersionRead = (
  what: 'comment' | 'topic',
  call: string,
  route: RegExp,
  useCase: string,
): FaultRow => ({
  id: `read-newer-${what}`,
  system: 'drupal',
  call,
  usedBy: `topic page, Edit on one’s own ${what} saved after someone else’s newer save: the newer version read (${useCase})`,
  route,
  outcomes: perFault((fault) => {
    const outcome =
      what === 'comment'
        ? commentNotSaved(fault, EDITED_COMMENT + NOT_OVER_NEWER)
        : topicNotSaved(fault, EDITED_TOPIC + NOT_OVER_NEWER);
    return isRefusal(fault) ? { ...outcome, message: outcome.message + JOINS_THE_CHECK } : outcome;
  }),
});

/** What the member has read of a topic: how the "new" marks fare when Drupal's history module fails. */
const UNMARKED =
  'the topics as they are, unmarked: no “N new” on the group’s page, no “new” and no “First new comment” on the topic page (as on a first visit), no “new comments” in the member area';

/**
 * Issue 45's calls (docs/behaviour.md, Remote calls, between "Add a comment" and "Join group"): a member's
 * reply, their own comment and topic changed (issue 51: the newer version read after a stale save), a
 * moderator's removal and pin (issue 63), and Drupal's history module behind the "new" marks.
 */
export const DISCUSSION_ROWS: readonly FaultRow[] = [
  {
    id: 'reply',
    system: 'drupal',
    // The comment row's route with `pid`: a row of its own, as its words are a reply's, not a comment's.
    call: 'POST comment?_format=json with pid',
    usedBy: 'topic page, Reply under a comment (PostComment with the comment it answers)',
    route: /^POST comment$/,
    outcomes: write(
      'the reply counts as posted (“Your reply was posted.”); the comments reload',
      replyMessage,
    ),
  },
  {
    id: 'edit-comment',
    system: 'drupal',
    call: 'PATCH comment/{cid}?_format=json',
    usedBy: 'topic page, Edit on one’s own comment (EditComment)',
    route: /^PATCH comment\/\d+$/,
    // Saving the same text twice does no harm: Try again even after a 500.
    outcomes: write('the comment counts as saved (“Your comment was saved.”); the comments reload', (fault) =>
      commentNotSaved(fault, EDITED_COMMENT),
    ),
  },
  newerVersionRead('comment', 'GET comment/{cid}?_format=json', /^GET comment\/\d+$/, 'EditComment'),
  COMMENT_LINK_ROW,
  {
    id: 'edit-topic',
    system: 'drupal',
    call: 'PATCH node/{nid}?_format=json',
    usedBy: 'topic page, Edit on one’s own topic (ChangeTopic.edit)',
    route: /^PATCH node\/\d+$/,
    outcomes: write(
      'the changes count as saved (“Your changes to the topic were saved.”); the topic reloads',
      (fault) => topicNotSaved(fault, EDITED_TOPIC),
    ),
  },
  newerVersionRead('topic', 'GET node/{nid}?_format=json', /^GET node\/\d+$/, 'ChangeTopic.edit'),
  {
    id: 'delete-topic',
    system: 'drupal',
    call: 'DELETE node/{nid}?_format=json',
    usedBy: 'topic page, Delete topic in its confirmation (ChangeTopic.delete)',
    route: /^DELETE node\/\d+$/,
    outcomes: write(
      'the topic counts as deleted; the member is on the group’s page, which no longer lists it',
      (fault) =>
        shows(
          'action-message',
          topicNotDeletedText(refusal(fault)),
          'Delete topic again in the confirmation, which stays open; or Cancel',
          'the topic, and the confirmation naming it',
        ),
    ),
  },
  {
    id: 'remove-comment',
    system: 'drupal',
    call: 'DELETE comment/{cid}?_format=json',
    usedBy: 'topic page, a moderator’s Remove comment in its confirmation (ModerateDiscussion.removeComment)',
    route: /^DELETE comment\/\d+$/,
    outcomes: write(
      'the comment counts as removed (“The comment by … was removed.”); the comments reload without it and its replies',
      (fault) =>
        shows(
          'action-message',
          commentNotRemovedText(refusal(fault)),
          'Remove comment again in the confirmation, which stays open; or Cancel',
          'the comment and its replies, and the confirmation naming whose it is',
        ),
    ),
  },
  {
    id: 'pin-topic',
    system: 'drupal',
    // The topic edit's route with `sticky` alone: a row of its own, as its words are a pin's.
    call: 'PATCH node/{nid}?_format=json with sticky',
    usedBy: 'topic page, a moderator’s Pin topic or Unpin topic (ModerateDiscussion.pinTopic)',
    route: /^PATCH node\/\d+$/,
    outcomes: write(
      'the topic counts as pinned (“The topic is pinned: its group lists it first.”); the topic and its group’s list reload',
      (fault) =>
        shows(
          'action-message',
          topicNotPinnedText(refusal(fault)),
          'Pin topic again (the button stays, in focus)',
          'the topic as it was, not pinned',
        ),
    ),
  },
  {
    id: 'mark-read',
    system: 'drupal',
    call: 'POST history/{nid}/read',
    usedBy: 'topic page shown to a member, its visit recorded (TopicReading.markRead)',
    route: /^POST history\/\d+\/read$/,
    outcomes: write('the visit counts as recorded', () =>
      silentlyIgnored(
        'the topic page as it is; the visit is not recorded, so the next visit’s “new” marks still count from the read before this one',
      ),
    ),
  },
  {
    id: 'last-read',
    system: 'drupal',
    call: 'POST history/get_node_read_timestamps',
    usedBy:
      'the “new” marks of the topic page, the group’s topics and the member area (TopicReading.lastReads)',
    route: /^POST history\/get_node_read_timestamps$/,
    // Its answer is read: an unreadable one is no history either.
    outcomes: perFault((fault) => checked(fault, silentlyIgnored(UNMARKED))),
  },
];
