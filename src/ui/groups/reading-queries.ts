import { useCallback, useEffect, useMemo, useState } from 'react';
import { FindTopicNews, type NewsInTopic, type TopicNewsRead } from '@/application/groups/find-topic-news';
import { TopicReading, type LastReads } from '@/application/groups/topic-reading';
import type { QueryKey } from '../shared/data/query-key';
import { useQuery, useQueryCache } from '../shared/data/use-query';
import { GROUP_FAMILIES, GROUP_QUERIES, useGroupQuery } from './group-queries';
import { useGroupService } from './use-group-service';
import { KEEP_DRAWN, useRefreshWhileVisible } from './use-refresh-while-visible';

/** Every key of what the member has read starts so: recording a read makes them all out of date. */
const READING: QueryKey = ['reading'];

/**
 * When the member last read each of `nids`, through the cache; members only (TopicReading). Keyed by the set,
 * not the order: the same topics listed in another order are read already, and asking again would suspend
 * the list (and take the focus off the order's select).
 */
export function useLastReads(nids: readonly number[]): LastReads {
  const reading = useGroupService(TopicReading);
  const set = [...nids].sort((a, b) => a - b).join(',');
  return useQuery([...READING, set], (signal) => reading.lastReads(nids, { signal })).data;
}

/**
 * Every topic with something new to member `uid` across their groups (FindTopicNews), through the cache: under
 * the reading keys, so a recorded read makes it out of date.
 */
export function useTopicNews(uid: number): readonly NewsInTopic[] {
  return useTopicNewsRead(uid).read.news;
}

/**
 * The same, read again while the list is on screen (useTopicNewsRefresh): for the list of them alone, not for
 * each group's own count, which shares its reads.
 */
export function useLiveTopicNews(uid: number): readonly NewsInTopic[] {
  const { key, groupIds, read } = useTopicNewsRead(uid);
  useTopicNewsRefresh(key, uid, groupIds, read);
  return read.news;
}

/**
 * The news with the mark of activity they were read after (FindTopicNews.withActivity): one answer, which the
 * server draws the member area with and the browser takes over, so the first beat has its mark already.
 */
function useTopicNewsRead(uid: number) {
  const find = useGroupService(FindTopicNews);
  // The member's groups as the member area's own list reads them: one read of the groups for both.
  const groupIds = useGroupQuery(GROUP_QUERIES.of(uid)).data.map(({ group }) => group.id);
  const key = [...READING, 'news', uid, groupIds.join(',')];
  const read = useQuery(key, (signal) => find.withActivity(uid, groupIds, { signal })).data;
  return { key, groupIds, read };
}

/**
 * Reads the news again while the page is visible, on the topic's beat (WatchComments: 2 reads a minute at
 * most, none while hidden, backing off on failures): FindTopicNews.beat, one read of the groups' latest
 * activity compared with the mark of the news shown (`shown`, read before them: what others wrote since
 * counts), and only when it differs at most two more, whatever the number of topics with news (issue 72).
 */
function useTopicNewsRefresh(
  key: QueryKey,
  uid: number,
  groupIds: readonly number[],
  shown: TopicNewsRead,
): void {
  const find = useGroupService(FindTopicNews);
  useRefreshWhileVisible(
    key,
    async (signal): Promise<TopicNewsRead | typeof KEEP_DRAWN> =>
      (await find.beat(uid, groupIds, shown, { signal })) ?? KEEP_DRAWN,
  );
}

/** A member's visit to a topic: when they had read it before, and how to record that they have read it now. */
export interface TopicVisit {
  /** When they last read it before this visit (ISO 8601); null for a first visit. */
  readonly since: string | null;
  /** Records a read now (after the member wrote in it too, as Drupal does when it shows the topic again). */
  recordRead(): void;
}

/**
 * The member's visit to a topic. `since` is kept for the whole visit: the "new" marks say what was new when
 * they came, though the visit is recorded at once. It is recorded once the topic is on screen (an effect
 * runs after the page is shown); then what shows reads (the group's topics with their counts, the marks of
 * a later visit) is out of date.
 */
export function useTopicVisit(nid: number, groupId: number): TopicVisit {
  const reads = useLastReads([nid]);
  const [since] = useState(() => reads[nid] ?? null);
  const reading = useGroupService(TopicReading);
  const cache = useQueryCache();
  const recordRead = useCallback(() => {
    void reading.markRead(nid).then((recorded) => {
      if (!recorded) return;
      cache.invalidate(READING);
      cache.invalidate(GROUP_FAMILIES.topics(groupId));
    });
  }, [reading, cache, nid, groupId]);
  // In a task of its own: the take-over's effects are one task already, which at a phone's speed blocked the
  // page for long enough on a topic of twenty comments (docs/performance.md).
  useEffect(() => {
    const later = setTimeout(recordRead);
    return () => clearTimeout(later);
  }, [recordRead]);
  return useMemo(() => ({ since, recordRead }), [since, recordRead]);
}
