import { useCallback, useEffect } from 'react';
import type { Topic } from '@/domain/groups/group';
import { TOPIC_ORDERS, type TopicOrder } from '@/domain/groups/topic-order-choice';
import { useQueryCache } from '../shared/data/use-query';
import { GROUP_FAMILIES, GROUP_QUERIES } from './group-queries';

// Each change to the working groups, with what it does to the query cache (group-queries.ts), so a view
// runs or reports the change and never names a key. Joining and leaving are in use-change-standing.ts: their
// use case loads with Join or Leave only, never with a visitor's group page, which reports posts from here.

/**
 * What a topic posted in a group changes: its topic pages, read again. Also after a send that may have
 * posted one (the answer was lost), so the member can look before sending again.
 */
export function useTopicPosted(groupId: number): () => void {
  const cache = useQueryCache();
  return useCallback(() => cache.invalidate(GROUP_FAMILIES.topics(groupId)), [cache, groupId]);
}

/**
 * What a comment changes: the topic (read again; the previous one stays meanwhile), and its group's topic
 * pages, whose comment counts it changed. Also after a send that may have posted it.
 */
export function useCommentPosted(topic: Pick<Topic, 'nid' | 'groupId'>): () => void {
  const cache = useQueryCache();
  const { nid, groupId } = topic;
  return useCallback(() => {
    cache.invalidate(GROUP_QUERIES.topic(nid).key);
    cache.invalidate(GROUP_FAMILIES.topics(groupId));
  }, [cache, nid, groupId]);
}

/**
 * What choosing another order of a group's topics changes: once the list shows `order`, the pages read in any
 * other order are dropped, so none is shown in its place, and coming back to that order reads the group again
 * in it, as a reload does.
 */
export function useTopicOrderShown(groupId: number, order: TopicOrder): void {
  const cache = useQueryCache();
  useEffect(() => {
    for (const other of TOPIC_ORDERS)
      if (other !== order) cache.forget(GROUP_FAMILIES.topicsInOrder(groupId, other));
  }, [cache, groupId, order]);
}
