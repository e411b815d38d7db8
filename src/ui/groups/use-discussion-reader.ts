import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { DiscussionReader } from '@/domain/groups/discussion-rights';
import type { GroupDetails } from '@/domain/groups/group';
import { isInGroup, standingOf } from '@/domain/groups/group-standing';
import { useQueryCache } from '../shared/data/use-query';
import { useViewer } from '../shared/use-viewer';
import { GROUP_QUERIES } from './group-queries';

/**
 * Who reads the topic, for the discussion's buttons (discussion-rights.ts): their uid, and whether they are in
 * the topic's group, from the group as the comment form reads it (its own key, read there). Not waited for:
 * until the group is known no one is taken for a member, and the buttons that need it come with it, so the
 * topic is not held back for them (a server-drawn page shows no buttons anyway: they work with the code).
 */
export function useDiscussionReader(groupId: number): DiscussionReader {
  const viewer = useViewer();
  const cache = useQueryCache();
  const key = useMemo(() => GROUP_QUERIES.group(groupId).key, [groupId]);
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(key, onChange), [cache, key]);
  const group = useSyncExternalStore(
    subscribe,
    () => cache.peek<GroupDetails | null>(key)?.data,
    () => undefined,
  );
  const uid = viewer.loggedIn ? viewer.userId : null;
  const inGroup = uid !== null && !!group && isInGroup(standingOf(group.members, uid));
  return useMemo(() => ({ uid, inGroup }), [uid, inGroup]);
}
