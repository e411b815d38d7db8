import { describe, expect, it } from 'vitest';
import { compareTopicsNewestFirst, newestFirst } from '@/domain/groups/topic-order';

const at = (nid: number, created: string) => ({ nid, created });

describe('a group’s topics, newest first', () => {
  it('puts the later moment first, comparing moments rather than text across offsets', () => {
    const old = at(1, '2026-01-01T10:00:00+00:00');
    // 10:30 at +01:00 is 09:30 UTC, the oldest; 09:45 at -01:00 is 10:45 UTC, the newest.
    const earlierThanItReads = at(2, '2026-01-01T10:30:00+01:00');
    const laterThanItReads = at(3, '2026-01-01T09:45:00-01:00');
    expect(newestFirst([old, earlierThanItReads, laterThanItReads])).toEqual([
      laterThanItReads,
      old,
      earlierThanItReads,
    ]);
  });

  it('puts the later node id first among topics of the same moment: the one posted last', () => {
    const second = '2026-01-01T10:00:00+00:00';
    expect(newestFirst([at(4, second), at(9, second), at(6, '2026-01-01T11:00:00+01:00')])).toEqual([
      at(9, second),
      at(6, '2026-01-01T11:00:00+01:00'),
      at(4, second),
    ]);
  });

  it('puts a topic whose date does not read last, and keeps the list it was given as it was', () => {
    const given = [at(1, 'yesterday'), at(2, '2026-01-01T10:00:00Z')];
    expect(newestFirst(given).map(({ nid }) => nid)).toEqual([2, 1]);
    expect(given.map(({ nid }) => nid)).toEqual([1, 2]);
    expect(compareTopicsNewestFirst(given[0]!, given[0]!)).toBe(0);
  });
});
