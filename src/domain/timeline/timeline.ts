export interface TimelineEntry {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** ISO date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly tags: readonly string[];
  /** The language its title, text and tags are in, where the content system says. */
  readonly language?: string;
}

/** Entries by date ascending (ties keep their order), or newest first when reversed. */
export function sortTimeline(entries: readonly TimelineEntry[], reversed = false): TimelineEntry[] {
  const ascending = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  return reversed ? ascending.reverse() : ascending;
}
