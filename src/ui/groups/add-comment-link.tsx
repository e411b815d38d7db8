import type { MouseEvent } from 'react';
import { useGroupMemberMessages } from './group-member-messages';
import styles from './topic-comments.module.css';

/** The id of what follows a discussion: the comment box, or what tells the reader how to take part. */
export const ADD_COMMENT_ID = 'add-comment';

/**
 * Puts the focus in the comment box (or, where there is none, on what says how to take part), scrolled into
 * view: the one way there that does not cross every comment drawn above it.
 */
export function focusCommentBox(): void {
  const place = document.getElementById(ADD_COMMENT_ID);
  const box = place?.querySelector<HTMLElement>('textarea') ?? place;
  box?.focus();
}

/**
 * "Add a comment": a link to the box under a long discussion, at the top of it and where each batch of
 * comments ends. A plain link to the box's place, so it works before the code has taken the page over; after,
 * it moves the focus into the box itself (a link to an id moves the focus only to that element).
 */
export function AddCommentLink() {
  const t = useGroupMemberMessages();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    focusCommentBox();
  };
  return (
    <p className={styles.addComment}>
      <a href={`#${ADD_COMMENT_ID}`} onClick={onClick}>
        {t('addComment')}
      </a>
    </p>
  );
}
