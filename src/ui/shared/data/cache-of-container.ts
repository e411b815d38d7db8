import { SessionStore } from '@/application/session/session-store';
import type { Container } from 'inversify';
import { ANONYMOUS_USER_ID } from '@/domain/session/session';
import { distinctUntilChanged, map, pairwise } from 'rxjs';
import { QueryCache } from './query-cache';

const caches = new WeakMap<Container, QueryCache>();

/**
 * The query cache of one portal instance: one per container, so that each test, each server render and the
 * browser's app have their own without a provider of its own. Answers are read as a user (a page, its
 * menus and groups as they see them): when another user, or none, is looking, they are forgotten.
 */
export function queryCacheOf(container: Container): QueryCache {
  let cache = caches.get(container);
  if (!cache) {
    const created = new QueryCache();
    container
      .get(SessionStore)
      .state$.pipe(
        map((state) => state.session.userId),
        distinctUntilChanged(),
        pairwise(),
      )
      .subscribe(([previous]) => created.forgetUser(previous === ANONYMOUS_USER_ID));
    caches.set(container, created);
    cache = created;
  }
  return cache;
}
