import { useEffect, useState } from 'react';
import { CommentOutbox, type OutboxItem } from '@/application/groups/comment-outbox';
import { OutboxSender } from '@/application/groups/outbox-sender';
import type { GroupMemberKey } from './group-member-words';
import { useGroupMemberMessages } from './group-member-messages';
import type { GroupsKey } from './groups-messages';
import { refusalText, useWaitingHere } from './topic-outbox';
import { useGroupService } from './use-group-service';
import feature from './groups-feature.module.css';

/** What the member wrote that went into the outbox: a new comment, a reply, an edit of their own comment. */
export type WritingKind = 'comment' | 'reply' | 'edit';

/**
 * What the discussion's status line says: words said once (a comment posted now, removed), or the outbox item
 * the member just wrote, whose words follow it until it went, was refused, or was taken back.
 */
export type WritingNotice = string | { readonly waiting: WritingKind; readonly serial: number };

let made = 0;
/** The status line follows the item of this kind that was just put in the outbox. */
export const waitingNotice = (waiting: WritingKind): WritingNotice => ({ waiting, serial: ++made });

const WORDS: Record<
  WritingKind,
  { readonly waits: GroupMemberKey; readonly went: GroupMemberKey | GroupsKey }
> = {
  comment: { waits: 'commentWaiting', went: 'commentPosted' },
  reply: { waits: 'replyWaiting', went: 'replyPosted' },
  edit: { waits: 'commentEditWaiting', went: 'commentSaved' },
};

const kindOf = (item: OutboxItem): WritingKind =>
  item.edit ? 'edit' : item.replyTo !== null ? 'reply' : 'comment';

/** The discussion's one status line, announced politely. */
export function WritingStatus({ topicNid, notice }: { topicNid: number; notice: WritingNotice }) {
  return (
    <p role="status" className={feature.notice}>
      {typeof notice === 'string' ? (
        notice
      ) : (
        <FollowedItem key={notice.serial} topicNid={topicNid} kind={notice.waiting} />
      )}
    </p>
  );
}

/**
 * The words of the item of `kind` last put in the outbox on this topic: waiting, then posted (or saved) once
 * it went, why the content system refused it (as the item itself says), nothing once it was taken back.
 */
function FollowedItem({ topicNid, kind }: { topicNid: number; kind: WritingKind }) {
  const outbox = useGroupService(CommentOutbox);
  const sender = useGroupService(OutboxSender);
  const t = useGroupMemberMessages();
  const [id] = useState(
    () =>
      outbox
        .items()
        .filter((item) => item.topicNid === topicNid && kindOf(item) === kind)
        .at(-1)?.id,
  );
  // Sent; or cancelled while on its way and posted all the same, which TopicOutbox says in its own words.
  const [went, setWent] = useState<'sent' | 'late' | null>(null);
  useEffect(() => {
    const late = sender.postedAfterCancel$.subscribe((item) => item.id === id && setWent('late'));
    const sent = sender.sent$.subscribe((item) => item.id === id && setWent((was) => was ?? 'sent'));
    return () => {
      late.unsubscribe();
      sent.unsubscribe();
    };
  }, [sender, id]);
  const [item] = useWaitingHere(topicNid, (each) => each.id === id);
  if (went === 'sent') return t(WORDS[kind].went);
  if (!item || went) return null;
  return item.refused ? refusalText(item.refused, item, t) : t(WORDS[kind].waits);
}
