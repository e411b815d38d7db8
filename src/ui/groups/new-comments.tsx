import { useEffect, useRef, useState } from 'react';
import type { Topic } from '@/domain/groups/group';
import { commentElementId } from './comment-address';
import { useCommentPosted } from './group-changes';
import { useGroupMemberMessages } from './group-member-messages';
import { useCommentArrivals } from './use-comment-arrivals';
import feature from './groups-feature.module.css';
import styles from './new-comments.module.css';

/**
 * Comments others wrote while the member reads (issue 61): said politely, "2 new comments", and a button that
 * shows them. Nothing moves until the member asks, and then only the new comments come in after those drawn:
 * the place read, the focus and the comment box's words stay. The focus goes to the first new comment only
 * when it was on the button, which is gone once they are shown.
 */
export function NewComments({ topic }: { topic: Topic }) {
  const t = useGroupMemberMessages();
  const arrived = useCommentArrivals(topic.nid, topic.comments.length);
  // Reading the topic again is what a comment posted here does too (the previous one stays meanwhile).
  const readAgain = useCommentPosted(topic);
  const button = useRef<HTMLButtonElement>(null);
  const asked = useRef<{ known: ReadonlySet<number>; focused: boolean } | null>(null);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const ask = asked.current;
    if (!ask || arrived > 0) return;
    asked.current = null;
    const fresh = topic.comments.filter((comment) => !ask.known.has(comment.id));
    setShown(fresh.length);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (ask.focused && lost && fresh[0]) document.getElementById(commentElementId(fresh[0].id))?.focus();
  }, [topic.comments, arrived]);

  const show = () => {
    const known = new Set(topic.comments.map((comment) => comment.id));
    asked.current = { known, focused: document.activeElement === button.current };
    readAgain();
  };
  return (
    <div className={styles.arrivals}>
      {/* Polite, but not a second status: the discussion's one status line says what became of the member's writing. */}
      <p aria-live="polite" aria-atomic="true">
        {arrived > 0
          ? t('newCommentsArrived', { count: arrived })
          : shown > 0 && t('newCommentsShown', { count: shown })}
      </p>
      {arrived > 0 && (
        <button ref={button} type="button" className={feature.secondary} onClick={show}>
          {t('showNewComments', { count: arrived })}
        </button>
      )}
    </div>
  );
}
