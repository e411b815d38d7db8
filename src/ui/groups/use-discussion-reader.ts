import { use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { ReadGroups } from '@/application/groups/read-groups';
import type { DiscussionReader } from '@/domain/groups/discussion-rights';
import type { GroupDetails } from '@/domain/groups/group';
import { isInGroup, standingOf } from '@/domain/groups/group-standing';
import { mayModerate } from '@/domain/session/roles';
import { NOTHING_TO_WAIT_FOR } from '../shared/data/nothing-to-wait-for';
import { useQueryCache } from '../shared/data/use-query';
import { useHydrated } from '../shared/use-hydrated';
import { useViewer } from '../shared/use-viewer';
import { GROUP_QUERIES } from './group-queries';
import { useGroupService } from './use-group-service';

/**
 * Who reads the topic, for the discussion's buttons (discussion-rights.ts): their uid, whether they moderate,
 * and whether they are in the topic's group, from the group as the comment form reads it (its own key, read there). In the browser it
 * is not waited for: until the group is known no one is taken for a member, and the buttons that need it come
 * with it, so the topic is not held back for them. Drawn on the server it is: the member's page is drawn with
 * its buttons (disabled until the code has taken it over), and the take-over reads the same answer, which came
 * with the page, so nothing appears and pushes the discussion down when the code arrives (issue 51's CLS).
 */
export function useDiscussionReader(groupId: number): DiscussionReader {
  const viewer = useViewer();
  const cache = useQueryCache();
  const read = useGroupService(ReadGroups);
  // False on the server and while a server-drawn page is taken over, where the answer is the page's own.
  const drawn = !useHydrated();
  const query = useMemo(() => GROUP_QUERIES.group(groupId), [groupId]);
  const uid = viewer.loggedIn ? viewer.userId : null;
  const asked = drawn && uid !== null ? cache.read(query.key, (signal) => query.load(read, signal)) : null;
  // One `use()` in every render; it waits only on the server, the first time the group is asked.
  use(asked && !asked.hasData && asked.error === undefined ? asked.settled : NOTHING_TO_WAIT_FOR);
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe(query.key, onChange),
    [cache, query],
  );
  const peek = () => cache.peek<GroupDetails | null>(query.key)?.data;
  const group = useSyncExternalStore(subscribe, peek, peek);
  const inGroup = uid !== null && !!group && isInGroup(standingOf(group.members, uid));
  // Known from the session's roles at once, drawn on the server as in the browser.
  const moderates = uid !== null && mayModerate(viewer.roles);
  return useMemo(() => ({ uid, inGroup, moderates }), [uid, inGroup, moderates]);
}
