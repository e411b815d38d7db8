import { useEffect, useRef, useState } from 'react';
import { WatchComments } from '@/application/groups/watch-comments';
import type { RepeatWhileVisible } from '@/application/repeat-while-visible';
import { arrivedSince, type CommentStatistics } from '@/domain/groups/comment-arrivals';
import { usePageVisible } from '../shared/use-page-visible';
import { useGroupService } from './use-group-service';

/**
 * How many comments topic `nid` has beyond the `shown` ones, as its statistics, read on WatchComments' beat
 * while the page is visible, last said: 0 until a read finds more.
 */
export function useCommentArrivals(nid: number, shown: number): number {
  const watch = useGroupService(WatchComments);
  const visible = usePageVisible();
  const [statistics, setStatistics] = useState<CommentStatistics | null>(null);
  const watching = useRef<RepeatWhileVisible | null>(null);
  useEffect(() => {
    const started = watch.topic(nid, setStatistics);
    watching.current = started;
    return () => started.stop();
  }, [watch, nid]);
  // After the one above, and again with it: a watch started for another topic is told the visibility too.
  useEffect(() => watching.current?.setVisible(visible), [watch, nid, visible]);
  return statistics ? arrivedSince(shown, statistics) : 0;
}
