import { useDateFormat } from './use-date-format';

/**
 * A `<time>` of a calendar day or a timestamp, in the reader's language (useDateFormat). A leaf of its own: when
 * the page becomes the browser's and a timestamp turns to the reader's time zone, only this is drawn again, not
 * the list or the discussion around it (50 rows with their links and messages, in one task that blocked input).
 */
export function ShownDate({ iso }: { iso: string }) {
  const { formatDate } = useDateFormat();
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}
