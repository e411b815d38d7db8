import { useDateFormat } from './use-date-format';

/**
 * A `<time>` of a calendar day or a timestamp, in the reader's language and the page's time zone
 * (useDateFormat). A leaf of its own: when what it shows changes (the reader's language), only this is drawn
 * again, not the list or the discussion around it (50 rows with their links and messages, in one task that
 * blocked input, when the zone still changed at the take-over).
 */
export function ShownDate({ iso }: { iso: string }) {
  const { formatDate } = useDateFormat();
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}
