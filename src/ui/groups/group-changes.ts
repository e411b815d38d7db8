import { useCallback } from 'react';
import {
  ChangeGroupStanding,
  type StandingChange,
  type StandingChangeResult,
} from '@/application/groups/change-group-standing';
import type { GroupDetails, Topic } from '@/domain/groups/group';
import { useQueryCache } from '../shared/data/use-query';
import { GROUP_FAMILIES, GROUP_QUERIES } from './group-queries';
import { useGroupService } from './use-group-service';

// Each change to the working groups, with what it does to the query cache (group-queries.ts), so a view
// runs or reports the change and never names a key.

/**
 * Joins or leaves a group. On success the group as the use case answered it shows at once; who leads it
 * and the member's lists of groups are read again.
 */
export function useChangeStanding(): (
  group: GroupDetails,
  change: StandingChange,
) => Promise<StandingChangeResult> {
  const standing = useGroupService(ChangeGroupStanding);
  const cache = useQueryCache();
  return useCallback(
    async (group, change) => {
      const result = await standing.execute(group, change);
      if (result.ok) {
        cache.set(GROUP_QUERIES.group(group.id).key, result.value);
        cache.invalidate(GROUP_QUERIES.leaders(group.id).key);
        cache.invalidate(GROUP_FAMILIES.lists);
      }
      return result;
    },
    [standing, cache],
  );
}

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
