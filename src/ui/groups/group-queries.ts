import { useCallback } from 'react';
import { ReadGroups } from '@/application/groups/read-groups';
import { Preferences } from '@/application/preferences/preferences';
import type { GroupListQuery } from '@/application/groups/group-gateway';
import { DEFAULT_TOPIC_ORDER, TOPIC_ORDERS, type TopicOrder } from '@/domain/groups/topic-order-choice';
import { keyHash, type QueryKey } from '../shared/data/query-key';
import { useService } from '../app/services';
import { useDrawnChoice } from '../app/drawn-choices';
import { useQuery, useQueryCache } from '../shared/data/use-query';
import { useGroupService } from './use-group-service';

/** What one remote read is: its key in the cache and how ReadGroups answers it, kept together. */
export interface GroupQuery<T> {
  readonly key: QueryKey;
  load(read: ReadGroups, signal: AbortSignal): Promise<T>;
}

/** What a ReadGroups method answers. */
type AnswerOf<M extends keyof ReadGroups> = Awaited<ReturnType<ReadGroups[M]>>;

const topicsOf = (id: number) => ['group', id, 'topics'];

/**
 * The prefixes a change invalidates by (group-changes.ts). A group's own keys start with `['group', id]` and
 * its topic pages, in either order, with `['group', id, 'topics']`, then the order; every list of groups starts
 * with `['groups']`.
 */
export const GROUP_FAMILIES = {
  group: (id: number) => ['group', id],
  topics: topicsOf,
  topicsInOrder: (id: number, order: TopicOrder) => [...topicsOf(id), order],
  lists: ['groups'],
} satisfies Record<string, QueryKey | ((...args: never[]) => QueryKey)>;

const topicPageKey = (id: number, order: TopicOrder, page: number): QueryKey => [
  ...GROUP_FAMILIES.topicsInOrder(id, order),
  page,
];

/**
 * Whether the answers a screen was drawn with, named by their keys' hashes (the server's first screen), hold
 * a page of group `id`'s topics, in any order: the key is read back here, where it is built, so the server
 * never takes a topic page's name apart itself.
 */
export function holdsTopicPage(answerNames: Iterable<string>, id: number): boolean {
  return [...answerNames].some((name) => TOPIC_ORDERS.some((order) => isTopicPageName(name, id, order)));
}

/** Whether `name` is the hash of a page's topicPageKey: the page read from its end, the whole name rebuilt. */
function isTopicPageName(name: string, id: number, order: TopicOrder): boolean {
  const page = Number(name.slice(name.lastIndexOf(':') + 1));
  return Number.isSafeInteger(page) && page >= 0 && keyHash(topicPageKey(id, order, page)) === name;
}

/**
 * Every working-group query, each defined once: a view reads it (useGroupQuery) and a prefetch starts it
 * (usePrefetchGroupParts) with the same key and loader, so the two cannot drift apart.
 */
export const GROUP_QUERIES = {
  group: (id: number): GroupQuery<AnswerOf<'group'>> => ({
    key: GROUP_FAMILIES.group(id),
    load: (read, signal) => read.group(id, { signal }),
  }),
  /** One page of a group's topics (0-based), in `order` (topic-order.ts). */
  topicPage: (
    id: number,
    page: number,
    order: TopicOrder = DEFAULT_TOPIC_ORDER,
  ): GroupQuery<AnswerOf<'topics'>> => ({
    key: topicPageKey(id, order, page),
    load: (read, signal) => read.topics(id, page, { signal, order }),
  }),
  leaders: (id: number): GroupQuery<AnswerOf<'leaders'>> => ({
    key: [...GROUP_FAMILIES.group(id), 'leaders'],
    load: (read, signal) => read.leaders(id, { signal }),
  }),
  topic: (nid: number): GroupQuery<AnswerOf<'topic'>> => ({
    key: ['topic', nid],
    load: (read, signal) => read.topic(nid, { signal }),
  }),
  list: (query: GroupListQuery): GroupQuery<AnswerOf<'list'>> => ({
    key: [...GROUP_FAMILIES.lists, 'list', JSON.stringify(query)],
    load: (read, signal) => read.list(query, { signal }),
  }),
  /** Where a comment's link (`/comment/{cid}`) leads: the topic it is on, or null. */
  commentPlace: (cid: number): GroupQuery<AnswerOf<'commentPlace'>> => ({
    key: ['comment', cid],
    load: (read, signal) => read.commentPlace(cid, { signal }),
  }),
  of: (userId: number): GroupQuery<AnswerOf<'groupsOf'>> => ({
    key: [...GROUP_FAMILIES.lists, 'of', userId],
    load: (read, signal) => read.groupsOf(userId, { signal }),
  }),
};

/** Reads a group query through the cache (ReadGroups arrives with the groups' code, GroupsLoader). */
export function useGroupQuery<T>(query: GroupQuery<T>) {
  const read = useGroupService(ReadGroups);
  return useQuery(query.key, (signal) => query.load(read, signal));
}

export const useGroup = (id: number) => useGroupQuery(GROUP_QUERIES.group(id)).data;

/**
 * A group's leaders, and its topics for a reader of the discussions (in the order this device lists them),
 * asked for with the group instead of after it (no waterfall).
 */
export function usePrefetchGroupParts(id: number, readsTopics: boolean, topicPage: number): void {
  const read = useGroupService(ReadGroups);
  const cache = useQueryCache();
  // Only asked for ahead here: the page shows the order where it lists the topics (group-topic-list.tsx).
  const { order } = useTopicOrder(false);
  const prefetch = <T>({ key, load }: GroupQuery<T>) => cache.prefetch(key, (signal) => load(read, signal));
  if (readsTopics) prefetch(GROUP_QUERIES.topicPage(id, topicPage, order));
  prefetch(GROUP_QUERIES.leaders(id));
}

/** One page of a group's topics (0-based), in `order`. */
export const useGroupTopics = (id: number, page: number, order?: TopicOrder) =>
  useGroupQuery(GROUP_QUERIES.topicPage(id, page, order));

export const useGroupLeaders = (id: number) => useGroupQuery(GROUP_QUERIES.leaders(id));

export const useTopic = (nid: number) => useGroupQuery(GROUP_QUERIES.topic(nid)).data;

export const useCommentPlace = (cid: number) => useGroupQuery(GROUP_QUERIES.commentPlace(cid)).data;

export const useGroupList = (query: GroupListQuery) => useGroupQuery(GROUP_QUERIES.list(query));

export const useGroupsOf = (userId: number) => useGroupQuery(GROUP_QUERIES.of(userId));

/**
 * The order this device lists a group's topics in (the site-state area: Preferences), and the way to choose
 * another. On the server it is the one the cookie told the render (src/server/render-first-screen.tsx). Here,
 * beside the queries that read it, rather than in a module of its own: a visitor's group page carries it, and
 * each module shared between chunks costs its first load a request. `shown` false where the order is only asked
 * for ahead: a drawn page then says it was drawn with the order only where it lists topics (drawn-choices.ts).
 */
export function useTopicOrder(shown = true): { order: TopicOrder; choose(order: TopicOrder): void } {
  const preferences = useService(Preferences);
  const order = useDrawnChoice('topicOrder', shown);
  const choose = useCallback((next: TopicOrder) => preferences.setTopicOrder(next), [preferences]);
  return { order, choose };
}
