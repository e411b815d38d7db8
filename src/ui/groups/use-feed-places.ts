import { useLayoutEffect, type RefObject } from 'react';
import type { TopicComment } from '@/domain/groups/group';
import { commentInFragment } from './comment-address';

/**
 * Each drawn comment's place in the whole thread, as a feed's articles say it (aria-posinset of
 * aria-setsize), written on the articles after each drawing rather than drawn with them: a comment posted
 * changes the count, and a reply the places of every comment after it, and as props of CommentItem that drew
 * every comment again (300 on a long topic), where nothing a reader sees had changed.
 */
export function useFeedPlaces(feed: RefObject<HTMLElement | null>, comments: readonly TopicComment[]): void {
  useLayoutEffect(() => {
    const places = new Map(comments.map(({ id }, index) => [id, index + 1]));
    for (const article of feed.current?.querySelectorAll(':scope > article') ?? []) {
      const place = places.get(commentInFragment(`#${article.id}`) ?? 0);
      if (place === undefined) continue;
      article.setAttribute('aria-posinset', String(place));
      article.setAttribute('aria-setsize', String(comments.length));
    }
  });
}
