import { useCallback } from 'react';
import {
  ChangeGroupStanding,
  type StandingChange,
  type StandingChangeResult,
} from '@/application/groups/change-group-standing';
import type { GroupDetails } from '@/domain/groups/group';
import { useQueryCache } from '../shared/data/use-query';
import { GROUP_FAMILIES, GROUP_QUERIES } from './group-queries';
import { useGroupService } from './use-group-service';

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
