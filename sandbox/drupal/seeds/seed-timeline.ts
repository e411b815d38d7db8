import { TIMELINE } from '../../demo-data/timeline';
import type { SandboxDatabase } from '../../storage/database';
import { insertTimelineEntry } from '../tables/site-data';

export function seedTimeline(db: SandboxDatabase): void {
  for (const entry of TIMELINE) insertTimelineEntry(db, entry);
}
