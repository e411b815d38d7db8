import { useRef } from 'react';
import { useHydrated } from '../shared/use-hydrated';
import { useGroupMemberMessages } from './group-member-messages';
import { useWhenSeen } from './use-when-seen';
import styles from './topic-comments.module.css';

interface MoreCommentsProps {
  /** How many comments are drawn, and how many the topic holds. */
  shown: number;
  count: number;
  /** Draws the next comments. */
  onMore(): void;
  /** Told when the reader asked with the button (not by scrolling). */
  onAsked(): void;
}

/**
 * "Show more comments": drawn as the reader scrolls near it, and a button that does the same for a
 * keyboard, a screen reader or a browser without IntersectionObserver (it works on its own).
 */
export function MoreComments({ shown, count, onMore, onAsked }: MoreCommentsProps) {
  const t = useGroupMemberMessages();
  const sentinel = useRef<HTMLDivElement>(null);
  // Drawn by the server for a member: the button works once the code has taken the page over.
  const hydrated = useHydrated();
  useWhenSeen(sentinel, onMore, { enabled: shown < count, round: shown });
  return (
    <div ref={sentinel} className={styles.more}>
      <p className={styles.moreCount}>{t('commentsShown', { shown, count })}</p>
      <button
        type="button"
        className={styles.moreButton}
        onClick={() => (onAsked(), onMore())}
        disabled={!hydrated}
      >
        {t('showMoreComments')}
      </button>
    </div>
  );
}
