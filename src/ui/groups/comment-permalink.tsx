import { Link } from 'react-router-dom';
import { useInnerStop } from '../shared/inner-stops';
import { commentAddress, commentElementId } from './comment-address';
import { useCommentContext } from './comment-context';
import { useGroupMemberMessages } from './group-member-messages';
import styles from './topic-comments.module.css';

/** The id of a comment's byline (who wrote it, when), which its permalink is described by. */
export const bylineId = (commentId: number) => `${commentElementId(commentId)}-byline`;

/**
 * "Link to this comment", a stock Drupal's comment permalink: the topic's address at the comment
 * (comment-address.ts), to copy or share. Drawn by the server too. One of many on the page, each is told apart
 * by its description, the comment's byline.
 */
export function CommentPermalink({ commentId }: { commentId: number }) {
  const t = useGroupMemberMessages();
  const { topicNid } = useCommentContext();
  // Tabbable while the focus is in the comment (inner-stops.ts).
  const stop = useInnerStop();
  return (
    <p className={styles.permalink}>
      <Link to={commentAddress(topicNid, commentId)} aria-describedby={bylineId(commentId)} {...stop}>
        {t('linkToComment')}
      </Link>
    </p>
  );
}
