import type { Container } from 'inversify';
import { TOKENS } from '@/application/tokens';
import { QueryCache } from './query-cache';

const caches = new WeakMap<Container, QueryCache>();

/**
 * The query cache of one portal instance: one per container, so that each test, each server render and the
 * browser's app have their own without a provider of its own. A session that ends (logout, expiry, another
 * user) takes its user's answers with it.
 */
export function queryCacheOf(container: Container): QueryCache {
  let cache = caches.get(container);
  if (!cache) {
    const created = new QueryCache();
    container.get(TOKENS.SessionStore).ended$.subscribe(() => created.forgetUser());
    caches.set(container, created);
    cache = created;
  }
  return cache;
}
