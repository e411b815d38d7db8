import { lazyPart } from '../app/lazy-part';

// Lists load with the first page that shows one, not with every page; like the routes, under the two-minute limit
// for a part's code (docs/behaviour.md, 'Page furniture'), so a part that never arrives ends in the error screen
// with its reload button.
const NewsList = lazyPart(
  () => import('../listing/news-list'),
  (m) => m.NewsList,
);
const ConferenceList = lazyPart(
  () => import('../listing/conference-list'),
  (m) => m.ConferenceList,
);
const Timeline = lazyPart(
  () => import('../listing/timeline-view'),
  (m) => m.TimelineView,
);

/**
 * A conference page's calendar link (conference-calendar.tsx). Declared here, beside the lists, so its loader
 * shares theirs in the entry: in the content page's own chunk it cost a first load of the home page 0.3 kB.
 */
export const CalendarLink = lazyPart(
  () => import('../calendar/add-to-calendar'),
  (m) => m.AddToCalendar,
);

/** The lists a page can hold, by paragraph type. */
export const LIST_PARTS = {
  'news-list': NewsList,
  'conference-list': ConferenceList,
  timeline: Timeline,
} as const;

type ListType = keyof typeof LIST_PARTS;

/** The lists a first screen holds, read off the keys of the answers it was drawn with (server-drawn-screen.tsx). */
export function listsAmong(answerKeys: readonly string[]): ListType[] {
  const lists: ListType[] = [];
  if (answerKeys.some((key) => /^(latest-)?news[:-]/.test(key))) lists.push('news-list');
  if (answerKeys.some((key) => key.startsWith('conferences:'))) lists.push('conference-list');
  if (answerKeys.some((key) => /^timeline(:|$)/.test(key))) lists.push('timeline');
  return lists;
}
