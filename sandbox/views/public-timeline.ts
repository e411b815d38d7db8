import type { SandboxDatabase } from '../db/database';
import { listTimeline } from '../db/site-data';

/** `rest/views/public_timeline/standard`: a bare array, in stored order (not date order). */
export function publicTimelineView(db: SandboxDatabase) {
  return listTimeline(db).map((entry) => ({
    _id: String(entry.id),
    title: entry.title,
    text: entry.text,
    date: entry.date,
    tags: entry.tags,
  }));
}
