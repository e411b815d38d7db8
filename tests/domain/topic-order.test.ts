import { describe, expect, it } from 'vitest';
import {
  compareTopics,
  inTopicOrder,
  isTopicOrder,
  latestActivityOf,
  TOPIC_ORDERS,
  type TopicOrderKey,
} from '@/domain/groups/topic-order';

const at = (nid: number, created: string, more: Partial<TopicOrderKey> = {}): TopicOrderKey => ({
  nid,
  created,
  lastCommentAt: null,
  sticky: false,
  ...more,
});
const nids = (topics: readonly TopicOrderKey[]) => topics.map(({ nid }) => nid);

describe('a group’s topics, newest first', () => {
  it('puts the later moment first, comparing moments rather than text across offsets', () => {
    const old = at(1, '2026-01-01T10:00:00+00:00');
    // 10:30 at +01:00 is 09:30 UTC, the oldest; 09:45 at -01:00 is 10:45 UTC, the newest.
    const earlierThanItReads = at(2, '2026-01-01T10:30:00+01:00');
    const laterThanItReads = at(3, '2026-01-01T09:45:00-01:00');
    expect(inTopicOrder([old, earlierThanItReads, laterThanItReads], 'newest')).toEqual([
      laterThanItReads,
      old,
      earlierThanItReads,
    ]);
  });

  it('puts the later node id first among topics of the same moment: the one posted last', () => {
    const second = '2026-01-01T10:00:00+00:00';
    expect(
      nids(inTopicOrder([at(4, second), at(9, second), at(6, '2026-01-01T11:00:00+01:00')], 'newest')),
    ).toEqual([9, 6, 4]);
  });

  it('puts a topic whose date does not read last, and keeps the list it was given as it was', () => {
    const given = [at(1, 'yesterday'), at(2, '2026-01-01T10:00:00Z')];
    expect(nids(inTopicOrder(given, 'newest'))).toEqual([2, 1]);
    expect(nids(given)).toEqual([1, 2]);
    expect(compareTopics('newest')(given[0]!, given[0]!)).toBe(0);
  });

  it('ignores the comments: a topic commented today stays where its creation puts it', () => {
    const commented = at(1, '2026-01-01T10:00:00Z', { lastCommentAt: '2026-06-01T10:00:00Z' });
    expect(nids(inTopicOrder([commented, at(2, '2026-02-01T10:00:00Z')], 'newest'))).toEqual([2, 1]);
  });
});

describe('a group’s topics by latest activity', () => {
  it('puts the topic with the latest comment first, however old the topic', () => {
    const oldButBusy = at(1, '2026-01-01T10:00:00Z', { lastCommentAt: '2026-06-01T10:00:00Z' });
    const newButQuiet = at(2, '2026-03-01T10:00:00Z', { lastCommentAt: '2026-03-02T10:00:00Z' });
    expect(nids(inTopicOrder([newButQuiet, oldButBusy], 'activity'))).toEqual([1, 2]);
  });

  it('counts a topic without comments from its own creation, as core’s statistics do', () => {
    const quiet = at(1, '2026-05-01T10:00:00Z');
    const commentedBefore = at(2, '2026-01-01T10:00:00Z', { lastCommentAt: '2026-04-01T10:00:00Z' });
    const commentedAfter = at(3, '2026-01-02T10:00:00Z', { lastCommentAt: '2026-05-02T10:00:00Z' });
    expect(latestActivityOf(quiet)).toBe('2026-05-01T10:00:00Z');
    expect(nids(inTopicOrder([commentedBefore, quiet, commentedAfter], 'activity'))).toEqual([3, 1, 2]);
  });

  it('compares moments across offsets, and puts the later node id first among equal moments', () => {
    // 11:00 at +01:00 is the same moment as 10:00 UTC.
    const one = at(4, '2026-01-01T08:00:00Z', { lastCommentAt: '2026-01-01T11:00:00+01:00' });
    const other = at(9, '2026-01-01T07:00:00Z', { lastCommentAt: '2026-01-01T10:00:00Z' });
    const later = at(2, '2026-01-01T06:00:00Z', { lastCommentAt: '2026-01-01T10:30:00+00:00' });
    expect(nids(inTopicOrder([one, other, later], 'activity'))).toEqual([2, 9, 4]);
  });
});

describe('pinned topics', () => {
  it('come first in either order, in that order among themselves', () => {
    const pinnedOld = at(1, '2025-01-01T10:00:00Z', { sticky: true });
    const pinnedBusy = at(2, '2025-02-01T10:00:00Z', { sticky: true, lastCommentAt: '2026-09-01T10:00:00Z' });
    const newest = at(3, '2026-08-01T10:00:00Z');
    const busiest = at(4, '2026-01-01T10:00:00Z', { lastCommentAt: '2026-10-01T10:00:00Z' });
    const topics = [newest, busiest, pinnedOld, pinnedBusy];
    expect(nids(inTopicOrder(topics, 'newest'))).toEqual([2, 1, 3, 4]);
    expect(nids(inTopicOrder(topics, 'activity'))).toEqual([2, 1, 4, 3]);
  });
});

describe('the order a member may choose', () => {
  it('is one of the two orders, nothing else', () => {
    expect(TOPIC_ORDERS.filter(isTopicOrder)).toEqual(['newest', 'activity']);
    for (const other of ['', 'latest', 'Newest', null, undefined, 1]) expect(isTopicOrder(other)).toBe(false);
  });
});
