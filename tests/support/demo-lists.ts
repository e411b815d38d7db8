import type { ContentImage, NewsFilterOptions } from '@/domain/news/news';
import { defaultConfig } from '@/infrastructure/config/load-config';
import type { FiledNewsItem } from '@/infrastructure/fakes/in-memory-listing-gateway';
import { aConference, aNewsItem, aTimelineEntry } from './builders';

/** News, conferences and a timeline shaped like the sandbox's: its vocabularies, more than one page of each list. */

export const DEMO_FILTER_OPTIONS: NewsFilterOptions = {
  terms: [
    { tid: 1, name: 'Calls for papers' },
    { tid: 2, name: 'Conferences' },
    { tid: 3, name: 'Publications' },
    { tid: 4, name: 'Awards' },
  ],
  tags: [
    { tid: 11, name: 'Film history' },
    { tid: 12, name: 'Television' },
    { tid: 13, name: 'Digital media' },
    { tid: 14, name: 'Archives' },
    { tid: 15, name: 'Sound' },
    { tid: 16, name: 'Film festivals' },
  ],
};

/** A picture hosted by Drupal, its URL already resolved as the Drupal adapter resolves it. */
const demoImage = (file: string, alt: string): ContentImage => ({
  url: `${defaultConfig.cmsUrl}sites/default/files/${file}`,
  alt,
  width: 640,
  height: 400,
});

/** 24 items over 2025 and 2026; each has one category (1–4) and one or two tags (11–16). */
export const DEMO_NEWS: readonly FiledNewsItem[] = Array.from({ length: 24 }, (_, index) => {
  const nid = 100 + index;
  const month = String((index % 12) + 1).padStart(2, '0');
  return {
    item: aNewsItem(nid, {
      created: `${2025 + Math.floor(index / 12)}-${month}-10T10:00:00+00:00`,
      path: `/news/demo-${nid}`,
      // Every fifth item has a picture, so the newest page holds some.
      ...(index % 5 === 0 && { image: demoImage('projector.svg', 'A vintage film projector') }),
    }),
    terms: [(index % 4) + 1],
    tags: index % 3 === 0 ? [11 + (index % 6), 16] : [11 + (index % 6)],
  };
});

export const DEMO_CONFERENCES = [2019, 2021, 2022, 2023, 2024, 2025, 2026].map((year) =>
  aConference(year, {
    title: `NECS ${year}`,
    location: year === 2026 ? 'Vienna, Austria' : 'Europe',
    ...(year === 2026 && {
      image: demoImage('screening-room.svg', 'A screening room'),
      summaryHtml: `<p>The programme: <a href="${defaultConfig.cmsUrl}sites/default/files/programme.pdf">PDF</a>.</p>`,
    }),
  }),
);

/** Stored out of date order, some parts empty: the view serves it as it is. */
export const DEMO_TIMELINE = [
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
