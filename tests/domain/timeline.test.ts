import { describe, expect, it } from 'vitest';
import { sortTimeline, type TimelineEntry } from '@/domain/timeline/timeline';

const entry = (id: string, date: string): TimelineEntry => ({ id, title: id, text: '', date, tags: [] });

const served = [
  entry('launch', '2012-05-15'),
  entry('founding', '2006-03-25'),
  entry('online', '2020-04-01'),
  entry('twin-a', '2009-09-01'),
  entry('twin-b', '2009-09-01'),
];

describe('sortTimeline', () => {
  it.each([
    { reversed: undefined, order: ['founding', 'twin-a', 'twin-b', 'launch', 'online'] },
    { reversed: false, order: ['founding', 'twin-a', 'twin-b', 'launch', 'online'] },
    { reversed: true, order: ['online', 'launch', 'twin-b', 'twin-a', 'founding'] },
  ])('reversed $reversed → $order', ({ reversed, order }) => {
    expect(sortTimeline(served, reversed).map((e) => e.id)).toEqual(order);
  });

  it.each([
    { entries: [], order: [] },
    { entries: [entry('only', '2000-01-01')], order: ['only'] },
  ])('handles $order.length entries', ({ entries, order }) => {
    expect(sortTimeline(entries).map((e) => e.id)).toEqual(order);
  });

  it('leaves the served list as it was', () => {
    const copy = [...served];
    sortTimeline(served, true);
    expect(served).toEqual(copy);
  });
});
