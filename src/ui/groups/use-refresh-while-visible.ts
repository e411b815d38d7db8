import { useCallback, useEffect, useRef } from 'react';
import { ReadGroups } from '@/application/groups/read-groups';
import { WatchComments } from '@/application/groups/watch-comments';
import { keyHash, type QueryKey } from '../shared/data/query-key';
import { useQueryCache } from '../shared/data/use-query';
import type { GroupQuery } from './group-queries';
import { useGroupService } from './use-group-service';
import { useRepeatWhileVisible } from './use-repeat-while-visible';

/** What a repeated read answers when what is drawn is still right: nothing to draw again. */
export const KEEP_DRAWN = Symbol('keep drawn');

/**
 * Reads a list on screen again on the topic's beat (issue 61: what others wrote shows on a group's page and in
 * "New in your groups" too), while the page is visible: its answer replaces the one drawn, a failure keeps it
 * and backs the next read off.
 */
export function useRefreshWhileVisible<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T | typeof KEEP_DRAWN>,
): void {
  const watch = useGroupService(WatchComments);
  const cache = useQueryCache();
  // The newest key and loader (a loader may hold a newer service); a new key starts a new repeat.
  const latest = useRef({ key, load });
  useEffect(() => {
    latest.current = { key, load };
  });
  const name = keyHash(key);
  const start = useCallback(
    () =>
      watch.every(async (signal) => {
        const { key: current, load: read } = latest.current;
        // Another list is on screen now: the repeat started for it reads it.
        if (keyHash(current) !== name) return true;
        const fresh = await read(signal);
        if (fresh !== KEEP_DRAWN) cache.set(current, fresh);
        return true;
      }),
    [watch, cache, name],
  );
  useRepeatWhileVisible(start);
}

/** A working-group query on screen, read again so (a group's page of topics). */
export function useGroupQueryRefresh<T>(query: GroupQuery<T>): void {
  const read = useGroupService(ReadGroups);
  useRefreshWhileVisible(query.key, (signal) => query.load(read, signal));
}
