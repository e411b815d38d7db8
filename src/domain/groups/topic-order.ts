import type { TopicSummary } from './group';

/** What a topic's place in its group's list depends on. */
export type TopicOrderKey = Pick<TopicSummary, 'nid' | 'created'>;

/** Dates may carry different offsets, so they are compared as moments, not as text; one that does not read is the oldest. */
const momentOf = (iso: string): number => Date.parse(iso) || 0;

/**
 * The order of a group's topics, everywhere the portal lists them: newest first, and among topics of the same
 * moment the later node id (the one posted last) first. Drupal's view sorts so too (created, then nid, both
 * descending); the sandbox's SQL is held to this by tests/sandbox/group-views.test.ts.
 */
export function compareTopicsNewestFirst(a: TopicOrderKey, b: TopicOrderKey): number {
  return momentOf(b.created) - momentOf(a.created) || b.nid - a.nid;
}

/** A copy of `topics` in the portal's order (compareTopicsNewestFirst). */
export function newestFirst<T extends TopicOrderKey>(topics: readonly T[]): T[] {
  return [...topics].sort(compareTopicsNewestFirst);
}
