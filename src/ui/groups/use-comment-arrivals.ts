import { useCallback, useState } from 'react';
import { WatchComments } from '@/application/groups/watch-comments';
import { arrivedSince, type CommentStatistics } from '@/domain/groups/comment-arrivals';
import { useGroupService } from './use-group-service';
import { useRepeatWhileVisible } from './use-repeat-while-visible';

/**
 * How many comments topic `nid` has beyond the `shown` ones, as its statistics, read on WatchComments' beat
 * while the page is visible, last said: 0 until a read finds more.
 */
export function useCommentArrivals(nid: number, shown: number): number {
  const watch = useGroupService(WatchComments);
  const [statistics, setStatistics] = useState<CommentStatistics | null>(null);
  useRepeatWhileVisible(useCallback(() => watch.topic(nid, setStatistics), [watch, nid]));
  return statistics ? arrivedSince(shown, statistics) : 0;
}
