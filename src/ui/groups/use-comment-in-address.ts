import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { TopicComment } from '@/domain/groups/group';
import { commentInFragment } from './comment-address';

/**
 * Opens the topic at the comment its address names (`#comment-25`, "Link to this comment"): once the code runs,
 * and again each time the address names another, `focus` draws the comments up to it and focuses it. Not
 * again when the comments are read again (after a post): once per visit to the address (`key`). A comment the
 * topic does not hold (removed since) leaves the topic at its top.
 */
export function useCommentInAddress(comments: readonly TopicComment[], focus: (id: number) => void) {
  const { hash, key } = useLocation();
  const moveTo = useEffectEvent((named: number) => {
    if (comments.some((comment) => comment.id === named)) focus(named);
  });
  useEffect(() => {
    const named = commentInFragment(hash);
    if (named !== null) moveTo(named);
  }, [key, hash]);
}
