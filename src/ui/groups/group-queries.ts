import { ReadGroups } from '@/application/groups/read-groups';
import type { GroupListQuery } from '@/application/groups/group-gateway';
import type { QueryKey } from '../shared/data/query-key';
import { useQuery, useQueryCache } from '../shared/data/use-query';
import { useGroupService } from './use-group-service';

/**
 * The working groups' keys. A group's own keys start with `['group', id]`, so that one invalidation after
 * joining or leaving reaches its leaders and topics too; every list of groups starts with `['groups']`.
 */
export const GROUP_KEYS = {
  group: (id: number) => ['group', id],
  topics: (id: number) => ['group', id, 'topics'],
  topicPage: (id: number, page: number) => ['group', id, 'topics', page],
  leaders: (id: number) => ['group', id, 'leaders'],
  topic: (nid: number) => ['topic', nid],
  lists: ['groups'],
  list: (query: GroupListQuery) => ['groups', 'list', JSON.stringify(query)],
  of: (userId: number) => ['groups', 'of', userId],
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;

const useRead = () => useGroupService(ReadGroups);

export function useGroup(id: number) {
  const read = useRead();
  return useQuery(GROUP_KEYS.group(id), (signal) => read.group(id, { signal })).data;
}

/**
 * A group's leaders, and its topics for a reader of the discussions, asked for with the group instead of
 * after it (no waterfall).
 */
export function usePrefetchGroupParts(id: number, readsTopics: boolean, topicPage: number): void {
  const read = useRead();
  const cache = useQueryCache();
  if (readsTopics)
    cache.prefetch(GROUP_KEYS.topicPage(id, topicPage), (signal) => read.topics(id, topicPage, { signal }));
  cache.prefetch(GROUP_KEYS.leaders(id), (signal) => read.leaders(id, { signal }));
}

/** One page of a group's topics (0-based). */
export function useGroupTopics(id: number, page: number) {
  const read = useRead();
  return useQuery(GROUP_KEYS.topicPage(id, page), (signal) => read.topics(id, page, { signal }));
}

export function useGroupLeaders(id: number) {
  const read = useRead();
  return useQuery(GROUP_KEYS.leaders(id), (signal) => read.leaders(id, { signal }));
}

export function useTopic(nid: number) {
  const read = useRead();
  return useQuery(GROUP_KEYS.topic(nid), (signal) => read.topic(nid, { signal })).data;
}

export function useGroupList(query: GroupListQuery) {
  const read = useRead();
  return useQuery(GROUP_KEYS.list(query), (signal) => read.list(query, { signal }));
}

export function useGroupsOf(userId: number) {
  const read = useRead();
  return useQuery(GROUP_KEYS.of(userId), (signal) => read.groupsOf(userId, { signal }));
}
