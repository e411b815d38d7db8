import { listTimeline } from '../tables/site-data';
import { DEFAULT_LANGCODE } from '../content-language';
import type { ViewDefinition } from './view-display';

/** `rest/views/public_timeline/standard`: a bare array in both Drupals, in stored order (not date order). */
export const publicTimelineView: ViewDefinition = {
  displays: ['standard'],
  select: (db) => {
    const rows = listTimeline(db).map((entry) => ({
      _id: String(entry.id),
      title: entry.title,
      text: entry.text,
      date: entry.date,
      tags: entry.tags,
      // The timeline has no translations: its entries are in the site's language (decided shape).
      langcode: DEFAULT_LANGCODE,
    }));
    return { rows, total: rows.length };
  },
};
