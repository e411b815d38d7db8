import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { CommentOutbox, type OutboxItem } from '@/application/groups/comment-outbox';
import { OutboxSender } from '@/application/groups/outbox-sender';
import type { EditCommentFailure } from '@/application/groups/post-comment';
import {
  COMMENT_EDIT_WORDS,
  commentFailureText,
  isConflict,
  NEW_COMMENT_WORDS,
  REPLY_WORDS,
} from './comment-failure-text';
import type { GroupMemberKey, GroupMemberTranslate } from './group-member-words';
import { useGroupMemberMessages } from './group-member-messages';
import { useGroupService } from './use-group-service';
import feature from './groups-feature.module.css';
import styles from './topic-outbox.module.css';

interface TopicOutboxProps {
  topicNid: number;
  /** One of them now stands among the comments: the page reads them again and says so. */
  onSent(item: OutboxItem): void;
}

const NONE: readonly OutboxItem[] = [];
const noneWaiting = () => NONE;

/** A reply waits under the comment it answers (WaitingReplies); a comment or an edit above the comment box. */
const isReply = (item: OutboxItem) => item.edit === null && item.replyTo !== null;

/**
 * The member's items on this topic that wait on the device (CommentOutbox), followed as they change. None on
 * the server or at the take-over (the tab's storage is the browser's): what waits arrives with the browser's
 * first own render, as the drafts do.
 */
export function useWaitingHere(
  topicNid: number,
  shown: (item: OutboxItem) => boolean,
): readonly OutboxItem[] {
  const outbox = useGroupService(CommentOutbox);
  const follow = useCallback(
    (changed: () => void) => {
      const watching = outbox.changed$.subscribe(changed);
      return () => watching.unsubscribe();
    },
    [outbox],
  );
  const items = useSyncExternalStore(follow, () => outbox.items(), noneWaiting);
  return items.filter((item) => item.topicNid === topicNid && shown(item));
}

/**
 * The member's comments and edits on this topic that wait on the device to be sent, where a new comment will
 * stand: each with its text, "Waiting to be sent" (or why the content system refused it) and Cancel. Nothing
 * while none waits. It hears every item of the topic that went, replies too.
 */
export function TopicOutbox({ topicNid, onSent }: TopicOutboxProps) {
  const sender = useGroupService(OutboxSender);
  const t = useGroupMemberMessages();
  // Cancelled while its request was already on its way, and posted all the same: said, never left to be found.
  const [late, setLate] = useState<OutboxItem | null>(null);
  useEffect(() => {
    const sent = sender.sent$.subscribe((item) => item.topicNid === topicNid && onSent(item));
    const posted = sender.postedAfterCancel$.subscribe((item) => item.topicNid === topicNid && setLate(item));
    return () => {
      sent.unsubscribe();
      posted.unsubscribe();
    };
  }, [sender, topicNid, onSent]);
  return (
    <>
      {late && (
        <p role="status" className={styles.state}>
          {t('postedBeforeCancel', { text: late.text })}{' '}
          <button type="button" className={feature.secondary} onClick={() => setLate(null)}>
            {t('close')}
          </button>
        </p>
      )}
      <OutboxList items={useWaitingHere(topicNid, (item) => !isReply(item))} />
    </>
  );
}

/** The member's replies to comment `parentId` that wait to be sent, under that comment, as TopicOutbox's. */
export function WaitingReplies({ topicNid, parentId }: { topicNid: number; parentId: number }) {
  return (
    <OutboxList items={useWaitingHere(topicNid, (item) => isReply(item) && item.replyTo === parentId)} />
  );
}

function OutboxList({ items }: { items: readonly OutboxItem[] }) {
  const outbox = useGroupService(CommentOutbox);
  const t = useGroupMemberMessages();
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('outbox')} className={styles.outbox}>
      {items.map((item) => (
        <WaitingComment key={item.id} item={item} onCancel={() => outbox.remove(item.id)} />
      ))}
    </ul>
  );
}

/** What the item is, when it is not a new comment: a reply, or an edit of the member's own comment. */
const kindOf = (item: OutboxItem): GroupMemberKey | null =>
  item.edit ? 'outboxEdit' : item.replyTo !== null ? 'outboxReply' : null;

/** Why the content system refused the item, as its editor would have said it. */
export function refusalText(refused: EditCommentFailure, item: OutboxItem, t: GroupMemberTranslate): string {
  if (isConflict(refused)) return t('outboxEditConflict');
  const words = item.edit ? COMMENT_EDIT_WORDS : item.replyTo === null ? NEW_COMMENT_WORDS : REPLY_WORDS;
  return commentFailureText(refused, t, words);
}

function WaitingComment({ item, onCancel }: { item: OutboxItem; onCancel(): void }) {
  const t = useGroupMemberMessages();
  const id = useId();
  const kind = kindOf(item);
  return (
    <li className={styles.item} aria-describedby={`${id}-state`}>
      {kind && <p>{t(kind)}</p>}
      <p id={`${id}-text`} dir="auto" className={styles.text}>
        {item.text}
      </p>
      <p id={`${id}-state`} className={item.refused ? styles.refused : styles.state}>
        {item.refused ? refusalText(item.refused, item, t) : t('waitingToBeSent')}
      </p>
      <button type="button" className={feature.secondary} onClick={onCancel} aria-describedby={`${id}-text`}>
        {t('cancel')}
      </button>
    </li>
  );
}
