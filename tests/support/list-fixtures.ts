import type { FiledNewsItem } from '@/infrastructure/fakes/in-memory-listing-gateway';
import { aNewsItem, aTimelineEntry } from './builders';

/**
 * Small made-up lists for tests that count rows, pages and matches or name an entry's text: numbers that
 * do not move when the sandbox's demo news change. demo-lists.ts serves the sandbox's own lists.
 */

/** 24 items over 2025 and 2026; each has one category (1–4) and one or two tags (11–16). */
export const SAMPLE_NEWS: readonly FiledNewsItem[] = Array.from({ length: 24 }, (_, index) => {
  const nid = 100 + index;
  const month = String((index % 12) + 1).padStart(2, '0');
  return {
    item: aNewsItem(nid, {
      created: `${2025 + Math.floor(index / 12)}-${month}-10T10:00:00+00:00`,
      path: `/news/demo-${nid}`,
    }),
    terms: [(index % 4) + 1],
    tags: index % 3 === 0 ? [11 + (index % 6), 16] : [11 + (index % 6)],
  };
});

/** Stored out of date order, one without text. */
export const SAMPLE_TIMELINE = [
  aTimelineEntry('1', '2012-05-15', {
    title: 'NECSUS is launched',
    text: '<p>The journal’s first issue.</p>',
    tags: ['publications'],
  }),
  aTimelineEntry('2', '2006-03-25', {
    title: 'A network is founded',
    text: '<p>In Berlin.</p>',
    tags: ['founding'],
  }),
  aTimelineEntry('3', '2020-04-01', {
    title: 'Conference cancelled, community online',
    tags: ['conference', 'online'],
  }),
  aTimelineEntry('4', '2016-11-05', { title: 'Membership passes 1,000', tags: ['community'] }),
];
